import type { Queryable } from '../../db/client';
import { HttpError } from '../../http';
import { tehranInstant } from '../../reservations/calendar-dates';
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
 * The last moment a payment of each unpaid order may start (payment_deadline in the order view;
 * a paid order has none). A reservation's is its hold renewal limit, or the start of its earliest
 * turn when that comes first (renewHolds refuses a turn that has begun, whichever of the order's
 * bookings it is), though its places may be gone sooner (a failed payment gives them back).
 */
export async function paymentDeadlines(q: Queryable, orders: Pick<OrderRow, 'id' | 'paid' | 'created_at'>[]): Promise<Map<number, Date>> {
  const unpaid = orders.filter((o) => !o.paid);
  if (!unpaid.length) return new Map();
  const booked = await q.query<{ order_id: number; at: Date | string; date: string; start_time: string }>(
    `SELECT order_id, min(created_at) AS at, to_char(min(date + start_time), 'YYYY-MM-DD') AS date, to_char(min(date + start_time), 'HH24:MI') AS start_time
     FROM reservation_bookings WHERE order_id = ANY($1::int[]) GROUP BY order_id`,
    [unpaid.map((o) => o.id)],
  );
  const bookings = new Map(booked.map((b) => [b.order_id, b]));
  return new Map(
    unpaid.map((order) => {
      const b = bookings.get(order.id);
      if (!b) return [order.id, new Date(new Date(order.created_at).getTime() + ORDER_PAYMENT_WINDOW_S * 1000)];
      const renewable = new Date(b.at).getTime() + MAX_HOLD_RENEWAL_SECONDS * 1000;
      return [order.id, new Date(Math.min(renewable, tehranInstant(b.date, b.start_time).getTime()))];
    }),
  );
}
