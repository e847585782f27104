import type { Queryable } from '../db/client';
import { HttpError } from '../http';

/**
 * Places a customer may hold unpaid at once. Without a bound, submits with fresh idempotency
 * keys (or reviving lapsed holds by starting payments) would keep turns full without paying.
 * Equal to the most one request may book (MAX_PLACES in routes/reservations/params.ts), so any
 * single booking still goes through.
 */
export const MAX_HELD_PLACES = 50;

export const TOO_MANY_HELD = 'شمار نوبت‌های پرداخت‌نشدهٔ شما بیش از حد مجاز است؛ لطفاً ابتدا آن‌ها را پرداخت کنید یا چند دقیقه دیگر دوباره تلاش کنید';

/**
 * 429 when the customer's own live holds (this transaction's included) exceed MAX_HELD_PLACES.
 * The caller must hold the customer row lock: every hold of the customer's is taken or renewed
 * under it, so concurrent transactions cannot pass this check together. A guest's booking for
 * the customer's mobile (customer_id NULL) does not count, so a stranger cannot block them.
 */
export async function assertHoldAllowance(q: Queryable, customerId: number, now: Date): Promise<void> {
  // Through the customer's unpaid orders, which are indexed; a checkout's holds always have one.
  const [row] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM reservation_bookings b
     WHERE b.order_id IN (SELECT id FROM orders WHERE customer_id = $1 AND NOT paid)
       AND b.customer_id = $1 AND b.status = 'held' AND b.hold_expires_at > $2`,
    [customerId, now],
  );
  if (row.n > MAX_HELD_PLACES) throw new HttpError(429, TOO_MANY_HELD);
}
