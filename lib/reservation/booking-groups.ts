import type { BookingView } from '@/lib/api/reservations';

/** One booking as the customer sees it: its places (one row each on the server) and how many. */
export interface BookingGroup {
  /** The first of its places; «تغییر نوبت» sends its id and the server moves the whole group. */
  booking: BookingView;
  count: number;
}

/**
 * Groups the places an order took at one turn and date (same status) into one booking, as the
 * server's change moves them (backend/reservations/reschedule.ts); a place without an order
 * stands alone. Keeps the list's order.
 */
export function groupBookings(list: readonly BookingView[]): BookingGroup[] {
  const groups = new Map<string, BookingGroup>();
  for (const b of list) {
    const key = b.order_id === null ? `id:${b.id}` : [b.order_id, b.product.id, b.reserve_time_id, b.gregorian_date, b.status].join('|');
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { booking: b, count: 1 });
  }
  return [...groups.values()];
}
