import { displayJalali } from '@/lib/jalali';
import { toPersianDigits } from '@/lib/digits';
import { formatNumber } from '@/lib/price';

/** The API's "YYYY-MM-DD HH:mm" (Jalali, Tehran) as «۱۴۰۵/۰۹/۰۱، ساعت ۱۴:۳۰». */
export function displayJalaliDateTime(value: string): string {
  const [date, time] = value.trim().split(/\s+/);
  return time ? `${displayJalali(date)}، ساعت ${toPersianDigits(time)}` : displayJalali(date);
}

/** A ledger amount's number with its direction: «+۵۰۰٬۰۰۰», «−۲۰٬۰۰۰» (the unit is said after it). */
export function signedAmount(amount: number): string {
  if (amount === 0) return formatNumber(0);
  return `${amount > 0 ? '+' : '−'}${formatNumber(Math.abs(amount))}`;
}
