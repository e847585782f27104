import type { Context } from 'hono';
import type { Env } from '../../context';
import type { Queryable } from '../../db/client';
import { HttpError } from '../../http';
import { clientAddress } from '../../lib/client-address';
import { evaluateCoupon, type CouponRule } from '../../lib/pricing';
import { hit, unhit } from '../../lib/rate-limit';
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

/**
 * Checks a coupon code against an order whose goods cost `goods` Toman; never throws for a bad
 * code. A gift code gets the unknown-code answer: the check must not tell guessers which of
 * their codes hold wallet money.
 */
export async function checkCoupon(q: Queryable, code: string, goods: number, now: Date, customerId: number): Promise<CouponResult> {
  const normalized = normalizeCode(code);
  const rule = normalized.length > 0 && normalized.length <= 64 ? await loadCoupon(q, normalized) : null;
  const verdict = evaluateCoupon(rule, goods, now, customerId);
  if (verdict.valid) return { code: normalized, valid: true, msg: cartMessages.coupon.valid, discount: verdict.discount };
  let msg: string = cartMessages.coupon.invalid;
  if (verdict.reason === 'expired') msg = cartMessages.coupon.expired;
  else if (verdict.reason === 'min_order') msg = cartMessages.coupon.minOrder(verdict.min_order);
  return { code: normalized, valid: false, msg, discount: 0 };
}

/**
 * Failed code lookups (gift codes redeemed, coupons checked) one customer, and one client
 * address, may make per hour: codes are worth money, and unlimited tries would find them.
 */
export const FAILED_CODES_PER_HOUR = 10;
const WINDOW_SECONDS = 3600;

/**
 * Runs one code lookup for the caller within the hourly allowance of failures (429 past it).
 * The attempt is counted before the lookup, so parallel guesses cannot all pass the ceiling,
 * and taken back when `worked` says the code worked: only failures (and throws) stay counted.
 */
export async function limitCodeLookup<T>(
  c: Context<Env>,
  customerId: number,
  lookup: () => Promise<T>,
  worked: (result: T) => boolean = () => true,
): Promise<T> {
  const { db } = c.var.deps;
  const now = c.var.deps.now();
  const buckets = [`code:customer:${customerId}`, `code:addr:${clientAddress(c)}`];
  const counts = await Promise.all(buckets.map((bucket) => hit(db, bucket, WINDOW_SECONDS, now)));
  if (counts.some((n) => n > FAILED_CODES_PER_HOUR)) throw new HttpError(429, cartMessages.coupon.tooManyFailures);
  const result = await lookup();
  if (worked(result)) await unhit(db, buckets, WINDOW_SECONDS, now);
  return result;
}

/**
 * The customer's own check of a code (POST /app/coupons/check), within the allowance: valid
 * for any order size, or counted as a failure. Pricing and submitting with a code run it first,
 * as their answers would otherwise tell a guesser the same thing without a limit.
 */
export function checkCouponWithinAllowance(c: Context<Env>, customerId: number, code: string): Promise<CouponResult> {
  const { db, now } = c.var.deps;
  return limitCodeLookup(c, customerId, () => checkCoupon(db, code, Number.MAX_SAFE_INTEGER, now(), customerId), (r) => r.valid);
}
