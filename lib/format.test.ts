import { describe, expect, it } from 'vitest';
import { formatToman, tomanToRial } from './price';
import { formatJalali, parseJalaliIso, toJalaliIso } from './jalali';

describe('prices', () => {
  it('formats Toman with Persian digits and grouping', () => {
    expect(formatToman(125000)).toBe('۱۲۵٬۰۰۰ تومان');
    expect(formatToman(0)).toBe('۰ تومان');
  });
  it('converts Toman to Rial', () => {
    expect(tomanToRial(125000)).toBe(1250000);
  });
});

describe('Jalali dates', () => {
  it('formats and parses', () => {
    const nowruz = new Date(2026, 2, 21, 12);
    expect(toJalaliIso(nowruz)).toBe('1405-01-01');
    expect(formatJalali(nowruz)).toBe('۱ فروردین ۱۴۰۵');
    expect(parseJalaliIso('1405-01-01')?.getDate()).toBe(21);
  });
  it('refuses dates that do not exist', () => {
    expect(parseJalaliIso('1405-13-01')).toBeNull();
    expect(parseJalaliIso('1405-07-31')).toBeNull();
    expect(parseJalaliIso('1405/01/01')).toBeNull();
    expect(formatJalali('not a date')).toBe('');
  });
});
