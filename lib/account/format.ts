import { displayJalali } from '@/lib/jalali';
import { toPersianDigits } from '@/lib/digits';
import { formatToman } from '@/lib/price';

/** The API's "YYYY-MM-DD HH:mm" (Jalali, Tehran) as «۱۴۰۵/۰۹/۰۱، ساعت ۱۴:۳۰». */
export function displayJalaliDateTime(value: string): string {
  const [date, time] = value.trim().split(/\s+/);
  return time ? `${displayJalali(date)}، ساعت ${toPersianDigits(time)}` : displayJalali(date);
}

/** A ledger amount with its direction: «+۵۰۰٬۰۰۰ تومان», «−۲۰٬۰۰۰ تومان». */
export function signedToman(amount: number): string {
  if (amount === 0) return formatToman(0);
  return `${amount > 0 ? '+' : '−'}${formatToman(Math.abs(amount))}`;
}
