import { describe, expect, it } from 'vitest';
import { isPastTurn } from '../reservations/calendar-dates';
import { parseJalaliDate } from './jalali';

describe('parseJalaliDate', () => {
  it('gives Gregorian YYYY-MM-DD, the year padded, so a date of the first millennium is past', () => {
    expect(parseJalaliDate('1405-01-01')).toBe('2026-03-21');
    const ancient = parseJalaliDate('0100-01-01');
    expect(ancient).toMatch(/^0721-03-\d\d$/);
    expect(isPastTurn(ancient!, '12:00', { date: '2026-11-25', time: '08:00' })).toBe(true);
  });

  it('refuses what is no date', () => {
    for (const bad of ['1404-12-30', '1405-13-01', '1405-1-32', '14050101', '']) expect(parseJalaliDate(bad)).toBeNull();
  });
});
