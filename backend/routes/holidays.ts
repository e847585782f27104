import { Hono } from 'hono';
import type { Env } from '../context';
import { HttpError, ok } from '../http';
import { toPersianDigits, toWesternDigits } from '../../common/digits';
import { readBody } from '../lib/validate';
import { isPublishedYear } from '../seed/holidays-ir';
import type { HolidayView } from '../../common/contract/reservations';

const MIN_YEAR = 1300;
const MAX_YEAR = 1500;

/** A Jalali year as a number or a digit string (Persian digits allowed), 1300…1500; 400 otherwise. */
function parseYear(value: unknown): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? toWesternDigits(value.trim()) : '';
  const year = /^\d{4}$/.test(text) ? Number(text) : NaN;
  if (!(year >= MIN_YEAR && year <= MAX_YEAR)) throw new HttpError(400, 'سال باید عددی بین ۱۳۰۰ و ۱۵۰۰ باشد');
  return year;
}

/** A two-letter country code, default IR (spec §9), upper-cased; 400 otherwise. */
function parseCountry(value: unknown): string {
  if (value === undefined || value === null || value === '') return 'IR';
  if (typeof value !== 'string' || !/^[A-Za-z]{2}$/.test(value.trim())) throw new HttpError(400, 'کد کشور باید دو حرف لاتین باشد');
  return value.trim().toUpperCase();
}

/**
 * POST /holidays/list {year (Jalali), country?: 'IR'} → data: [HolidayView] by date; a day with
 * several holidays has one item per title. A year whose official calendar is not in the data
 * yet answers an empty list and says so in msg, rather than a guessed list; one with its solar
 * holidays only lists them and says the lunar ones are to come.
 */
export const holidayRoutes = new Hono<Env>();

holidayRoutes.post('/holidays/list', async (c) => {
  const body = await readBody(c);
  const year = parseYear(body.year);
  const country = parseCountry(body.country);
  const rows = await c.var.deps.db.query<HolidayView>(
    `SELECT to_char(date, 'YYYY-MM-DD') AS date, jdate, title FROM holidays
     WHERE country = $1 AND year = $2 ORDER BY date, id`,
    [country, year],
  );
  if (rows.length > 0 && country === 'IR' && !isPublishedYear(year)) {
    return ok(c, rows, `تعطیلات مذهبی سال ${toPersianDigits(year)} پس از انتشار تقویم رسمی افزوده می‌شود`);
  }
  if (rows.length > 0) return ok(c, rows);
  const msg =
    country === 'IR'
      ? `تقویم رسمی تعطیلات سال ${toPersianDigits(year)} هنوز منتشر نشده است`
      : 'تعطیلات رسمی این کشور ثبت نشده است';
  return ok(c, [], msg);
});
