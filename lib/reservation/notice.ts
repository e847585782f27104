import type { OrderView } from '@/lib/api/checkout';
import type { BookingView } from '@/lib/api/reservations';

/** What the reservation page must say beyond its bookings, from the server's order only. */
export type ReservationNotice = { kind: 'credited'; amount: number } | { kind: 'released' } | null;

export function reservationNotice(
  order: Pick<OrderView, 'paid' | 'payment_state' | 'credited_amount'>,
  bookings: readonly Pick<BookingView, 'status'>[],
): ReservationNotice {
  if (order.paid) return null;
  // A card payment verified after the places were gone: charged, and kept as credit.
  if (order.credited_amount > 0) return { kind: 'credited', amount: order.credited_amount };
  // A failed or cancelled card payment gave the places back (the backend's markFailed).
  if (order.payment_state === 'failed' && bookings.length > 0 && bookings.every((b) => b.status === 'cancelled')) return { kind: 'released' };
  return null;
}
