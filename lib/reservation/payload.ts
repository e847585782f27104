import type { OrderSubmitRequest, OrderSubmitResponse } from '@/lib/api/checkout';
import type { DayTurn } from '@/lib/api/reservations';
import type { EcoDate, ReservedItem, ReserveTime } from '@/stores/slices/reservations';

/** What a guest books with (spec section 6); the national code in Western digits. */
export interface GuestBooker {
  mobile: string;
  first_name: string;
  last_name: string;
  nation_code: string;
}

/** The spec's reserve_time for a turn: the booker's mobile, and a guest's details too. */
export function reserveTimeOf(turn: DayTurn, mobile: string, guest: GuestBooker | null = null): ReserveTime {
  const base = { date: turn.date, turn: turn.start_time, end_time: turn.end_time, reserve_time_id: turn.reserve_time_id, customer: mobile };
  return guest ? { ...base, ...guest } : base;
}

/** The selected eco date of a turn (spec section 3). */
export function ecoDateOf(turn: DayTurn, now: Date): EcoDate {
  return { mdate: turn.gregorian_date, jdate: turn.date, created_at: now.toISOString(), time: turn.start_time };
}

function products(item: ReservedItem) {
  return [{ product_id: item.id, count: item.count, reservable: true, times: item.times }];
}

/**
 * The reservation price payload (spec section 3): products, customer mobile, use_coupon true
 * (in reservations the coupon is always sent as used).
 */
export function reservationPriceRequest(item: ReservedItem, mobile: string | null) {
  return { products: products(item), ...(mobile ? { customer: mobile } : {}), use_coupon: true };
}

/** The reservation submit: the price payload plus payment_type credit (a guest's is paid by card on the server). */
export function reservationSubmitRequest(item: ReservedItem, mobile: string | null, userId: number | null): OrderSubmitRequest {
  return {
    ...reservationPriceRequest(item, mobile),
    // times are the reservation's own field; the client's request type names goods lines only.
    products: products(item) as OrderSubmitRequest['products'],
    ...(userId ? { user: userId } : {}),
    payment_type: 'credit',
    send_submit_notification: true,
  };
}

/**
 * Whether a submitted booking goes on to payment/create: whenever it is not paid. That pays by
 * card what credit does not cover, or from credit at once when amount_due is 0 (credit that
 * arrived meanwhile); skipping it left such a booking unpaid until its hold lapsed.
 */
export function needsPayment(res: Pick<OrderSubmitResponse, 'paid'>): boolean {
  return !res.paid;
}

/** Where a booking is shown, and where its card payment comes back to. */
export function reservationPath(orderId: number): string {
  return `/reservation/${orderId}`;
}

/** What a booking is of (product, turns, places): a lost answer is about this choice, not another. */
export function bookingSubject(item: ReservedItem): string {
  return `${item.id}:${item.times.map((t) => `${t.date}@${t.reserve_time_id}`).join(',')}:${item.count}`;
}
