import { formatNumber } from '@/lib/price';

/** A ledger amount's number with its direction: «+۵۰۰٬۰۰۰», «−۲۰٬۰۰۰» (the unit is said after it). */
export function signedAmount(amount: number): string {
  if (amount === 0) return formatNumber(0);
  return `${amount > 0 ? '+' : '−'}${formatNumber(Math.abs(amount))}`;
}
