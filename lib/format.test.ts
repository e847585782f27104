import { describe, expect, it, vi } from 'vitest';
import { formatDecimal, formatNumber, formatToman, tomanToRial } from './price';
import { formatJalali, parseJalaliIso, toJalaliIso } from './jalali';

describe('prices', () => {
  it('formats Toman with Persian digits and grouping', () => {
    expect(formatToman(125000)).toBe('۱۲۵٬۰۰۰ تومان');
    expect(formatToman(0)).toBe('۰ تومان');
  });
  it('writes exactly what Intl.NumberFormat fa-IR writes', () => {
    const intl = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 0 });
    const values = [0, -0, 1, -1, 0.4, -0.4, 0.5, -0.5, 2.5, -2.5, 999, 1000, -1000, 123456, 1234567.49, 1e15, -(2 ** 53 - 1)];
    // A fixed pseudo-random walk (not Math.random), so a failure names the same value every run.
    let seed = 12345;
    const next = () => (seed = (seed * 16807) % 2147483647) / 2147483647; // Park–Miller
    for (let i = 0; i < 3000; i++) values.push((next() - 0.3) * 10 ** Math.floor(next() * 13));
    values.push(NaN, Infinity, -Infinity, 2 ** 53 + 2, 1e21);
    for (const v of values) expect(formatNumber(v), String(v)).toBe(intl.format(v));
  });
  it('formats prices without creating the platform formatter', async () => {
    vi.resetModules();
    const created = vi.spyOn(Intl, 'NumberFormat');
    const price = await import('./price');
    expect(price.formatToman(1250000)).toBe('۱٬۲۵۰٬۰۰۰ تومان');
    expect(price.formatNumber(-15)).toBe('\u200e\u2212۱۵');
    expect(created).not.toHaveBeenCalled();
    created.mockRestore();
  });
  it('writes a rating with the Persian decimal separator, as fa-IR does', () => {
    const intl = new Intl.NumberFormat('fa-IR', { useGrouping: false, maximumFractionDigits: 1 });
    for (const v of [4.5, 3.26, 4.333333, 5, 0]) expect(formatDecimal(v)).toBe(intl.format(v));
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
  it('shows an instant as the day it is in Tehran, whatever the zone of the process', () => {
    // 22:00 UTC is 01:30 the next day in Tehran (UTC+3:30).
    expect(formatJalali('2025-06-21T22:00:00Z')).toBe('۱ تیر ۱۴۰۴');
    expect(formatJalali('2025-06-21T20:00:00Z')).toBe('۳۱ خرداد ۱۴۰۴');
  });
  it('refuses dates that do not exist', () => {
    expect(parseJalaliIso('1405-13-01')).toBeNull();
    expect(parseJalaliIso('1405-07-31')).toBeNull();
    expect(parseJalaliIso('1405/01/01')).toBeNull();
    expect(formatJalali('not a date')).toBe('');
  });
});
