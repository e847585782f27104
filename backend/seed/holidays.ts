import type { Db } from '../db/client';
import { officialIranHolidays } from './holidays-ir';
import { jalaliMonthOf, lastBookableDate, tehranNow } from '../reservations/calendar-dates';

/**
 * Makes the holidays table hold exactly the official Iranian data: inserts what is missing and
 * deletes IR rows the data does not have (rows seeded earlier from an arithmetic Hijri calendar
 * sat a day off). Idempotent, in one transaction; it runs on every start, demo or not, because
 * the calendar needs the official list in production too. Solar holidays go a year past the
 * booking horizon, so a process running for months still has the days its calendar can show.
 */
export async function syncOfficialHolidays(db: Db, now: Date): Promise<void> {
  const throughYear = jalaliMonthOf(lastBookableDate(tehranNow(now))).year + 1;
  const rows = JSON.stringify(officialIranHolidays(throughYear));
  await db.tx(async (q) => {
    await q.query(
      `DELETE FROM holidays h
       WHERE h.country = 'IR'
         AND NOT EXISTS (
           SELECT 1 FROM jsonb_to_recordset($1::jsonb) AS r(year int, date text, jdate text, title text)
           WHERE r.year = h.year AND r.date::date = h.date AND r.jdate = h.jdate AND r.title = h.title)`,
      [rows],
    );
    await q.query(
      `INSERT INTO holidays (country, year, date, jdate, title)
       SELECT 'IR', r.year, r.date::date, r.jdate, r.title
       FROM jsonb_to_recordset($1::jsonb) AS r(year int, date text, jdate text, title text)
       ON CONFLICT (country, date, title) DO NOTHING`,
      [rows],
    );
  });
}
