import type { Queryable } from '../../db/client';
import { HttpError } from '../../http';
import { DEFAULT_HOLD_SECONDS, MAX_HOLD_RENEWAL_SECONDS } from '../../reservations/places';
import { cartMessages } from '../cart/messages';
import { ORDER_PAYMENT_WINDOW_S } from './payment-window';

/**
 * Coupon usage limits (migration 022): `max_uses` in all and `max_uses_per_customer`, null meaning
 * none. Each order that applied a coupon holds one use, a coupon_redemptions row written in the
 * order's transaction. A use is held while its order is paid or may still be paid; an order that
 * lapses unpaid gives it back, so an abandoned card payment never burns a single-use coupon.
 *
 * Lock order: customer → (payments → order) → coupon → reservation slots. Counting and adding a
 * use happen under the coupon row's lock (FOR NO KEY UPDATE, as every lock on such rows), or for
 * a limit per customer alone under the customer's, so parallel orders, of one customer or of
 * many, cannot pass a limit together; a database trigger refuses a row past either limit all the
 * same.
 */

export interface CouponLimits {
  id: number;
  max_uses: number | null;
  max_uses_per_customer: number | null;
}

const limited = (c: CouponLimits) => c.max_uses !== null || c.max_uses_per_customer !== null;

/**
 * SQL condition: the order `o` still holds its use at `now` (an SQL timestamptz expression). It
 * does while it is paid, while it may still be paid (a goods order within its payment window, a
 * reservation within its hold renewal limit: payment-window.ts), or while a card payment of it
 * started less than DEFAULT_HOLD_SECONDS ago (the customer is at the gateway). A reservation whose
 * places were released gave its use back then (giveBackUse). A payment the gateway confirms after
 * the use was given back pays the order only if the use can be taken again (keepCouponUse).
 */
function holdsUse(now: string): string {
  return `(o.paid
    OR COALESCE((SELECT min(b.created_at) FROM reservation_bookings b WHERE b.order_id = o.id) + interval '${MAX_HOLD_RENEWAL_SECONDS} seconds',
                o.created_at + interval '${ORDER_PAYMENT_WINDOW_S} seconds') > ${now}
    OR EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.status = 'pending'
               AND p.created_at > ${now} - interval '${DEFAULT_HOLD_SECONDS} seconds'))`;
}

/**
 * SQL condition on the coupon `c`: customer `customer` may still use it at `now` (SQL expressions,
 * e.g. parameters). For the customer's coupon list; a use is counted as couponUseVerdict counts it.
 */
export function usableSql(customer: string, now: string): string {
  const uses = (extra: string) =>
    `(SELECT count(*) FROM coupon_redemptions r JOIN orders o ON o.id = r.order_id WHERE r.coupon_id = c.id${extra} AND ${holdsUse(now)})`;
  return `(c.max_uses IS NULL OR ${uses('')} < c.max_uses)
    AND (c.max_uses_per_customer IS NULL OR ${uses(` AND r.customer_id = ${customer}`)} < c.max_uses_per_customer)`;
}

export type UseVerdict = { ok: true } | { ok: false; msg: string };

/**
 * Whether the customer may add a use of the coupon now. Refused with the reason: their own
 * allowance is used (by a paid order, or held by an unpaid one they can still pay), or the
 * coupon's total is. Only under the coupon lock (lockCoupon) is the answer binding.
 */
