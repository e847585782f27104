import type { Queryable } from '../db/client';
import { HttpError } from '../http';
import { isPastTurn, tehranNow } from './calendar-dates';
import { assertHoldAllowance } from './hold-allowance';
import { resolveTurn, type ResolvedTurn } from './schedule';
import { lockSlots, slotKey, sortedUnique, sweepExpired, takeFromSlot, type Slot } from './slots';

export { FULL_MESSAGE } from './slots';

/**
 * Taking, confirming and giving back places. Every function runs inside the caller's
 * transaction (the order submit's, or its own) and locks the (turn, date) counter rows of
 * reservation_slots before it touches their bookings, always in (turn_id, date) order so two
 * transactions never wait on each other in a circle.
 */

const PAST_TURN = 'زمان این نوبت گذشته است';

/** How long a place stays held while its customer pays by card, unless the caller says otherwise. */
export const DEFAULT_HOLD_SECONDS = 10 * 60;

/**
 * How long after booking a hold may still be renewed by starting a payment: past it the customer
 * books again. Without a bound, a payment started every few minutes (by anyone with the order,
 * a guest included) would keep a turn full without ever paying.
 */
export const MAX_HOLD_RENEWAL_SECONDS = 30 * 60;

export interface ReserveTimeInput {
  /** Gregorian YYYY-MM-DD (parse the spec's Jalali dates with routes' parseReserveDate first). */
  date: string;
  /** The turn's start time HH:MM (the spec's `turn`); used when reserve_time_id is absent. */
  turn?: string | null;
  reserve_time_id?: number | null;
}

export interface ReserveItemInput {
  product_id: number;
  /** Places taken at each of the times. */
  count: number;
  times: ReserveTimeInput[];
}

/** Who the places are for: the customer (when logged in) or a guest's details. */
export interface Booker {
  customer_id: number | null;
  mobile: string;
  first_name?: string;
  last_name?: string;
  nation_code?: string;
}

export interface TakeOptions {
  now: Date;
  order_id?: number | null;
  /** 'held' (default): a hold expiring after holdSeconds, for card payments; 'confirmed': paid already (credit). */
  status?: 'held' | 'confirmed';
  holdSeconds?: number;
}

/**
 * Takes count places at every time of every item for the booker, one reservation_bookings row
 * per place, and returns their ids. Throws 409 FULL_MESSAGE when any turn lacks room (the caller's
 * transaction then rolls everything back), 400 for unknown, closed or past turns.
 */
