import { describe, expect, it } from 'vitest';
import { HttpError } from '../../http';
import { parseReserveDate } from './params';

describe('parseReserveDate', () => {
  it.each([
    ['1405-09-10', '2026-12-01'],
    ['۱۴۰۵/۰۹/۱۰', '2026-12-01'],
    // The Persian keyboard's decimal separator, the Arabic date separator, a dot and other slashes.
    ['۱۴۰۵٫۰۹٫۱۰', '2026-12-01'],
    ['۱۴۰۵\u060d۹\u060d۱۰', '2026-12-01'],
    ['1405.9.10', '2026-12-01'],
    ['1405∕09∕10', '2026-12-01'],
    ['2026／12／01', '2026-12-01'],
  ])('reads %s as %s', (input, iso) => {
    expect(parseReserveDate(input)).toBe(iso);
  });

  it.each(['1405٫13٫01', '1405,09,10', '1405_09_10', '1405٫09'])('refuses %s with 400', (input) => {
    expect(() => parseReserveDate(input)).toThrow(HttpError);
  });
});