export async function couponUseVerdict(q: Queryable, coupon: CouponLimits, customerId: number, now: Date): Promise<UseVerdict> {
  if (!limited(coupon)) return { ok: true };
  const [uses] = await q.query<{ total: number; mine: number; mine_paid: number; mine_unpaid: number | null }>(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE r.customer_id = $2)::int AS mine,
       count(*) FILTER (WHERE r.customer_id = $2 AND o.paid)::int AS mine_paid,
       max(o.id) FILTER (WHERE r.customer_id = $2 AND NOT o.paid) AS mine_unpaid
     FROM coupon_redemptions r JOIN orders o ON o.id = r.order_id
     WHERE r.coupon_id = $1 ${coupon.max_uses === null ? 'AND r.customer_id = $2' : ''} AND ${holdsUse('$3::timestamptz')}`,
    [coupon.id, customerId, now],
  );
  if (coupon.max_uses_per_customer !== null && Number(uses.mine) >= coupon.max_uses_per_customer) {
    const heldBy = Number(uses.mine_paid) === 0 && uses.mine_unpaid !== null ? Number(uses.mine_unpaid) : null;
    return { ok: false, msg: heldBy !== null ? cartMessages.coupon.heldForOrder(heldBy) : cartMessages.coupon.usedByYou };
  }
  if (coupon.max_uses !== null && Number(uses.total) >= coupon.max_uses) return { ok: false, msg: cartMessages.coupon.usedUp };
  return { ok: true };
}

const LIMITS = 'SELECT id, max_uses, max_uses_per_customer FROM coupons';

/**
 * Makes the count of a code's uses (already normalised) binding for the rest of the transaction,
 * and gives back the uses of its orders that lapsed. A total limit is shared by every customer:
 * the coupon row is locked. A limit per customer alone is counted under the customer's own lock,
 * which the caller holds: checkouts of other customers with the coupon do not queue behind it.
 * Null for an unknown code.
 */
export async function lockCoupon(q: Queryable, code: string, customerId: number, now: Date): Promise<CouponLimits | null> {
  const [coupon] = await q.query<CouponLimits>(`${LIMITS} WHERE code = $1`, [code]);
  if (!coupon || !limited(coupon)) return coupon ?? null;
  if (coupon.max_uses !== null) await q.query('SELECT 1 FROM coupons WHERE id = $1 FOR NO KEY UPDATE', [coupon.id]);
  await giveBackLapsed(q, coupon, customerId, now);
  return coupon;
}

/**
 * Deletes the uses of the coupon whose orders lapsed unpaid: of every customer when a total is
 * counted, else of this customer's only (a popular coupon has a use per customer who ever used it).
 */
async function giveBackLapsed(q: Queryable, coupon: CouponLimits, customerId: number, now: Date): Promise<void> {
  const whose = coupon.max_uses === null ? ' AND r.customer_id = $3' : '';
  await q.query(
    `DELETE FROM coupon_redemptions r USING orders o WHERE r.coupon_id = $1${whose} AND o.id = r.order_id AND NOT ${holdsUse('$2::timestamptz')}`,
    whose ? [coupon.id, now, customerId] : [coupon.id, now],
  );
}

/** Records the order's use of the coupon; under the coupon lock, after couponUseVerdict allowed it. */
export async function recordCouponUse(q: Queryable, couponId: number, customerId: number, orderId: number, now: Date): Promise<void> {
  await q.query('INSERT INTO coupon_redemptions (order_id, coupon_id, customer_id, created_at) VALUES ($1, $2, $3, $4)', [
    orderId,
    couponId,
    customerId,
    now,
  ]);
}

/**
 * The coupon an order applied (by its use, or by its code when the use was given back), its row
 * locked when it has a total limit, as lockCoupon does; null when the order has none or the
 * coupon is gone. Callers hold the customer's lock and take this before reservation slots.
 */
export async function lockOrderCoupon(q: Queryable, orderId: number): Promise<CouponLimits | null> {
  const [order] = await q.query<{ coupon_code: string | null; coupon_id: number | null }>(
    'SELECT o.coupon_code, r.coupon_id FROM orders o LEFT JOIN coupon_redemptions r ON r.order_id = o.id WHERE o.id = $1',
    [orderId],
  );
  if (!order?.coupon_code) return null;
  const [coupon] =
    order.coupon_id !== null
      ? await q.query<CouponLimits>(`${LIMITS} WHERE id = $1`, [order.coupon_id])
      : await q.query<CouponLimits>(`${LIMITS} WHERE code = $1`, [order.coupon_code]);
  if (coupon?.max_uses != null) await q.query('SELECT 1 FROM coupons WHERE id = $1 FOR NO KEY UPDATE', [coupon.id]);
  return coupon ?? null;
}

/**
 * As an order is paid: its coupon use must be held. A use given back (the order lapsed unpaid and
 * a card payment the gateway confirmed late now pays it from credit) is taken again when the
 * limits allow, else 409 with the reason, and the caller (settle.ts) leaves the order unpaid and
 * the money in credit.
 */
export async function keepCouponUse(q: Queryable, orderId: number, now: Date): Promise<void> {
  const coupon = await lockOrderCoupon(q, orderId);
  if (!coupon) return;
  const [order] = await q.query<{ customer_id: number; held: boolean }>(
    'SELECT customer_id, EXISTS (SELECT 1 FROM coupon_redemptions WHERE order_id = $1) AS held FROM orders WHERE id = $1',
    [orderId],
  );
  if (order.held) return;
  if (limited(coupon)) await giveBackLapsed(q, coupon, order.customer_id, now);
  const verdict = await couponUseVerdict(q, coupon, order.customer_id, now);
  if (!verdict.ok) throw new HttpError(409, verdict.msg);
  await recordCouponUse(q, coupon.id, order.customer_id, orderId, now);
}

/** Gives an unpaid order's use back at once: its places were released, so it can no longer be paid. */
export async function giveBackUse(q: Queryable, orderId: number): Promise<void> {
  await q.query('DELETE FROM coupon_redemptions r USING orders o WHERE r.order_id = $1 AND o.id = r.order_id AND NOT o.paid', [orderId]);
}
