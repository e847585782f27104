import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { Env } from '../../context';
import type { Queryable } from '../../db/client';
import { clientAddress } from '../../lib/client-address';
import { evaluateCoupon, type CouponRule } from '../../lib/pricing';
import { hit, unhit, windowFull } from '../../lib/rate-limit';
import { plainDigits } from '../../../common/digits';
import { couponUseVerdict, type CouponLimits } from '../checkout/coupon-uses';
import { cartMessages } from './messages';

/**
 * Codes are stored upper-case, with no spaces; what a customer types or pastes (an SMS may carry
 * direction marks or split a code) is cleaned, digit-normalised and upper-cased.
 */
export function normalizeCode(code: string): string {
  return plainDigits(code).replace(/\s+/g, '').toUpperCase();
}

interface CouponRow {
  id: number;
  code: string;
  percent: number | null;
  amount: number | null;
  min_order: number;
  max_discount: number | null;
  expires_at: Date | string | null;
  active: boolean;
  customer_id: number | null;
  max_uses: number | null;
  max_uses_per_customer: number | null;
}

export async function loadCoupon(q: Queryable, code: string): Promise<(CouponRule & CouponLimits) | null> {
  const [row] = await q.query<CouponRow>(
    `SELECT id, code, percent, amount, min_order, max_discount, expires_at, active, customer_id, max_uses, max_uses_per_customer
     FROM coupons WHERE code = $1`,
    [normalizeCode(code)],
  );
  if (!row) return null;
  const num = (v: number | null) => (v === null ? null : Number(v));
  return {
    id: row.id,
    max_uses: num(row.max_uses),
    max_uses_per_customer: num(row.max_uses_per_customer),
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
  /** The coupon's row when it applies (its use is recorded with the order); else null. */
  couponId: number | null;
  /** Refused only because its uses are taken (in all, or this customer's): a 409 at submit, not a guess. */
  usedUp: boolean;
}

/**
 * Checks a coupon code against an order whose goods cost `goods` Toman; never throws for a bad
 * code. A gift code gets the unknown-code answer: the check must not tell guessers which of
 * their codes hold wallet money. A coupon whose uses are taken (coupon-uses.ts) is refused with
 * that reason before its minimum order is judged: no cart would make it apply.
 */
export async function checkCoupon(q: Queryable, code: string, goods: number, now: Date, customerId: number): Promise<CouponResult> {
  const normalized = normalizeCode(code);
  const rule = normalized.length > 0 && normalized.length <= 64 ? await loadCoupon(q, normalized) : null;
  const verdict = evaluateCoupon(rule, goods, now, customerId);
  const refused = (msg: string, usedUp = false): CouponResult => ({ code: normalized, valid: false, msg, discount: 0, couponId: null, usedUp });
  if (rule && (verdict.valid || verdict.reason === 'min_order')) {
    const uses = await couponUseVerdict(q, rule, customerId, now);
    if (!uses.ok) return refused(uses.msg, true);
  }
  if (verdict.valid) return { code: normalized, valid: true, msg: cartMessages.coupon.valid, discount: verdict.discount, couponId: rule!.id, usedUp: false };
  if (verdict.reason === 'expired') return refused(cartMessages.coupon.expired);
  if (verdict.reason === 'min_order') return refused(cartMessages.coupon.minOrder(verdict.min_order, goods));
  return refused(cartMessages.coupon.invalid);
}

/**
 * Failed code lookups (gift codes redeemed, coupons checked) one customer may make per hour:
 * codes are worth money, and unlimited tries would find them.
 */
export const FAILED_CODES_PER_HOUR = 10;
/**
 * Failed code lookups per client address and hour, past which every lookup from it is refused.
 * Higher than a customer's: many customers share one address (carrier NAT), and only a guesser
 * with several accounts comes near it.
 */
export const ADDRESS_FAILED_CODES_PER_HOUR = 50;
const WINDOW_SECONDS = 3600;

/** A code as a counter name: hashed, so the counters never hold a code that might be worth money. */
const codeKey = (code: string) => createHash('sha256').update(normalizeCode(code)).digest('base64url').slice(0, 22);

/**
 * Runs one code lookup for the caller within the hourly allowances of failures (429 past them).
 * Both counters are hit before the lookup, so parallel guesses cannot all pass a ceiling, and
 * taken back when the code worked, or when it already failed for this customer this hour (a
 * confirmed coupon that expired meanwhile, priced again on every checkout change, is one failure,
 * not one per price): a guesser learns nothing new from it. Past either ceiling everything is
 * 429, valid codes too: a refusal of failures only would tell a guesser just what «not valid»
 * does. The address's ceiling is higher, so customers behind a shared address keep using their
 * codes unless someone there has been guessing by the dozen.
 */
export async function limitCodeLookup<T>(
  c: Context<Env>,
  customerId: number,
  code: string,
  lookup: () => Promise<T>,
  worked: (result: T) => boolean = () => true,
): Promise<T> {
  const { db } = c.var.deps;
  const now = c.var.deps.now();
  const counters = [`code:customer:${customerId}`, `code:addr:${clientAddress(c)}`];
  const [mine, here] = [await hit(db, counters[0], WINDOW_SECONDS, now), await hit(db, counters[1], WINDOW_SECONDS, now)];
  if (mine > FAILED_CODES_PER_HOUR || here > ADDRESS_FAILED_CODES_PER_HOUR) {
    // A refusal is no lookup: only the lookups that failed fill the windows.
    await unhit(db, counters, WINDOW_SECONDS, now);
    throw windowFull(cartMessages.coupon.tooManyFailures, WINDOW_SECONDS, now);
  }
  const outcome = await lookup().then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  const failed = !(outcome.ok && worked(outcome.value));
  if (!failed || (await hit(db, `code:failed:${customerId}:${codeKey(code)}`, WINDOW_SECONDS, now)) > 1) {
    await unhit(db, counters, WINDOW_SECONDS, now);
  }
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}

/**
 * The customer's own check of a code (POST /app/coupons/check), within the allowance: valid
 * for any order size, or counted as a failure. Pricing and submitting with a code run it first,
 * as their answers would otherwise tell a guesser the same thing without a limit. A coupon whose
 * uses are taken is no failure: it is a code the customer already had, and a guesser learns of
 * a code that gives nothing (a replayed submit would otherwise count against its customer).
 */
export function checkCouponWithinAllowance(c: Context<Env>, customerId: number, code: string): Promise<CouponResult> {
  const { db, now } = c.var.deps;
  return limitCodeLookup(c, customerId, code, () => checkCoupon(db, code, Number.MAX_SAFE_INTEGER, now(), customerId), (r) => r.valid || r.usedUp);
}
