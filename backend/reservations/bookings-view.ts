import type { Queryable } from '../db/client';
import { isPastTurn, tehranNow, toJalali } from './calendar-dates';
import type { BookingView } from '../../common/contract/reservations';

interface Row {
  id: number;
  order_id: number | null;
  status: string;
  day: string;
  start_time: string;
  end_time: string;
  turn_id: number;
  product_id: number;
  product_name: string;
  images: string[];
  owner_id: number | null;
  owner_name: string | null;
  first_name: string;
  last_name: string;
  hold_expires_at: Date | string | null;
  stock_limit: number | null;
}

/** Held (and not lapsed), confirmed or cancelled: what a booking list shows. */
const HOLDS_PLACE = "b.status <> 'expired' AND NOT (b.status = 'held' AND b.hold_expires_at <= $2)";

/**
 * The bookings made with a mobile number (by the customer or as a guest), newest date first; a
 * hold that lapsed unpaid is not one of them.
 */
export function bookingsOfMobile(q: Queryable, mobile: string, now: Date): Promise<BookingView[]> {
  return loadBookings(q, `b.mobile = $1 AND ${HOLDS_PLACE}`, mobile, now);
}

/**
 * The bookings of one order (for the order's page, /reservation/{order_id}), a lapsed hold among
 * them as `lapsed`: what was booked stays on the page, and until the order's payment deadline
 * paying it takes the place back while the turn has room (places.ts renewHolds).
 */
export function bookingsOfOrder(q: Queryable, orderId: number, now: Date): Promise<BookingView[]> {
  return loadBookings(q, 'b.order_id = $1', orderId, now);
}

async function loadBookings(q: Queryable, where: string, value: unknown, now: Date): Promise<BookingView[]> {
  const rows = await q.query<Row>(
    `SELECT b.id, b.order_id, CASE WHEN ${HOLDS_PLACE} THEN b.status ELSE 'lapsed' END AS status,
       to_char(b.date, 'YYYY-MM-DD') AS day, to_char(b.start_time, 'HH24:MI') AS start_time,
       to_char(b.end_time, 'HH24:MI') AS end_time, b.turn_id, p.id AS product_id, p.name AS product_name, p.images, p.stock_limit,
       o.id AS owner_id, o.name AS owner_name, b.first_name, b.last_name, b.hold_expires_at
     FROM reservation_bookings b JOIN products p ON p.id = b.product_id LEFT JOIN product_owners o ON o.id = p.owner_id
     WHERE ${where}
     ORDER BY b.date DESC, b.start_time DESC, b.id DESC
     LIMIT 200`,
    [value, now],
  );
  const local = tehranNow(now);
  return rows.map((r) => {
    const past = isPastTurn(r.day, r.start_time, local);
    return {
      id: r.id,
      order_id: r.order_id,
      status: r.status,
      date: toJalali(r.day),
      gregorian_date: r.day,
      start_time: r.start_time,
      end_time: r.end_time,
      reserve_time_id: r.turn_id,
      past,
      // Not while the product is sold out (limit 0): its turns offer no place to move to.
      changeable: r.status === 'confirmed' && !past && r.stock_limit !== 0,
      product: { id: r.product_id, name: r.product_name, image: Array.isArray(r.images) ? (r.images[0] ?? null) : null },
      owner: r.owner_id === null ? null : { id: r.owner_id, name: r.owner_name ?? '' },
      first_name: r.first_name,
      last_name: r.last_name,
    };
  });
}
