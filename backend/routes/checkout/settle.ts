import type { Queryable } from '../../db/client';
import { HttpError } from '../../http';
import { confirmPlaces } from '../../reservations/places';
import { keepCouponUse } from './coupon-uses';
import { payFromCredit } from './order-store';

export const reservationMessages = {
  placesGone: 'نوبت این سفارش دیگر در دسترس نیست؛ لطفاً دوباره نوبت بگیرید',
} as const;

/**
 * Pays an order from credit (payFromCredit) and, for a reservation, confirms its places in the
 * same transaction. When a hold expired and its place was taken meanwhile, confirming fails
 * with 409: the savepoint undoes the payment, so the order stays unpaid and the money stays
 * in credit (a verified card payment was credited first). Likewise for its coupon's use, given
 * back when the order lapsed unpaid and taken by others since (keepCouponUse). Returns whether
 * the order is now paid.
 */
export async function settleFromCredit(q: Queryable, orderId: number, now: Date): Promise<boolean> {
  const bookings = await hasBookings(q, orderId);
  const [order] = await q.query<{ coupon_code: string | null }>('SELECT coupon_code FROM orders WHERE id = $1', [orderId]);
  if (!bookings && order.coupon_code === null) return payFromCredit(q, orderId);
  await q.query('SAVEPOINT settle_order');
  let paid = await payFromCredit(q, orderId);
  if (paid) {
    try {
      if (order.coupon_code !== null) await keepCouponUse(q, orderId, now);
      if (bookings) await confirmPlaces(q, { order_id: orderId }, { now });
    } catch (err) {
      if (!(err instanceof HttpError) || err.status !== 409) throw err;
      await q.query('ROLLBACK TO SAVEPOINT settle_order');
      paid = false;
    }
  }
  await q.query('RELEASE SAVEPOINT settle_order');
  return paid;
}

export async function hasBookings(q: Queryable, orderId: number): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM reservation_bookings WHERE order_id = $1 LIMIT 1', [orderId]);
  return rows.length > 0;
}
