import type { Queryable } from '../../db/client';
import { HttpError } from '../../http';
import { orderMessages } from './order-store';
import { ORDER_PAYMENT_WINDOW_S } from './payment-window';

/**
 * Goods orders a customer may leave unpaid within their payment window at once. Each fresh
 * idempotency key makes an order, and each payment started asks the provider for an authority:
 * unbounded, one script fills the order list and the provider's quota. Ten is far past what a
 * shopper who changes their mind leaves behind in an hour.
 */
export const MAX_PAYABLE_UNPAID = 10;

/**
 * 429 when the customer's own unpaid goods orders still in their payment window (this
 * transaction's included) exceed MAX_PAYABLE_UNPAID. The caller holds the customer row lock,
 * under which every order of theirs is placed, so concurrent submits cannot pass it together.
 * Bookings are bounded by their places instead (reservations/hold-allowance.ts).
 */
export async function assertUnpaidAllowance(q: Queryable, customerId: number, now: Date): Promise<void> {
  const [row] = await q.query<{ n: number; oldest: Date | null }>(
    `SELECT count(*)::int AS n, min(o.created_at) AS oldest FROM orders o
     WHERE o.customer_id = $1 AND NOT o.paid AND o.submit_by = 'site' AND o.created_at > $2
       AND NOT EXISTS (SELECT 1 FROM reservation_bookings b WHERE b.order_id = o.id)`,
    [customerId, new Date(now.getTime() - ORDER_PAYMENT_WINDOW_S * 1000)],
  );
  if (row.n <= MAX_PAYABLE_UNPAID) return;
  // Room comes back when the oldest of them leaves its payment window.
  const lapses = new Date(row.oldest!).getTime() + ORDER_PAYMENT_WINDOW_S * 1000;
  throw new HttpError(429, orderMessages.tooManyUnpaid, Math.max(1, Math.ceil((lapses - now.getTime()) / 1000)));
}
