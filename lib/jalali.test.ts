import { describe, expect, it } from 'vitest';
import { displayJalali, parseJalaliInput, tehranJalaliMonth, tehranJalaliToday } from './jalali';

describe('parseJalaliInput (birthday field)', () => {
  it.each([
    ['۱۳۷۰/۰۱/۳۱', '1370-01-31'],
    ['۱۳۷۰-۰۱-۳۱', '1370-01-31'],
    ['1370/01/31', '1370-01-31'],
    ['1370-1-31', '1370-01-31'],
    ['١٣٧٠/٠١/٣١', '1370-01-31'],
    [' ۱۳۷۰ / ۱۲ / ۲۹ ', '1370-12-29'],
    ['1403/12/30', '1403-12-30'],
    ['۱۳۷۰۰۱۳۱', '1370-01-31'],
    // The Persian keyboard's decimal separator, the Arabic date separator and other slashes.
    ['۱۳۷۰٫۰۱٫۳۱', '1370-01-31'],
    ['۱۳۷۰ ٫ ۱ ٫ ۳۱', '1370-01-31'],
    ['۱۳۷۰\u060d۰۱\u060d۳۱', '1370-01-31'],
    ['1370∕01∕31', '1370-01-31'],
    ['1370／01／31', '1370-01-31'],
    // Pasted from Persian text, with its direction marks.
    ['\u200f۱۳۷۰/۰۱/۳۱\u200e', '1370-01-31'],
    ['\u2067۱۳۷۰/\u200c۰۱/۳۱\u2069', '1370-01-31'],
    ['\u202b\ufeff۱۳۷۰/۰۱/۳۱\u202c', '1370-01-31'],
  ])('accepts %s as %s', (input, iso) => {
    expect(parseJalaliInput(input)).toBe(iso);
  });

  it.each(['', '۱۳۷۰/۰۱/۳۲', '1370/13/01', '1404/12/30', '1370/07/31', '70/01/31', '1370/01', 'فردا', '1370/01/31/2', '1370131', '137001311', '13701301', '2026/04/04', '1199/01/01'])('refuses %s', (input) => {
    expect(parseJalaliInput(input)).toBeNull();
  });

  it('shows a stored date with Persian digits and slashes', () => {
    expect(displayJalali('1370-01-31')).toBe('۱۳۷۰/۰۱/۳۱');
  });
});

describe('tehranJalaliMonth', () => {
  it('is the month in Tehran, not on the device: 30 Aban 1405 ends at 20:30 UTC', () => {
    expect(tehranJalaliMonth(new Date('2026-11-21T20:29:00Z'))).toEqual({ year: 1405, month: 8 });
    expect(tehranJalaliMonth(new Date('2026-11-21T20:31:00Z'))).toEqual({ year: 1405, month: 9 });
    expect(tehranJalaliMonth(new Date('2026-03-20T20:31:00Z'))).toEqual({ year: 1405, month: 1 });
  });
});

describe('tehranJalaliToday (the latest birthday)', () => {
  it("is Tehran's date, not the device's: 6 Azar 1405 ends at 20:30 UTC", () => {
    expect(tehranJalaliToday(new Date('2026-11-27T20:29:00Z'))).toBe('1405-09-06');
    expect(tehranJalaliToday(new Date('2026-11-27T20:31:00Z'))).toBe('1405-09-07');
  });
});
