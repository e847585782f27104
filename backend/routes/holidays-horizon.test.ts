import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test/harness';
import { jalaliMonthOf, lastBookableDate, tehranNow } from '../reservations/calendar-dates';
import type { HolidayView } from '../../common/contract/reservations';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.backend.db.close());

async function list(year: number) {
  return (await h.call<{ data: HolidayView[]; msg: string }>('POST', '/api/v1/holidays/list', { body: { year } })).body;
}

// The holidays fixed on the solar calendar: every year has them, published lunar days or not.
const SOLAR: [md: string, title: RegExp][] = [
  ['01-01', /نوروز/],
  ['01-02', /نوروز/],
  ['01-03', /نوروز/],
  ['01-04', /نوروز/],
  ['01-12', /جمهوری اسلامی/],
  ['01-13', /طبیعت/],
  ['03-14', /امام خمینی/],
  ['03-15', /۱۵ خرداد/],
  ['11-22', /انقلاب/],
  ['12-29', /نفت/],
];

describe('holidays within the booking horizon', () => {
  it('lists at least the solar holidays of every Jalali year from today to the last bookable day', async () => {
    const local = tehranNow(h.now());
    const first = jalaliMonthOf(local.date).year;
    const last = jalaliMonthOf(lastBookableDate(local)).year;
    for (let year = first; year <= last; year++) {
      const { data } = await list(year);
      for (const [md, title] of SOLAR) expect(data.some((d) => d.jdate === `${year}-${md}` && title.test(d.title)), `${year}-${md}`).toBe(true);
    }
  });

  it('dates 1406 from its first day, 2027-03-21, and says its lunar holidays are still to come', async () => {
    // 1406 is within the horizon from 2026 on, whatever the day the tests run.
    const { data, msg } = await list(1406);
    expect(data.find((d) => d.jdate === '1406-01-01')?.date).toBe('2027-03-21');
    expect(msg).toBe('تعطیلات مذهبی سال ۱۴۰۶ پس از انتشار تقویم رسمی افزوده می‌شود');
  });
});
