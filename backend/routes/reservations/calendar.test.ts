import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { jalaliMonthOf, nextJalaliMonth, tehranNow } from '../../reservations/calendar-dates';
import { takePlaces } from '../../reservations/places';
import { addDatedTurn, dayAheadOn, productId } from '../../reservations/test-fixtures';

let h: Harness;
let latte: number;
beforeAll(async () => {
  h = await startHarness();
  latte = await productId(h.backend.db, 'latte-art-workshop');
});
afterAll(() => h.backend.db.close());

const FA_WEEKDAYS = ['یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه', 'شنبه'];
const dow = (g: string) => new Date(`${g}T12:00:00Z`).getUTCDay();
const nextDay = (g: string) => new Date(Date.parse(`${g}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
/** Tehran is UTC+03:30 all year. */
const tehranToday = () => new Date(Date.now() + 3.5 * 3600_000).toISOString().slice(0, 10);

function book(turn: number, date: string, count: number, status: 'held' | 'confirmed') {
  return h.backend.db.tx((q) =>
    takePlaces(q, [{ product_id: latte, count, times: [{ date, reserve_time_id: turn }] }], { customer_id: null, mobile: '09350000001' }, {
      now: new Date(),
      status,
    }),
  );
}

describe('reservation calendar', () => {
  it('counts remaining places per day against hand-computed values (bookings, closed day, extra turn)', async () => {
    let at = jalaliMonthOf(tehranNow(new Date()).date);
    for (let i = 0; i < 3; i++) at = nextJalaliMonth(at.year, at.month);
    const url = `/api/v1/products/${latte}/reservation/calender?month=${at.month}&year=${at.year}`;
    const before = (await h.call('GET', url)).body.data.months[0];
    const gdays: string[] = before.days.map((d: { gregorian_date: string }) => d.gregorian_date);
    // The weekly latte-art turn is Thursday 16:00 with 6 places.
    const thursdays = gdays.filter((g) => dow(g) === 4);
    const saturday = gdays.find((g) => dow(g) === 6)!;
    const [weekly] = await h.backend.db.query<{ id: number }>('SELECT id FROM product_turns WHERE product_id = $1 AND weekday = 4', [latte]);
    await book(weekly.id, thursdays[0], 2, 'confirmed');
    await h.backend.db.query('INSERT INTO product_closed_days (product_id, date, reason) VALUES ($1, $2, $3)', [latte, thursdays[1], 'تعمیرات']);
    const extra = await addDatedTurn(h.backend.db, latte, saturday, '10:00', '13:00', 3);
    await book(extra, saturday, 1, 'held');

    const res = await h.call('GET', url);
    expect(res.status).toBe(200);
    const [month] = res.body.data.months;
    expect(res.body.data.months).toHaveLength(1);
    expect(month).toMatchObject({ year: at.year, month: at.month });
    expect(month.days.length).toBeGreaterThanOrEqual(29);
    expect(month.days.length).toBeLessThanOrEqual(31);
    const expected: Record<string, { turns: number; capacity: number; remain: number }> = {};
    for (const g of thursdays) expected[g] = { turns: 1, capacity: 6, remain: 6 };
    expected[thursdays[0]] = { turns: 1, capacity: 6, remain: 4 };
    expected[thursdays[1]] = { turns: 0, capacity: 0, remain: 0 };
    expected[saturday] = { turns: 1, capacity: 3, remain: 2 };
    month.days.forEach((d: any, i: number) => {
      expect(d.day).toBe(i + 1);
      expect(d.date).toBe(`${at.year}-${String(at.month).padStart(2, '0')}-${String(i + 1).padStart(2, '0')}`);
      if (i > 0) expect(d.gregorian_date).toBe(nextDay(month.days[i - 1].gregorian_date));
      expect(d.weekday).toBe(FA_WEEKDAYS[dow(d.gregorian_date)]);
      const want = expected[d.gregorian_date] ?? { turns: 0, capacity: 0, remain: 0 };
      expect({ turns: d.turns, capacity: d.capacity, remain: d.remain }).toEqual(want);
      expect(d.past).toBe(false);
      expect(d.bookable).toBe(want.remain > 0);
    });
    const total = month.days.reduce((s: number, d: any) => s + d.remain, 0);
    expect(total).toBe(6 * thursdays.length - 2 - 6 + 2);

    const generic = await h.call('GET', `/api/v1/reservation/calender?remain=true&prd_id=${latte}&month=${at.month}&year=${at.year}`);
    expect(generic.body.data.months[0].days).toEqual(month.days);
    const bare = await h.call('GET', `/api/v1/reservation/calender?prd_id=${latte}&month=${at.month}&year=${at.year}`);
    expect(bare.body.data.months[0].days[0]).not.toHaveProperty('remain');
    expect(bare.body.data.months[0].days.map((d: any) => d.bookable)).toEqual(month.days.map((d: any) => d.bookable));
    const all = await h.call('GET', `/api/v1/reservation/calender?remain=true&month=${at.month}&year=${at.year}`);
    // Every reservable product summed: at least the latte workshop's places on each day.
    all.body.data.months[0].days.forEach((d: any, i: number) => expect(d.remain).toBeGreaterThanOrEqual(month.days[i].remain));
  });

  it('double gives two consecutive months; a known official holiday is flagged on its Jalali date; past days are not bookable', async () => {
    const res = await h.call('GET', `/api/v1/reservation/calender?remain=true&month=3&year=1405&double=true`);
    const [khordad, tir] = res.body.data.months;
    expect([khordad.month_name, tir.month_name]).toEqual(['خرداد', 'تیر']);
    expect(khordad.days[0].gregorian_date).toBe('2026-05-22');
    expect(tir.days[0].gregorian_date).toBe(nextDay(khordad.days.at(-1).gregorian_date));
    const d14 = khordad.days[13];
    expect(d14).toMatchObject({ date: '1405-03-14', gregorian_date: '2026-06-04', holiday: true });
    expect(d14.holidays.join(' ')).toMatch(/خمینی/);
    expect(khordad.days[9].holidays).toEqual([]);
    // Tasua and Ashura 1405 as officially published: 3 and 4 Tir.
    expect(tir.days[2].holiday && tir.days[3].holiday).toBe(true);
    // June 2026 is before any run of these tests.
    expect(khordad.days.every((d: any) => d.past && !d.bookable)).toBe(true);
  });

  it('bad month, year, product: Persian 400 / 404', async () => {
    for (const q of ['month=13', 'month=0', 'year=99', 'year=abcd', 'month=۱۳']) {
      const res = await h.call('GET', `/api/v1/products/${latte}/reservation/calender?${q}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, data: null, code: 400 });
      expect(res.body.msg).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await h.call('GET', '/api/v1/products/99999999/reservation/calender')).status).toBe(404);
    const [plain] = await h.backend.db.query<{ id: number }>('SELECT id FROM products WHERE NOT reservable LIMIT 1');
    const notReservable = await h.call('GET', `/api/v1/products/${plain.id}/reservation/calender`);
    expect(notReservable.status).toBe(400);
    expect(notReservable.body.msg).toBe('این محصول قابل رزرو نیست');
    expect((await h.call('GET', '/api/v1/reservation/calender?prd_id=abc')).status).toBe(400);
  });
});

