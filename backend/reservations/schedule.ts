import type { Queryable } from '../db/client';
import { HttpError } from '../http';
import { isPastTurn, lastBookableDate, tehranNow, toJalali } from './calendar-dates';
import type { DayTurn } from '../../common/contract/reservations';

/** Bookings that occupy a place at `now`: confirmed ones and holds that have not expired. */
export const LIVE_BOOKING_SQL = (alias: string, nowParam: string) =>
  `(${alias}.status = 'confirmed' OR (${alias}.status = 'held' AND ${alias}.hold_expires_at > ${nowParam}))`;

/** A turn whose weekday or date matches day `d` (a DATE expression), for turns aliased t. */
const TURN_ON_DAY = (d: string) => `(t.date = ${d} OR (t.date IS NULL AND t.weekday = EXTRACT(DOW FROM ${d})))`;
const NOT_CLOSED = (d: string) => `NOT EXISTS (SELECT 1 FROM product_closed_days cd WHERE cd.product_id = t.product_id AND cd.date = ${d})`;

interface DayTurnRow {
  id: number;
  product_id: number;
  day: string;
  start_time: string;
  end_time: string;
  capacity: number;
  booked: number;
  stock_limit: number | null;
}

/**
 * Every active turn of the products on each day from…to (Gregorian, inclusive). Closed days and
 * days past the booking horizon are left out: resolveTurn refuses both, so neither may look open.
 */
export async function turnsBetween(q: Queryable, productIds: number[], from: string, to: string, now: Date): Promise<DayTurn[]> {
  const local = tehranNow(now);
  const horizon = lastBookableDate(local);
  const until = to < horizon ? to : horizon;
  const rows = await q.query<DayTurnRow>(
    `SELECT t.id, t.product_id, to_char(d.day, 'YYYY-MM-DD') AS day, to_char(t.start_time, 'HH24:MI') AS start_time,
       to_char(t.end_time, 'HH24:MI') AS end_time, t.capacity, p.stock_limit,
       (SELECT count(*)::int FROM reservation_bookings b
        WHERE b.turn_id = t.id AND b.date = d.day AND ${LIVE_BOOKING_SQL('b', '$4')}) AS booked
     FROM (SELECT g::date AS day FROM generate_series($2::date, $3::date, interval '1 day') AS g) d
     JOIN (SELECT * FROM product_turns WHERE product_id = ANY($1::int[]) AND active AND (date IS NULL OR date BETWEEN $2 AND $3)) t
       ON ${TURN_ON_DAY('d.day')}
     JOIN products p ON p.id = t.product_id AND p.reservable
     WHERE ${NOT_CLOSED('d.day')}
     ORDER BY d.day, t.start_time, t.product_id, t.id`,
    [productIds, from, until, now],
  );
  return rows.map((r) => {
    const remain = r.stock_limit === 0 ? 0 : Math.max(0, r.capacity - Number(r.booked));
    const past = isPastTurn(r.day, r.start_time, local);
    return {
      id: r.id,
      reserve_time_id: r.id,
      product_id: r.product_id,
      date: toJalali(r.day),
      gregorian_date: r.day,
      start_time: r.start_time,
      end_time: r.end_time,
      capacity: r.capacity,
      remain,
      limit: r.stock_limit,
      past,
      bookable: !past && remain > 0,
    };
  });
}

export interface ResolvedTurn {
  id: number;
  product_id: number;
  capacity: number;
  start_time: string;
  end_time: string;
}

/**
 * The turn a reserve_time names on a Gregorian date: by reserve_time_id when given, else by its
 * start time (the spec's `turn`). It must belong to the product, run on that day, the product
 * must be reservable, not sold out (limit 0) and not closed that day, and the turn must not have
 * started yet.
 */
export async function resolveTurn(
  q: Queryable,
  productId: number,
  date: string,
  pick: { id?: number | null; start?: string | null },
  now: Date,
): Promise<ResolvedTurn> {
  const [row] = await q.query<ResolvedTurn & { stock_limit: number | null; product_name: string }>(
    `SELECT t.id, t.product_id, t.capacity, to_char(t.start_time, 'HH24:MI') AS start_time, to_char(t.end_time, 'HH24:MI') AS end_time,
       p.stock_limit, p.name AS product_name
     FROM product_turns t JOIN products p ON p.id = t.product_id AND p.reservable
     WHERE t.product_id = $1 AND t.active AND ${TURN_ON_DAY('$2::date')} AND ${NOT_CLOSED('$2::date')}
       AND (t.id = $3 OR ($3::int IS NULL AND t.start_time = $4::time))
     ORDER BY t.date NULLS LAST
     LIMIT 1`,
    [productId, date, pick.id ?? null, pick.id ? null : (pick.start ?? null)],
  );
  if (!row) throw new HttpError(400, 'این نوبت در تاریخ انتخاب‌شده ارائه نمی‌شود');
  const { stock_limit, product_name, ...turn } = row;
  // Refused, not left out of the price: the customer must not be shown a price for nothing.
  if (stock_limit === 0) throw new HttpError(400, `«${product_name}» موجود نیست`);
  const local = tehranNow(now);
  if (isPastTurn(date, turn.start_time, local)) throw new HttpError(400, 'زمان این نوبت گذشته است');
  if (date > lastBookableDate(local)) throw new HttpError(400, 'نوبت را تا یک سال آینده می‌توان رزرو کرد');
  return turn;
}
