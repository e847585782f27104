import type { Queryable } from '../../db/client';
import { HttpError, messages } from '../../http';
import { plainDigits } from '../../../common/digits';
import { isValidNationCode, parseId, parseMobile, requiredString, scalarText } from '../../lib/validate';
import type { Booker, ReserveItemInput, ReserveTimeInput } from '../../reservations/places';
import { MAX_REQUEST_ITEMS, optionalEntityId, parseCount, parseEntityId } from '../cart/parse';
import { parseReserveDate, parseReserveTime } from '../catalog/params';

/** The id of a reservable product from a path parameter: unknown → 404, not reservable → 400. */
export async function reservableProduct(db: Queryable, param: string | undefined): Promise<number> {
  const id = parseId(param);
  const [row] = await db.query<{ reservable: boolean }>('SELECT reservable FROM products WHERE id = $1', [id]);
  if (!row) throw new HttpError(404, 'محصول پیدا نشد');
  if (!row.reservable) throw new HttpError(400, 'این محصول قابل رزرو نیست');
  return id;
}

/** A turn's date, Jalali (1405-03-14) or Gregorian, as Gregorian YYYY-MM-DD; 400 otherwise. */
export function parseTurnDate(value: unknown): string {
  if (typeof value !== 'string' || !value.trim()) throw new HttpError(400, 'تاریخ نوبت الزامی است');
  try {
    return parseReserveDate(value.trim());
  } catch {
    throw new HttpError(400, 'تاریخ نوبت معتبر نیست');
  }
}

/**
 * A spec reserve_time {date, turn (start HH:MM), end_time, reserve_time_id} as the domain's
 * ReserveTimeInput; either reserve_time_id or turn must name the turn.
 */
export function parseReserveTimeInput(value: unknown): ReserveTimeInput {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new HttpError(400, 'زمان نوبت معتبر نیست');
  const v = value as Record<string, unknown>;
  const date = parseTurnDate(v.date);
  const id = optionalEntityId(v.reserve_time_id, 'شناسه نوبت معتبر نیست');
  let turn: string | null = null;
  if (typeof v.turn === 'string' && v.turn.trim()) {
    try {
      turn = parseReserveTime(v.turn);
    } catch {
      throw new HttpError(400, 'ساعت نوبت معتبر نیست');
    }
  }
  if (id === null && turn === null) throw new HttpError(400, 'نوبت انتخاب نشده است');
  return { date, turn, reserve_time_id: id };
}

/**
 * Places one request may reserve, count × times over all its lines (the booking page offers 10):
 * every time costs a turn lookup on the shared connection, so an unbounded list would tie it up.
 */
const MAX_PLACES = 50;
const badPlaces = 'تعداد نوبت معتبر نیست';

/**
 * The reserved items of a reservation price or submit body: products [{product_id, count,
 * times: [reserve_time]}] (the spec's reservation payload), a single `reserve_time` standing
 * for times: [reserve_time]. Non-reservable lines (no times, reservable false) are skipped;
 * none left → 400 with the spec's generic error, as price and submit need one reserved item.
 */
export function parseReservationItems(products: unknown): ReserveItemInput[] {
  if (!Array.isArray(products)) throw new HttpError(400, messages.badRequest);
  if (products.length > MAX_REQUEST_ITEMS) throw new HttpError(400, badPlaces);
  const items: ReserveItemInput[] = [];
  let places = 0;
  for (const line of products) {
    if (!line || typeof line !== 'object') throw new HttpError(400, messages.badRequest);
    const l = line as Record<string, unknown>;
    const times = Array.isArray(l.times) ? l.times : l.reserve_time ? [l.reserve_time] : [];
    if (times.length === 0) continue;
    const productId = parseEntityId(l.product_id ?? l.id);
    const count = parseCount(l.count, { min: 1, max: MAX_PLACES, fallback: 1, msg: badPlaces });
    places += count * times.length;
    if (places > MAX_PLACES) throw new HttpError(400, badPlaces);
    items.push({ product_id: productId, count, times: times.map(parseReserveTimeInput) });
  }
  if (items.length === 0) throw new HttpError(400, messages.badRequest);
  return items;
}

/**
 * A guest's booking details from a reserve_time {mobile, first_name, last_name, nation_code}:
 * all required, the national code checked like /customer/nationcheck.
 */
export function parseGuestBooker(value: unknown): Booker {
  if (!value || typeof value !== 'object') throw new HttpError(400, messages.badRequest);
  const v = value as Record<string, unknown>;
  const first = requiredString(v, 'first_name', 100);
  const last = requiredString(v, 'last_name', 100);
  return { customer_id: null, mobile: parseMobile(v.mobile), first_name: first, last_name: last, nation_code: parseNationCode(v.nation_code) };
}

/** Ten digits (Persian digits accepted) with a valid check digit; the Persian 400 otherwise. */
export function parseNationCode(value: unknown): string {
  const code = plainDigits(scalarText(value) ?? '').replace(/[\s-]/g, '');
  if (!code) throw new HttpError(400, 'کد ملی الزامی است');
  if (!/^\d{10}$/.test(code)) throw new HttpError(400, 'کد ملی باید ده رقم باشد');
  if (!isValidNationCode(code)) throw new HttpError(400, 'کد ملی وارد شده معتبر نیست');
  return code;
}

/** A national code belongs to one person: 409 when a customer with another mobile already has it. */
export async function assertNationCodeFree(q: Queryable, code: string, mobile: string): Promise<void> {
  const [other] = await q.query('SELECT 1 FROM customers WHERE nation_code = $1 AND mobile <> $2', [code, mobile]);
  if (other) throw new HttpError(409, 'این کد ملی برای شماره موبایل دیگری ثبت شده است');
}
