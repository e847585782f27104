import type { Queryable } from '../../db/client';
import { HttpError, messages } from '../../http';
import type { ReserveItemInput } from '../../reservations/places';
import { resolveTurn } from '../../reservations/schedule';
import type { ItemInput } from '../cart/parse';
import { isCaller } from '../cart/price';
import { parseReservationItems } from '../reservations/params';

/**
 * A reservation price or submit (spec §3/§7): the query names reserve_date/reserve_time, or a
 * product line carries times, reserve_time or reservable true. Such a request must hold at
 * least one reserved item (parseReservationItems answers the spec's generic 400 otherwise).
 */
export function isReservationRequest(body: Record<string, unknown>, query: Record<string, string | undefined> = {}): boolean {
  if (query.reserve_date !== undefined || query.reserve_time !== undefined) return true;
  if (!Array.isArray(body.products)) return false;
  return body.products.some((line) => {
    if (!line || typeof line !== 'object') return false;
    const l = line as Record<string, unknown>;
    return l.times !== undefined || l.reserve_time !== undefined || l.reservable === true || l.reservable === 'true';
  });
}

/**
 * The reserved items of the body; every `customer` a reserve_time names (its mobile or id)
 * must be the caller, so a booking is never made in someone else's name.
 */
export function parseReservation(body: Record<string, unknown>, caller: { id: number; mobile: string }): ReserveItemInput[] {
  const items = parseReservationItems(body.products);
  for (const line of body.products as Record<string, unknown>[]) {
    const times = Array.isArray(line?.times) ? line.times : line?.reserve_time ? [line.reserve_time] : [];
    for (const t of times) {
      if (t && typeof t === 'object' && !isCaller((t as Record<string, unknown>).customer, caller)) throw new HttpError(403, messages.forbidden);
    }
  }
  return items;
}

/** Priced as goods: a reserved item is count places at each of its times. */
export function reservationQuoteItems(items: ReserveItemInput[]): ItemInput[] {
  return items.map((i) => ({ product_id: i.product_id, count: i.count * i.times.length, toppings: [] }));
}

/** The price preview checks every turn exists and is bookable (capacity is checked at submit). */
export async function checkTurns(q: Queryable, items: ReserveItemInput[], now: Date): Promise<void> {
  for (const item of items) {
    for (const time of item.times) await resolveTurn(q, item.product_id, time.date, { id: time.reserve_time_id, start: time.turn }, now);
  }
}
