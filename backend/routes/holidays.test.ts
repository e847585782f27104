import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test/harness';
import { syncOfficialHolidays } from '../seed/holidays';
import type { HolidayView } from '../../common/contract/reservations';

let h: Harness;
/** The 1405 answer, fetched once for the table checks. */
let y1405: HolidayView[];
beforeAll(async () => {
  h = await startHarness();
  y1405 = (await list({ year: 1405 })).body.data!;
});
afterAll(() => h.backend.db.close());

async function list(body: unknown) {
  return h.call<{ success: boolean; data: HolidayView[] | null; msg: string; code: number }>('POST', '/api/v1/holidays/list', { body });
}

const days = (items: HolidayView[]) => new Set(items.map((i) => i.date)).size;
const titlesOn = (items: HolidayView[], jdate: string) => items.filter((i) => i.jdate === jdate).map((i) => i.title);
/** 0 = Sunday … 6 = Saturday, of a Gregorian YYYY-MM-DD. */
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const [SUN, MON, TUE, WED, THU, FRI, SAT] = [0, 1, 2, 3, 4, 5, 6];

// Jalali date → Gregorian date, copied from the published lists (see seed/holidays-ir.ts), not computed.
const KNOWN_1405: [jdate: string, date: string, title: RegExp][] = [
  ['1405-01-01', '2026-03-21', /نوروز/],
  ['1405-01-01', '2026-03-21', /فطر/],
  ['1405-01-02', '2026-03-22', /فطر/],
  ['1405-01-03', '2026-03-23', /نوروز/],
  ['1405-01-04', '2026-03-24', /نوروز/],
  ['1405-01-12', '2026-04-01', /جمهوری اسلامی/],
  ['1405-01-13', '2026-04-02', /طبیعت/],
  ['1405-03-06', '2026-05-27', /قربان/],
  ['1405-03-14', '2026-06-04', /امام خمینی/],
  ['1405-03-14', '2026-06-04', /غدیر/],
  ['1405-03-15', '2026-06-05', /۱۵ خرداد/],
  ['1405-04-03', '2026-06-24', /تاسوعا/],
  ['1405-04-04', '2026-06-25', /عاشورا/],
  ['1405-05-13', '2026-08-04', /اربعین/],
  ['1405-05-21', '2026-08-12', /رحلت حضرت رسول/],
  ['1405-05-22', '2026-08-13', /امام رضا/],
  ['1405-05-30', '2026-08-21', /حسن عسکری/],
  ['1405-06-08', '2026-08-30', /ولادت حضرت رسول/],
  ['1405-08-22', '2026-11-13', /فاطمه/],
  ['1405-10-02', '2026-12-23', /ولادت امام علی/],
  ['1405-10-16', '2027-01-06', /مبعث/],
  ['1405-11-04', '2027-01-24', /قائم/],
  ['1405-11-22', '2027-02-11', /انقلاب/],
  ['1405-12-09', '2027-02-28', /شهادت امام علی/],
  ['1405-12-19', '2027-03-10', /عید سعید فطر/],
  ['1405-12-20', '2027-03-11', /فطر/],
  ['1405-12-29', '2027-03-20', /نفت/],
];

const KNOWN_1404: [jdate: string, date: string, title: RegExp][] = [
  ['1404-01-01', '2025-03-21', /نوروز/],
  ['1404-01-02', '2025-03-22', /شهادت امام علی/],
  ['1404-01-04', '2025-03-24', /نوروز/],
  ['1404-01-11', '2025-03-31', /عید سعید فطر/],
  ['1404-01-12', '2025-04-01', /جمهوری اسلامی/],
  ['1404-01-13', '2025-04-02', /طبیعت/],
  ['1404-02-04', '2025-04-24', /جعفر صادق/],
  ['1404-03-14', '2025-06-04', /امام خمینی/],
  ['1404-03-15', '2025-06-05', /۱۵ خرداد/],
  ['1404-03-16', '2025-06-06', /قربان/],
  ['1404-03-24', '2025-06-14', /غدیر/],
  ['1404-04-14', '2025-07-05', /تاسوعا/],
  ['1404-04-15', '2025-07-06', /عاشورا/],
  ['1404-05-23', '2025-08-14', /اربعین/],
  ['1404-05-31', '2025-08-22', /رحلت حضرت رسول/],
  ['1404-06-02', '2025-08-24', /امام رضا/],
  ['1404-11-22', '2026-02-11', /انقلاب/],
  ['1404-12-29', '2026-03-20', /نفت/],
];

