import type { Queryable } from '../../db/client';
import { HttpError } from '../../http';
import { MAX_HOLD_RENEWAL_SECONDS } from '../../reservations/places';
import type { OrderRow } from './order-store';

/**
 * How long after it is placed an unpaid goods order may still be paid: a card payment started, or
 * credit spent on it. Its price is the one of that moment, so an order left unpaid must not be paid
 * days later at a price, discount or coupon the shop no longer offers. An hour is ample for a
 * customer who is paying now, a failed card payment retried included. A card payment started in
 * time is settled whenever the gateway confirms it (the money was taken). Nothing else lapses with
 * the order: goods stock is a per-order limit, never reserved or decremented by an order. A
 * reservation has its own bound instead, MAX_HOLD_RENEWAL_SECONDS after booking (places.ts).
 */
export const ORDER_PAYMENT_WINDOW_S = 60 * 60;

export const PAYMENT_EXPIRED = 'مهلت پرداخت این سفارش به پایان رسیده است؛ لطفاً دوباره سفارش دهید';

/** 409 when a goods order is past its payment window; the caller holds the order row lock. */
export function assertPaymentWindow(order: Pick<OrderRow, 'created_at'>, now: Date): void {
  if (now.getTime() - new Date(order.created_at).getTime() >= ORDER_PAYMENT_WINDOW_S * 1000) {
    throw new HttpError(409, PAYMENT_EXPIRED);
  }
}

/**
 * The last moment a payment of the order may start (payment_deadline in the order view); null once
 * paid. A reservation's is its hold renewal limit, though its places may be gone sooner (a failed
 * payment gives them back).
 */
export async function paymentDeadline(q: Queryable, order: Pick<OrderRow, 'id' | 'paid' | 'created_at'>): Promise<Date | null> {
  if (order.paid) return null;
  const [booked] = await q.query<{ at: Date | string | null }>('SELECT min(created_at) AS at FROM reservation_bookings WHERE order_id = $1', [order.id]);
  const [from, seconds] = booked?.at ? [booked.at, MAX_HOLD_RENEWAL_SECONDS] : [order.created_at, ORDER_PAYMENT_WINDOW_S];
  return new Date(new Date(from).getTime() + seconds * 1000);
}
