import { toWesternDigits } from '@/common/digits';

/** Top-up bounds in Toman: the backend's limits for buy_customer_credit. */
export const TOP_UP_MIN = 1_000;
export const TOP_UP_MAX = 100_000_000;

export type TopUpAmount = { ok: true; amount: number } | { ok: false; error: string };

/**
 * The amount typed into the top-up field, in any digit script and with any grouping
 * («۱۲٬۰۰۰», "12,000"), as whole Toman within the bounds, or the Persian reason it is not.
 */
export function parseTopUpAmount(input: string): TopUpAmount {
  // Only digits and thousands separators: «12a34» or «-5000» is refused, not read as 1,234 or 5,000.
  const written = toWesternDigits(input).replace(/[\s,٬']/g, '');
  if (!written) return { ok: false, error: 'مبلغ را وارد کنید' };
  if (!/^\d+$/.test(written)) return { ok: false, error: 'مبلغ را فقط با رقم وارد کنید' };
  const amount = Number(written);
  if (amount < TOP_UP_MIN) return { ok: false, error: 'حداقل مبلغ افزایش اعتبار ۱٬۰۰۰ تومان است' };
  if (amount > TOP_UP_MAX) return { ok: false, error: 'حداکثر مبلغ افزایش اعتبار ۱۰۰٬۰۰۰٬۰۰۰ تومان است' };
  return { ok: true, amount };
}

/** The field's starting value: the store's credit gap, kept within the bounds. */
export function defaultTopUpAmount(creditGap: number): number {
  return Math.min(TOP_UP_MAX, Math.max(TOP_UP_MIN, Math.ceil(creditGap)));
}