describe('turns of a day', () => {
  it('lists the day\'s turns with remaining places; turns that have started are not bookable', async () => {
    const table = await productId(h.backend.db, 'window-table-for-two');
    // Put the backend's clock at 15:00:30 Tehran time today (11:30:30 UTC).
    const today = tehranToday();
    const target = Date.parse(`${today}T11:30:30Z`);
    const shift = (target - Date.now()) / 1000;
    h.advance(shift);
    try {
      const weekday = FA_WEEKDAYS[dow(today)];
      const res = await h.call('POST', `/api/v1/products/${table}/reservation/turns`, { body: { date: today, day: weekday, mobile: '09121234567' } });
      expect(res.status).toBe(200);
      expect(res.body.data.map((t: any) => [t.start_time, t.past, t.bookable, t.remain])).toEqual([
        ['12:00', true, false, 1],
        ['14:00', true, false, 1],
        ['18:00', false, true, 1],
        ['20:00', false, true, 1],
      ]);
      expect(res.body.data[0]).toMatchObject({ product_id: table, gregorian_date: today, end_time: '14:00', capacity: 1 });
      expect(res.body.data[0].reserve_time_id).toBe(res.body.data[0].id);

      const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      const past = await h.call('POST', `/api/v1/products/${table}/reservation/turns`, { body: { date: yesterday } });
      expect(past.body.data.length).toBe(4);
      expect(past.body.data.every((t: any) => t.past && !t.bookable)).toBe(true);
    } finally {
      h.advance(-shift);
    }
  });

  it('calls today past, not full, once every one of its turns has started', async () => {
    const table = await productId(h.backend.db, 'window-table-for-two');
    const today = tehranToday();
    const todayIn = async () => {
      const res = await h.call('GET', `/api/v1/products/${table}/reservation/calender`);
      return res.body.data.months[0].days.find((d: { gregorian_date: string }) => d.gregorian_date === today);
    };
    // 15:00:30 Tehran: the 18:00 and 20:00 turns are still to come.
    let shift = (Date.parse(`${today}T11:30:30Z`) - Date.now()) / 1000;
    h.advance(shift);
    try {
      expect(await todayIn()).toMatchObject({ past: false, bookable: true, turns: 4 });
      // 20:30:30 Tehran: the last turn (20:00) has started too.
      const later = (Date.parse(`${today}T17:00:30Z`) - Date.now()) / 1000 - shift;
      h.advance(later);
      shift += later;
      expect(await todayIn()).toMatchObject({ past: true, bookable: false, turns: 4, remain: 0 });
    } finally {
      h.advance(-shift);
    }
  });

  it('accepts a Jalali date and its weekday name; a wrong weekday, a bad date or mobile is a Persian 400', async () => {
    const table = await productId(h.backend.db, 'window-table-for-two');
    const ok = await h.call('POST', `/api/v1/products/${table}/reservation/turns`, { body: { date: '1405-03-14', day: 'پنجشنبه' } });
    expect(ok.status).toBe(200);
    expect(ok.body.data[0]).toMatchObject({ date: '1405-03-14', gregorian_date: '2026-06-04' });
    const cases: [unknown, string][] = [
      [{ date: '1405-03-14', day: 'جمعه' }, 'روز هفته با تاریخ انتخاب‌شده همخوانی ندارد'],
      [{ date: '1405-13-01' }, 'تاریخ نوبت معتبر نیست'],
      [{}, 'تاریخ نوبت الزامی است'],
      [{ date: '1405-03-14', mobile: '12345' }, 'شماره موبایل معتبر نیست'],
    ];
    for (const [body, msg] of cases) {
      const res = await h.call('POST', `/api/v1/products/${table}/reservation/turns`, { body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, data: null, msg, code: 400 });
    }
    expect((await h.call('POST', `/api/v1/products/${table}/reservation/turns`, { raw: 'not json' })).status).toBe(400);
  });
});

