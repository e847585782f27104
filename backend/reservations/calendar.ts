import type { Queryable } from '../db/client';
import { JALALI_MONTHS, WEEKDAYS_FA, jalaliMonthDays, nextJalaliMonth, tehranNow, weekdayOf } from './calendar-dates';
import { turnsBetween } from './schedule';
import type { CalendarDay, CalendarMonth } from '../../common/contract/reservations';

/** The calendar of the products (summed) for a Jalali month, and the next one too when double. */
export async function reservationCalendar(
  q: Queryable,
  productIds: number[],
  at: { year: number; month: number; double: boolean; remain: boolean },
  now: Date,
): Promise<CalendarMonth[]> {
  const months = at.double ? [at, nextJalaliMonth(at.year, at.month)] : [at];
  const monthDays = months.map((m) => jalaliMonthDays(m.year, m.month));
  const first = monthDays[0][0].gregorian;
  const last = monthDays.at(-1)!.at(-1)!.gregorian;
  const turns = await turnsBetween(q, productIds, first, last, now);
  const holidays = await q.query<{ date: string; title: string }>(
    `SELECT to_char(date, 'YYYY-MM-DD') AS date, title FROM holidays WHERE country = 'IR' AND date BETWEEN $1 AND $2 ORDER BY date, id`,
    [first, last],
  );
  const today = tehranNow(now).date;
  return months.map((m, i) => ({
    year: m.year,
    month: m.month,
    month_name: JALALI_MONTHS[m.month - 1],
    days: monthDays[i].map((d) => {
      const dayTurns = turns.filter((t) => t.gregorian_date === d.gregorian);
      const open = dayTurns.filter((t) => !t.past);
      const remain = open.reduce((sum, t) => sum + t.remain, 0);
      const titles = holidays.filter((h) => h.date === d.gregorian).map((h) => h.title);
      const past = d.gregorian < today || (dayTurns.length > 0 && open.length === 0);
      const day: CalendarDay = {
        day: d.day,
        date: d.jalali,
        gregorian_date: d.gregorian,
        weekday: WEEKDAYS_FA[weekdayOf(d.gregorian)],
        holiday: titles.length > 0 || weekdayOf(d.gregorian) === 5,
        holidays: titles,
        past,
        turns: dayTurns.length,
        capacity: open.reduce((sum, t) => sum + t.capacity, 0),
        remain,
        bookable: !past && remain > 0,
      };
      if (!at.remain) {
        delete day.capacity;
        delete day.remain;
      }
      return day;
    }),
  }));
}
