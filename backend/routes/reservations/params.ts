import type { Queryable } from '../../db/client';
import { HttpError } from '../../http';
import { parseId } from '../../lib/validate';
import type { ReserveTimeInput } from '../../reservations/places';
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
  const rawId = v.reserve_time_id;
  const id = rawId === undefined || rawId === null || rawId === '' ? null : Number(rawId);
  if (id !== null && !(Number.isInteger(id) && id > 0 && id < 2 ** 31)) throw new HttpError(400, 'شناسه نوبت معتبر نیست');
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