describe('a sold-out reservable product (limit 0)', () => {
  it('has no place in its turns or calendar, and its price is refused rather than left out; a limit comes with its turns', async () => {
    const thursday = dayAheadOn(4, 30);
    const turnsOn = async () => (await h.call('POST', `/api/v1/products/${latte}/reservation/turns`, { body: { date: thursday.iso } })).body.data;
    const [weekly] = await turnsOn();
    const [name] = await h.backend.db.query<{ name: string }>('SELECT name FROM products WHERE id = $1', [latte]);
    const [year, month] = thursday.jalali.split('-').map(Number);
    const calendarDay = async () =>
      (await h.call('GET', `/api/v1/products/${latte}/reservation/calender?month=${month}&year=${year}`)).body.data.months[0].days.find(
        (d: { gregorian_date: string }) => d.gregorian_date === thursday.iso,
      );
    const price = async () =>
      h.call('POST', '/api/v1/order/price/', {
        token: await h.guest(),
        body: { products: [{ product_id: latte, count: 1, times: [{ date: thursday.iso, reserve_time_id: weekly.id }] }], use_coupon: true },
      });
    expect(weekly).toMatchObject({ remain: 6, limit: null, bookable: true });
    expect((await price()).status).toBe(200);

    await h.backend.db.query('UPDATE products SET stock_limit = 0 WHERE id = $1', [latte]);
    try {
      expect((await turnsOn())[0]).toMatchObject({ id: weekly.id, capacity: 6, remain: 0, limit: 0, bookable: false });
      expect(await calendarDay()).toMatchObject({ turns: 1, remain: 0, bookable: false });
      expect((await price()).body).toEqual({ success: false, data: null, msg: `«${name.name}» موجود نیست`, code: 400 });

      await h.backend.db.query('UPDATE products SET stock_limit = 2 WHERE id = $1', [latte]);
      expect((await turnsOn())[0]).toMatchObject({ remain: 6, limit: 2, bookable: true });
    } finally {
      await h.backend.db.query('UPDATE products SET stock_limit = NULL WHERE id = $1', [latte]);
    }
  });
});
