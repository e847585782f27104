import type { Queryable } from '../db/client';
import { HttpError, messages } from '../http';
import { isPastTurn, tehranNow } from './calendar-dates';
import { lockSlots, sweepExpired, takeFromSlot } from './slots';
import { resolveTurn } from './schedule';
import type { ReserveTimeInput } from './places';

/** Whose bookings may be moved: the logged-in customer's id and mobile (guest bookings match by mobile). */
export interface BookingOwner {
  customer_id: number;
  mobile: string;
}

interface BookingRow {
  id: number;
  product_id: number;
  turn_id: number;
  date: string;
  start_time: string;
  status: string;
  order_id: number | null;
}

async function ownBooking(q: Queryable, id: number, owner: BookingOwner): Promise<BookingRow> {
  const [row] = await q.query<BookingRow & { customer_id: number | null; mobile: string }>(
    `SELECT id, product_id, turn_id, to_char(date, 'YYYY-MM-DD') AS date, to_char(start_time, 'HH24:MI') AS start_time,
       status, order_id, customer_id, mobile
     FROM reservation_bookings WHERE id = $1`,
    [id],
  );
  // Someone else's booking answers exactly like a missing one, so ids cannot be probed.
  if (!row || (row.customer_id !== owner.customer_id && row.mobile !== owner.mobile)) throw new HttpError(404, messages.notFound);
  return row;
}

/**
 * Moves a confirmed booking of the owner to another turn of the same product together with its
 * group: a booking for n people is n rows, one per place, so every confirmed place its order took
 * at that turn and date moves with it (a booking without an order is a group of one). One
 * transaction: both slots are locked, the new turn must have room for the whole group (409 when
 * not, and nothing moves) and the old places are given back. Past bookings cannot be moved, nor
 * moved into the past.
 */
export async function rescheduleBooking(q: Queryable, bookingId: number, owner: BookingOwner, to: ReserveTimeInput, now: Date): Promise<void> {
  const before = await ownBooking(q, bookingId, owner);
  const turn = await resolveTurn(q, before.product_id, to.date, { id: to.reserve_time_id, start: to.turn }, now);
  const from = { turn_id: before.turn_id, date: before.date };
  const target = { turn_id: turn.id, date: to.date };
  if (from.turn_id === target.turn_id && from.date === target.date) throw new HttpError(400, 'نوبت جدید با نوبت فعلی یکسان است');
  await lockSlots(q, [from, target]);
  // Read again under the lock: a concurrent change or cancel may have moved it meanwhile.
  const booking = await ownBooking(q, bookingId, owner);
  if (booking.turn_id !== from.turn_id || booking.date !== from.date || booking.status !== 'confirmed') {
    throw new HttpError(409, 'فقط نوبت‌های قطعی را می‌توان جابه‌جا کرد');
  }
  if (isPastTurn(booking.date, booking.start_time, tehranNow(now))) throw new HttpError(400, 'زمان این نوبت گذشته است و قابل تغییر نیست');
  // The slot lock holds every writer of these rows off until the transaction ends.
  const group = await q.query<{ id: number }>(
    `SELECT id FROM reservation_bookings
     WHERE turn_id = $2 AND date = $3 AND status = 'confirmed' AND (id = $1 OR order_id = $4)`,
    [bookingId, from.turn_id, from.date, booking.order_id],
  );
  const ids = group.map((r) => r.id);
  await sweepExpired(q, [target], now);
  await takeFromSlot(q, target, ids.length);
  await q.query('UPDATE reservation_slots SET taken = taken - $3 WHERE turn_id = $1 AND date = $2', [from.turn_id, from.date, ids.length]);
  await q.query(
    `UPDATE reservation_bookings SET turn_id = $2, date = $3, start_time = $4::time, end_time = $5::time, updated_at = $6 WHERE id = ANY($1::int[])`,
    [ids, turn.id, to.date, turn.start_time, turn.end_time, now],
  );
}
