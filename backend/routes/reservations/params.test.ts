import { describe, expect, it } from 'vitest';
import { parseGuestBooker, parseReservationItems } from './params';

describe('reservation payload parsing (for price and submit)', () => {
  it('reads products with times or a single reserve_time, Jalali or Gregorian dates, and skips plain lines', () => {
    const items = parseReservationItems([
      { product_id: 7, count: 2, times: [{ date: '1405-03-14', turn: '۱۰:۰۰', end_time: '13:00' }, { date: '2026-06-05', reserve_time_id: 31 }] },
      { product_id: 8, count: 1, reserve_time: { date: '1405-03-15', reserve_time_id: '12' } },
      { product_id: 9, count: 3 },
    ]);
    expect(items).toEqual([
      {
        product_id: 7,
        count: 2,
        times: [
          { date: '2026-06-04', turn: '10:00', reserve_time_id: null },
          { date: '2026-06-05', turn: null, reserve_time_id: 31 },
        ],
      },
      { product_id: 8, count: 1, times: [{ date: '2026-06-05', turn: null, reserve_time_id: 12 }] },
    ]);
  });

  it('needs at least one reserved item and sane counts, with Persian messages', () => {
    expect(() => parseReservationItems([{ product_id: 9, count: 1 }])).toThrow('اطلاعات ارسال شده صحیح نیست');
    expect(() => parseReservationItems('x')).toThrow('اطلاعات ارسال شده صحیح نیست');
    expect(() => parseReservationItems([{ product_id: 7, count: 0, times: [{ date: '1405-03-14', turn: '10:00' }] }])).toThrow('تعداد نوبت معتبر نیست');
    expect(() => parseReservationItems([{ product_id: 7, count: 1, times: [{ date: '1405-03-14' }] }])).toThrow('نوبت انتخاب نشده است');
    expect(() => parseReservationItems([{ product_id: 7, count: 1, times: [{ date: '1405-13-14', turn: '10:00' }] }])).toThrow('تاریخ نوبت معتبر نیست');
  });

  it('caps the lines and the places (count × times over all lines) of one request', () => {
    const at = (n: number) => Array.from({ length: n }, (_, i) => ({ date: '1405-03-14', reserve_time_id: i + 1 }));
    const plain = Array.from({ length: 100 }, () => ({ product_id: 9, count: 1 }));
    expect(() => parseReservationItems([...plain, { product_id: 7, count: 1, times: at(1) }])).toThrow('تعداد نوبت معتبر نیست');
    expect(parseReservationItems([{ product_id: 7, count: 5, times: at(5) }, { product_id: 8, count: 25, times: at(1) }])).toHaveLength(2);
    for (const over of [
      [{ product_id: 7, count: 10, times: at(6) }],
      [{ product_id: 7, count: 1, times: at(51) }],
      [{ product_id: 7, count: 5, times: at(5) }, { product_id: 8, count: 26, times: at(1) }],
      Array.from({ length: 51 }, () => ({ product_id: 7, times: at(1) })),
    ]) {
      expect(() => parseReservationItems(over)).toThrow('تعداد نوبت معتبر نیست');
    }
  });

  it('refuses ids and counts that are only numbers after coercion', () => {
    const time = { date: '1405-03-14', reserve_time_id: 3 };
    expect(() => parseReservationItems([{ product_id: true, count: 1, times: [time] }])).toThrow('اطلاعات ارسال شده صحیح نیست');
    expect(() => parseReservationItems([{ product_id: [7], count: 1, times: [time] }])).toThrow('اطلاعات ارسال شده صحیح نیست');
    expect(() => parseReservationItems([{ product_id: 7, count: [2], times: [time] }])).toThrow('تعداد نوبت معتبر نیست');
    expect(() => parseReservationItems([{ product_id: 7, count: true, times: [time] }])).toThrow('تعداد نوبت معتبر نیست');
    for (const id of ['0x10', '1e1', true, [4], 1.5]) {
      expect(() => parseReservationItems([{ product_id: 7, count: 1, times: [{ date: '1405-03-14', reserve_time_id: id }] }])).toThrow('شناسه نوبت معتبر نیست');
    }
    expect(parseReservationItems([{ product_id: '۷', count: '2', times: [{ date: '1405-03-14', reserve_time_id: ' 16 ' }] }])).toEqual([
      { product_id: 7, count: 2, times: [{ date: '2026-06-04', turn: null, reserve_time_id: 16 }] },
    ]);
  });

  it('reads a guest booker and checks the national code', () => {
    expect(parseGuestBooker({ mobile: '۰۹۱۲۱۲۳۴۵۶۷', first_name: ' نگار ', last_name: 'کریمی', nation_code: '0084575948' })).toEqual({
      customer_id: null,
      mobile: '09121234567',
      first_name: 'نگار',
      last_name: 'کریمی',
      nation_code: '0084575948',
    });
    expect(() => parseGuestBooker({ mobile: '09121234567', first_name: 'نگار', last_name: 'کریمی', nation_code: '0084575949' })).toThrow('کد ملی وارد شده معتبر نیست');
    expect(() => parseGuestBooker({ mobile: '09121234567', last_name: 'کریمی', nation_code: '0084575948' })).toThrow('مقدار «first_name» الزامی است');
  });
});
