import { describe, expect, it } from 'vitest';
import type { CalendarDay } from '@/lib/api/reservations';
import { formatJalali } from '@/lib/jalali';
import { WEEKDAY_NAMES, apiWeekday, columnOf, leadingBlanks, monthCells, moveIndex, shiftMonth, weekRows } from './calendar-grid';

const day = (n: number, gregorian: string, p: Partial<CalendarDay> = {}): CalendarDay => ({
  day: n,
  date: `1405-03-${String(n).padStart(2, '0')}`,
  gregorian_date: gregorian,
  weekday: '',
  holiday: false,
  holidays: [],
  past: false,
  turns: 2,
  capacity: 2,
  remain: 2,
  bookable: true,
  ...p,
});

describe('calendar grid', () => {
  it('puts 1 Khordad 1405 (Friday 22 May 2026) in the last, Friday, column after six blanks', () => {
    expect(columnOf('2026-05-22')).toBe(6);
    expect(columnOf('2026-05-23')).toBe(0);
    const cells = monthCells([day(1, '2026-05-22'), day(2, '2026-05-23')], []);
    expect(leadingBlanks(cells)).toBe(6);
    expect(cells.map((c) => c.holiday)).toEqual([true, false]);
  });

  it('splits Khordad 1405 (31 days from a Friday) into rows of seven, each day under its weekday', () => {
    const days = Array.from({ length: 31 }, (_, i) => day(i + 1, new Date(Date.UTC(2026, 4, 22 + i)).toISOString().slice(0, 10)));
    const rows = weekRows(monthCells(days, []));
    expect(rows.map((r) => r.length)).toEqual([7, 7, 7, 7, 7, 2]);
    expect(rows[0].slice(0, 6)).toEqual([0, 1, 2, 3, 4, 5]);
    for (const row of rows) {
      row.forEach((slot, column) => typeof slot !== 'number' && expect(slot[0].column).toBe(column));
    }
    expect(rows[1][0]).toEqual([expect.objectContaining({ day: 2 }), 1]);
  });

  it('marks official holidays from the list on their date and disables past, full and closed days', () => {
    const days = [
      day(14, '2026-06-04'),
      day(15, '2026-06-05', { remain: 0 }),
      day(16, '2026-06-06', { past: true, bookable: false }),
      day(17, '2026-06-07', { turns: 0, remain: 0, capacity: 0, bookable: false }),
    ];
    const holidays = [
      { date: '2026-06-04', title: 'رحلت امام خمینی' },
      { date: '2026-06-04', title: 'رحلت امام خمینی' },
      { date: '2026-06-05', title: 'قیام ۱۵ خرداد' },
    ];
    const cells = monthCells(days, holidays);
    expect(cells.map((c) => [c.holidayTitles, c.holiday, c.disabled, c.reason, c.remain])).toEqual([
      [['رحلت امام خمینی'], true, false, null, 2],
      [['قیام ۱۵ خرداد'], true, true, 'full', 0],
      [[], false, true, 'past', 2],
      [[], false, true, 'closed', 0],
    ]);
  });

  it('moves with arrow keys the right-to-left way and stays inside the month', () => {
    expect(moveIndex(3, 'ArrowLeft', 30)).toBe(4);
    expect(moveIndex(3, 'ArrowRight', 30)).toBe(2);
    expect(moveIndex(3, 'ArrowDown', 30)).toBe(10);
    expect(moveIndex(3, 'ArrowUp', 30)).toBe(0);
    expect(moveIndex(27, 'ArrowDown', 30)).toBe(29);
    expect(moveIndex(5, 'Home', 30)).toBe(0);
    expect(moveIndex(5, 'End', 31)).toBe(30);
    expect(moveIndex(5, 'Enter', 30)).toBeNull();
  });

  it('steps months across the year boundary', () => {
    expect(shiftMonth(1405, 12, 1)).toEqual({ year: 1406, month: 1 });
    expect(shiftMonth(1406, 1, -1)).toEqual({ year: 1405, month: 12 });
    expect(shiftMonth(1405, 9, -6)).toEqual({ year: 1405, month: 3 });
  });
});

describe('weekday names', () => {
  it('are spelt in the grid as in every other date, and sent to the turns call as always', () => {
    // 2026-06-06 is a Saturday; the grid's columns run Saturday … Friday.
    for (let column = 0; column < 7; column++) {
      const date = `2026-06-${String(6 + column).padStart(2, '0')}T12:00:00Z`;
      expect(WEEKDAY_NAMES[column]).toBe(formatJalali(date, 'EEEE'));
    }
    expect(apiWeekday(1)).toBe('یکشنبه');
    expect(apiWeekday(3)).toBe('سه\u200cشنبه');
    expect(apiWeekday(5)).toBe('پنجشنبه');
  });
});