export async function takePlaces(q: Queryable, items: ReserveItemInput[], booker: Booker, opts: TakeOptions): Promise<number[]> {
  const wanted: { turn: ResolvedTurn; slot: Slot; count: number }[] = [];
  for (const item of items) {
    for (const time of item.times) {
      const turn = await resolveTurn(q, item.product_id, time.date, { id: time.reserve_time_id, start: time.turn }, opts.now);
      wanted.push({ turn, slot: { turn_id: turn.id, date: time.date }, count: item.count });
    }
  }
  const slots = sortedUnique(wanted.map((w) => w.slot));
  await lockSlots(q, slots);
  await sweepExpired(q, slots, opts.now);
  const perSlot = new Map<string, number>();
  for (const w of wanted) perSlot.set(slotKey(w.slot), (perSlot.get(slotKey(w.slot)) ?? 0) + w.count);
  for (const slot of slots) await takeFromSlot(q, slot, perSlot.get(slotKey(slot))!);

  const status = opts.status ?? 'held';
  const expires = status === 'held' ? new Date(opts.now.getTime() + (opts.holdSeconds ?? DEFAULT_HOLD_SECONDS) * 1000) : null;
  const ids: number[] = [];
  for (const w of wanted) {
    const rows = await q.query<{ id: number }>(
      `INSERT INTO reservation_bookings (product_id, turn_id, date, start_time, end_time, customer_id, mobile, first_name,
         last_name, nation_code, order_id, status, hold_expires_at, created_at, updated_at)
       SELECT $1, $2, $3, $4::time, $5::time, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14 FROM generate_series(1, $15)
       RETURNING id`,
      [w.turn.product_id, w.turn.id, w.slot.date, w.turn.start_time, w.turn.end_time, booker.customer_id, booker.mobile,
        booker.first_name ?? '', booker.last_name ?? '', booker.nation_code ?? '', opts.order_id ?? null, status, expires, opts.now, w.count],
    );
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/** Which bookings a call is about: by id, or all of one order's. */
export type BookingSelector = { ids: number[] } | { order_id: number };

async function selectedSlots(q: Queryable, sel: BookingSelector): Promise<{ ids: number[]; slots: Slot[] }> {
  const rows = await q.query<{ id: number; turn_id: number; date: string }>(
    'ids' in sel
      ? `SELECT id, turn_id, to_char(date, 'YYYY-MM-DD') AS date FROM reservation_bookings WHERE id = ANY($1::int[])`
      : `SELECT id, turn_id, to_char(date, 'YYYY-MM-DD') AS date FROM reservation_bookings WHERE order_id = $1`,
    ['ids' in sel ? sel.ids : sel.order_id],
  );
  return { ids: rows.map((r) => r.id), slots: sortedUnique(rows) };
}

/**
 * Takes the places of the selected bookings whose holds expired back, if their turns still have
 * room (their slots locked and swept first): 409 FULL_MESSAGE otherwise, and 409 when one was
 * cancelled (never revived). Returns the bookings' ids.
 */
async function retakeLapsed(q: Queryable, sel: BookingSelector, now: Date): Promise<number[]> {
  const { ids, slots } = await selectedSlots(q, sel);
  if (ids.length === 0) throw new HttpError(404, 'نوبت رزروشده‌ای پیدا نشد');
  await lockSlots(q, slots);
  await sweepExpired(q, slots, now);
  const lost = await q.query<{ turn_id: number; date: string; start_time: string; n: number; cancelled: number }>(
    `SELECT turn_id, to_char(date, 'YYYY-MM-DD') AS date, to_char(min(start_time), 'HH24:MI') AS start_time,
       count(*)::int AS n, count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled
     FROM reservation_bookings WHERE id = ANY($1::int[]) AND status IN ('expired', 'cancelled') GROUP BY turn_id, date`,
    [ids],
  );
  if (lost.some((l) => l.cancelled > 0)) throw new HttpError(409, 'این نوبت لغو شده است');
  // A lapsed place is not taken back for a turn that has begun (a payment verified that late).
  const local = tehranNow(now);
  if (lost.some((l) => isPastTurn(l.date, l.start_time, local))) throw new HttpError(409, PAST_TURN);
  for (const l of lost) await takeFromSlot(q, l, l.n);
  return ids;
}

/**
 * Turns holds into bookings once they are paid, and attaches order_id when given. A hold that
 * expired meanwhile gets its place back if the turn still has room; otherwise 409 (the caller
 * must then refund, e.g. to credit).
 */
export async function confirmPlaces(q: Queryable, sel: BookingSelector, opts: { now: Date; order_id?: number | null }): Promise<void> {
  const ids = await retakeLapsed(q, sel, opts.now);
  await q.query(
    `UPDATE reservation_bookings SET status = 'confirmed', hold_expires_at = NULL, order_id = COALESCE($2, order_id), updated_at = $3
     WHERE id = ANY($1::int[])`,
    [ids, opts.order_id ?? null, opts.now],
  );
}

/**
 * Before a card payment of held places starts: lapsed holds take their places back (409 as in
 * confirmPlaces when that is no longer possible) and every hold gets a fresh expiry, so the
 * places cannot lapse while the customer is at the gateway. A turn that has started: 409.
 * Revived holds count against the customer's MAX_HELD_PLACES (429) unless `capHolds` is false
 * (credit confirms them in the same transaction); the caller holds the customer row lock
 * (payments/start.ts does).
 */
export async function renewHolds(q: Queryable, sel: BookingSelector, opts: { now: Date; holdSeconds?: number; capHolds?: boolean }): Promise<void> {
  const ids = await retakeLapsed(q, sel, opts.now);
  const turns = await q.query<{ date: string; start_time: string; booked_at: Date }>(
    `SELECT to_char(date, 'YYYY-MM-DD') AS date, to_char(start_time, 'HH24:MI') AS start_time, min(created_at) AS booked_at
     FROM reservation_bookings WHERE id = ANY($1::int[]) GROUP BY date, start_time`,
    [ids],
  );
  const local = tehranNow(opts.now);
  if (turns.some((t) => isPastTurn(t.date, t.start_time, local))) throw new HttpError(409, PAST_TURN);
  const renewable = (t: { booked_at: Date }) => opts.now.getTime() - new Date(t.booked_at).getTime() < MAX_HOLD_RENEWAL_SECONDS * 1000;
  if (!turns.every(renewable)) throw new HttpError(409, 'مهلت پرداخت این رزرو تمام شده است؛ لطفاً دوباره نوبت بگیرید');
  await q.query(
    `UPDATE reservation_bookings SET status = 'held', hold_expires_at = $2, updated_at = $3
     WHERE id = ANY($1::int[]) AND status IN ('held', 'expired')`,
    [ids, new Date(opts.now.getTime() + (opts.holdSeconds ?? DEFAULT_HOLD_SECONDS) * 1000), opts.now],
  );
  const owners = await q.query<{ customer_id: number }>(
    'SELECT DISTINCT customer_id FROM reservation_bookings WHERE id = ANY($1::int[]) AND customer_id IS NOT NULL',
    [ids],
  );
  if (opts.capHolds !== false) for (const o of owners) await assertHoldAllowance(q, o.customer_id, opts.now);
}

/**
 * Gives the places back (failed or cancelled payment, cancelled order); already-free ones are
 * skipped. A hold that lapsed and was swept (expired) is given up too: retakeLapsed would
 * otherwise revive it, and a released booking is paid no more, whenever its hold lapsed.
 */
export async function releasePlaces(q: Queryable, sel: BookingSelector, opts: { now: Date }): Promise<void> {
  const { ids, slots } = await selectedSlots(q, sel);
  if (ids.length === 0) return;
  await lockSlots(q, slots);
  // Its place was counted out when it was swept: only its state changes.
  await q.query(
    `UPDATE reservation_bookings SET status = 'cancelled', hold_expires_at = NULL, updated_at = $2 WHERE id = ANY($1::int[]) AND status = 'expired'`,
    [ids, opts.now],
  );
  await q.query(
    `WITH gone AS (
       UPDATE reservation_bookings SET status = 'cancelled', hold_expires_at = NULL, updated_at = $2
       WHERE id = ANY($1::int[]) AND status IN ('held', 'confirmed')
       RETURNING turn_id, date),
     per AS (SELECT turn_id, date, count(*)::int AS n FROM gone GROUP BY turn_id, date)
     UPDATE reservation_slots s SET taken = s.taken - per.n FROM per WHERE s.turn_id = per.turn_id AND s.date = per.date`,
    [ids, opts.now],
  );
}
