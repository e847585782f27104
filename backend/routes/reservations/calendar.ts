import { Hono, type Context } from 'hono';
import type { Env } from '../../context';
import { HttpError, ok } from '../../http';
import { readBody, parseMobile } from '../../lib/validate';
import { toWesternDigits } from '../../../common/digits';
import { jalaliMonthOf, parseWeekdayName, tehranNow, weekdayOf } from '../../reservations/calendar-dates';
import { reservationCalendar } from '../../reservations/calendar';
import { turnsBetween } from '../../reservations/schedule';
import { parseRefId, queryValue } from '../catalog/params';
import { parseTurnDate, reservableProduct } from './params';

function parseNumberIn(value: string | undefined, min: number, max: number, msg: string): number | undefined {
  if (value === undefined) return undefined;
  const text = toWesternDigits(value.trim());
  const n = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
  if (!(n >= min && n <= max)) throw new HttpError(400, msg);
  return n;
}

/** month (1–12) and year (Jalali, 1300–1500) from the query, defaulting to Tehran's current month; double=true|1 adds the next month. */
function monthFromQuery(c: Context<Env>, now: Date, remain: boolean) {
  const current = jalaliMonthOf(tehranNow(now).date);
  const month = parseNumberIn(queryValue(c, 'month'), 1, 12, 'ماه باید عددی بین ۱ و ۱۲ باشد') ?? current.month;
  const year = parseNumberIn(queryValue(c, 'year'), 1300, 1500, 'سال باید عددی بین ۱۳۰۰ و ۱۵۰۰ باشد') ?? current.year;
  return { year, month, double: flag(queryValue(c, 'double')), remain };
}

function flag(value: string | undefined): boolean {
  return value === 'true' || value === '1';
}

/**
 * GET /products/{id}/reservation/calender?month&year&double
 *   → data: {months: [CalendarMonth]} (reservations/calendar.ts), one month or two with double.
 * GET /reservation/calender?remain=true&prd_id&month&year&double
 *   → the same for one product (prd_id) or, without it, summed over every reservable product;
 *     without remain=true the days carry no capacity/remain (only bookable).
 * POST /products/{id}/reservation/turns {date (Jalali or Gregorian), day?: weekday name, mobile?}
 *   → data: [DayTurn] (reservations/schedule.ts) of that day; past turns have bookable false.
 *     day, when sent, must be the date's weekday. mobile is checked for shape only: turns are
 *     the same for everyone, and whose bookings they are is never revealed here.
 */
export const calendarRoutes = new Hono<Env>();

calendarRoutes.get('/products/:id/reservation/calender', async (c) => {
  const { db, now } = c.var.deps;
  const product = await reservableProduct(db, c.req.param('id'));
  return ok(c, { months: await reservationCalendar(db, [product], monthFromQuery(c, now(), true), now()) });
});

calendarRoutes.get('/reservation/calender', async (c) => {
  const { db, now } = c.var.deps;
  const prd = queryValue(c, 'prd_id');
  const ids = prd
    ? [await reservableProduct(db, String(parseRefId(prd, 'prd_id')))]
    : (await db.query<{ id: number }>('SELECT id FROM products WHERE reservable ORDER BY id')).map((r) => r.id);
  const months = await reservationCalendar(db, ids, monthFromQuery(c, now(), flag(queryValue(c, 'remain'))), now());
  return ok(c, { months });
});

calendarRoutes.post('/products/:id/reservation/turns', async (c) => {
  const { db, now } = c.var.deps;
  const product = await reservableProduct(db, c.req.param('id'));
  const body = await readBody(c);
  const date = parseTurnDate(body.date);
  if (body.day !== undefined && body.day !== null && body.day !== '') {
    const weekday = typeof body.day === 'string' ? parseWeekdayName(body.day) : null;
    if (weekday === null || weekday !== weekdayOf(date)) throw new HttpError(400, 'روز هفته با تاریخ انتخاب‌شده همخوانی ندارد');
  }
  if (body.mobile !== undefined && body.mobile !== null && body.mobile !== '') parseMobile(body.mobile);
  return ok(c, await turnsBetween(db, [product], date, date, now()));
});