describe('POST /holidays/list', () => {
  it('answers 1405 with the 25 official days in date order', async () => {
    const { status, body } = await list({ year: 1405, country: 'IR' });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const items = body.data!;
    expect(days(items)).toBe(25);
    // The published calendar has no holiday on 25 Farvardin 1405 (computed lunar tables put 25 Shawwal there).
    expect(items.filter((i) => i.jdate === '1405-01-25')).toEqual([]);
    expect(items.map((i) => i.date)).toEqual([...items.map((i) => i.date)].sort());
    for (const item of items) expect(Object.keys(item).sort()).toEqual(['date', 'jdate', 'title']);
    // Nothing in the three months the published calendar leaves without a holiday.
    expect(items.filter((i) => /^1405-0[279]-/.test(i.jdate))).toEqual([]);
  });

  it.each(KNOWN_1405)('1405: %s is %s (%s)', (jdate, date, title) => {
    expect(y1405.find((i) => i.jdate === jdate && title.test(i.title))?.date).toBe(date);
  });

  it('keeps the weekdays ILNA gives for 1405 (and its six Thursdays and three Fridays)', () => {
    const items = y1405;
    const on = (jdate: string) => weekday(items.find((i) => i.jdate === jdate)!.date);
    expect([on('1405-01-01'), on('1405-01-02'), on('1405-01-03'), on('1405-01-04')]).toEqual([SAT, SUN, MON, TUE]);
    expect([on('1405-01-12'), on('1405-01-13'), on('1405-03-06'), on('1405-03-14'), on('1405-03-15')]).toEqual([WED, THU, WED, THU, FRI]);
    expect([on('1405-04-03'), on('1405-04-04')]).toEqual([WED, THU]);
    const dates = [...new Set(items.map((i) => i.date))];
    expect(dates.filter((d) => weekday(d) === THU)).toHaveLength(6);
    expect(dates.filter((d) => weekday(d) === FRI)).toHaveLength(3);
  });

  it('keeps each title on a day with two holidays', () => {
    expect(titlesOn(y1405, '1405-03-14')).toHaveLength(2);
    expect(titlesOn(y1405, '1405-01-02')).toHaveLength(2);
  });

  it('answers 1404 with its 26 official days', async () => {
    const { body } = await list({ year: '۱۴۰۴' });
    expect(body.success).toBe(true);
    expect(days(body.data!)).toBe(26);
    for (const [jdate, date, title] of KNOWN_1404) {
      expect(body.data!.find((i) => i.jdate === jdate && title.test(i.title))?.date, jdate).toBe(date);
    }
    // Weekdays as gardshgar.com lists them.
    const on = (jdate: string) => weekday(body.data!.find((i) => i.jdate === jdate)!.date);
    expect([on('1404-01-01'), on('1404-01-11'), on('1404-02-04'), on('1404-03-24'), on('1404-04-14'), on('1404-05-31')]).toEqual([FRI, MON, THU, SAT, SAT, FRI]);
  });

  it('says a year whose official calendar is not published yet, with no guessed days', async () => {
    const { status, body } = await list({ year: 1450 });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, data: [], msg: 'تقویم رسمی تعطیلات سال ۱۴۵۰ هنوز منتشر نشده است', code: 200 });
  });

  it('defaults the country to IR and accepts it in lower case', async () => {
    const lower = await list({ year: 1405, country: 'ir' });
    expect(lower.body.data).toEqual(y1405);
    const other = await list({ year: 1405, country: 'AF' });
    expect(other.body).toEqual({ success: true, data: [], msg: 'تعطیلات رسمی این کشور ثبت نشده است', code: 200 });
  });

  it.each([
    [{}, 'سال'],
    [{ year: 'abc' }, 'سال'],
    [{ year: 1299 }, 'سال'],
    [{ year: 1501 }, 'سال'],
    [{ year: 1405.5 }, 'سال'],
    [{ year: [1405] }, 'سال'],
    [{ year: 1405, country: 'IRN' }, 'کشور'],
    [{ year: 1405, country: 98 }, 'کشور'],
  ])('refuses %j with a Persian 400', async (input, word) => {
    const { status, body } = await list(input);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.data).toBeNull();
    expect(body.code).toBe(400);
    expect(body.msg).toContain(word);
  });

  it('refuses a body that is not a JSON object', async () => {
    const { status, body } = await h.call('POST', '/api/v1/holidays/list', { raw: 'year=1405' });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
  });
});

describe('official holiday sync', () => {
  it('removes a row seeded a day off and adds nothing twice', async () => {
    const { db } = h.backend;
    const countIr = async () => (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM holidays WHERE country = 'IR'"))[0].n;
    const before = await countIr();
    // The Umm al-Qura Arbaeen the old seed stored, one day before the official 13 Mordad.
    await db.query("INSERT INTO holidays (country, year, date, jdate, title) VALUES ('IR', 1405, '2026-08-03', '1405-05-12', 'اربعین حسینی')");
    await syncOfficialHolidays(db, h.now());
    await syncOfficialHolidays(db, h.now());
    expect(await countIr()).toBe(before);
    const { body } = await list({ year: 1405 });
    expect(body.data!.filter((i) => /اربعین/.test(i.title)).map((i) => i.jdate)).toEqual(['1405-05-13']);
  });
});
