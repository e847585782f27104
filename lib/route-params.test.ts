import { describe, expect, it } from 'vitest';
import { parseOrderId, wholeNumber } from './route-params';

describe('wholeNumber', () => {
  it('reads a plain positive number of at most maxDigits digits', () => {
    expect(wholeNumber('12')).toBe(12);
    expect(wholeNumber('123456789')).toBe(123456789);
    expect(wholeNumber('123', 2)).toBeNull();
    for (const raw of [undefined, '', '0', '-1', '1.5', '۱۲', '12a', '1234567890']) expect(wholeNumber(raw), String(raw)).toBeNull();
  });
});

describe('parseOrderId', () => {
  it('reads ids in Western or Persian digits', () => {
    expect(parseOrderId('42')).toBe(42);
    expect(parseOrderId('۴۲')).toBe(42);
    expect(parseOrderId(encodeURIComponent('۴۲'))).toBe(42);
  });

  it('refuses what cannot be an id', () => {
    for (const raw of ['', '0', '007', '-1', '1.5', 'abc', '12abc', '1e3', '9999999999', '%E0%A4%A']) expect(parseOrderId(raw), raw).toBeNull();
  });
});
