import type { Queryable } from '../../db/client';
import { evaluateCoupon, type CouponRule } from '../../lib/pricing';
import { toWesternDigits } from '../../lib/text';
import { cartMessages } from './messages';

/** Codes are stored upper-case; what a customer types is trimmed, digit-normalised and upper-cased. */
export function normalizeCode(code: string): string {
  return toWesternDigits(code).trim().toUpperCase();
}

interface CouponRow {
  code: string;
  percent: number | null;
  amount: number | null;
  min_order: number;
  max_discount: number | null;
  expires_at: Date | string | null;
  active: boolean;
  customer_id: number | null;
}

export async function loadCoupon(q: Queryable, code: string): Promise<CouponRule | null> {
  const [row] = await q.query<CouponRow>(
    'SELECT code, percent, amount, min_order, max_discount, expires_at, active, customer_id FROM coupons WHERE code = $1',
    [normalizeCode(code)],
  );
  if (!row) return null;
  const num = (v: number | null) => (v === null ? null : Number(v));
  return {
    code: row.code,
    percent: num(row.percent),
    amount: num(row.amount),
    min_order: Number(row.min_order),
    max_discount: num(row.max_discount),
    expires_at: row.expires_at === null ? null : new Date(row.expires_at),
    active: row.active,
    customer_id: row.customer_id,
  };
}

export interface CouponResult {
  code: string;
  valid: boolean;
  msg: string;
  discount: number;
}

/** Checks a coupon code against an order whose goods cost `goods` Toman; never throws for a bad code. */
export async function checkCoupon(q: Queryable, code: string, goods: number, now: Date, customerId: number): Promise<CouponResult> {
  const normalized = normalizeCode(code);
  const rule = normalized.length > 0 && normalized.length <= 64 ? await loadCoupon(q, normalized) : null;
  const verdict = evaluateCoupon(rule, goods, now, customerId);
  if (verdict.valid) return { code: normalized, valid: true, msg: cartMessages.coupon.valid, discount: verdict.discount };
  let msg: string = cartMessages.coupon.invalid;
  if (verdict.reason === 'expired') msg = cartMessages.coupon.expired;
  else if (verdict.reason === 'min_order') msg = cartMessages.coupon.minOrder(verdict.min_order);
  else if (verdict.reason === 'not_found' && rule === null && normalized) {
    const gift = await q.query('SELECT 1 FROM gift_codes WHERE code = $1', [normalized]);
    if (gift.length > 0) msg = cartMessages.coupon.giftCode;
  }
  return { code: normalized, valid: false, msg, discount: 0 };
}
