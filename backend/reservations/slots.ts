import type { Queryable } from '../db/client';
import { HttpError } from '../http';

/**
 * The capacity guard: one counter row per (turn, date) in reservation_slots. Callers lock the
 * rows (lockSlots) before touching bookings of those slots, sweep expired holds, then take
 * places; the table's CHECK (taken <= capacity) backs the code up inside the database.
 */

export const FULL_MESSAGE = 'ظرفیت این نوبت تکمیل شده است';

export interface Slot {
  turn_id: number;
  /** Gregorian YYYY-MM-DD. */
  date: string;
}

/** Locks the counter rows of the slots, creating missing ones with the turn's capacity. */
export async function lockSlots(q: Queryable, unsorted: Slot[]): Promise<void> {
  if (unsorted.length === 0) return;
  // Sorted, so concurrent inserts of new counter rows also queue up in one order.
  const slots = sortedUnique(unsorted);
  const turnIds = slots.map((s) => s.turn_id);
  const dates = slots.map((s) => s.date);
  await q.query(
    `INSERT INTO reservation_slots (turn_id, date, capacity)
     SELECT s.turn_id, s.date, t.capacity FROM unnest($1::int[], $2::date[]) AS s(turn_id, date)
     JOIN product_turns t ON t.id = s.turn_id
     ORDER BY s.turn_id, s.date
     ON CONFLICT (turn_id, date) DO NOTHING`,
    [turnIds, dates],
  );
  await q.query(
    `SELECT 1 FROM reservation_slots WHERE (turn_id, date) IN (SELECT * FROM unnest($1::int[], $2::date[]))
     ORDER BY turn_id, date FOR UPDATE`,
    [turnIds, dates],
  );
}

/** Marks expired holds of locked slots as expired and gives their places back to the counter. */
export async function sweepExpired(q: Queryable, slots: Slot[], now: Date): Promise<void> {
  await q.query(
    `WITH gone AS (
       UPDATE reservation_bookings SET status = 'expired', updated_at = $3
       WHERE (turn_id, date) IN (SELECT * FROM unnest($1::int[], $2::date[])) AND status = 'held' AND hold_expires_at <= $3
       RETURNING turn_id, date),
     per AS (SELECT turn_id, date, count(*)::int AS n FROM gone GROUP BY turn_id, date)
     UPDATE reservation_slots s SET taken = s.taken - per.n FROM per WHERE s.turn_id = per.turn_id AND s.date = per.date`,
    [slots.map((s) => s.turn_id), slots.map((s) => s.date), now],
  );
}

/**
 * Takes n places of a locked, swept slot (capacity refreshed from its turn) or throws 409.
 * The CHECK on reservation_slots backs this up inside the database.
 */
export async function takeFromSlot(q: Queryable, slot: Slot, n: number): Promise<void> {
  const rows = await q.query(
    `UPDATE reservation_slots s SET capacity = t.capacity, taken = s.taken + $3
     FROM product_turns t WHERE t.id = s.turn_id AND s.turn_id = $1 AND s.date = $2 AND s.taken + $3 <= t.capacity
     RETURNING s.taken`,
    [slot.turn_id, slot.date, n],
  );
  if (rows.length === 0) throw new HttpError(409, FULL_MESSAGE);
}

export const slotKey = (s: Slot) => `${s.turn_id}|${s.date}`;

export function sortedUnique(slots: Slot[]): Slot[] {
  const byKey = new Map(slots.map((s) => [slotKey(s), s]));
  return [...byKey.values()].sort((a, b) => a.turn_id - b.turn_id || a.date.localeCompare(b.date));
}

