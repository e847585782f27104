import { describe, expect, it } from 'vitest';
import { digitsOnly, normalizeMobile, toPersianDecimal, toPersianDigits, toWesternDigits } from './digits';

describe('digits', () => {
  it('writes a decimal with Persian digits and the Persian decimal separator', () => {
    expect(toPersianDecimal(35.6892, 6)).toBe('۳۵\u066b۶۸۹۲۰۰');
    expect(toPersianDecimal(-0.5, 1)).toBe('-۰\u066b۵');
  });

  it('turns Persian and Arabic-Indic digits into Western ones', () => {
    expect(toWesternDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toWesternDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toWesternDigits('کد ۱۲a٣')).toBe('کد 12a3');
  });

  it('shows Western digits as Persian', () => {
    expect(toPersianDigits(1405)).toBe('۱۴۰۵');
    expect(toPersianDigits('12-3')).toBe('۱۲-۳');
  });

  it('keeps digits only', () => {
    expect(digitsOnly(' ۱۲-٣ 4x')).toBe('1234');
  });

  it.each([
    ['09121234567', '09121234567'],
    ['۰۹۱۲۱۲۳۴۵۶۷', '09121234567'],
    ['٠٩١٢١٢٣٤٥٦٧', '09121234567'],
    ['+989121234567', '09121234567'],
    ['00989121234567', '09121234567'],
    ['9121234567', '09121234567'],
    ['0912 123 4567', '09121234567'],
    ['989121234567', '09121234567'],
    // As a phone's contacts or a chat copies it in a right-to-left locale: wrapped in direction marks.
    ['\u202a+98 912 123 4567\u202c', '09121234567'],
    ['\u200e۰۹۱۲۱۲۳۴۵۶۷\u200f', '09121234567'],
    ['\u2068(0912) 123-4567\u2069', '09121234567'],
  ])('normalises the mobile %s', (input, expected) => {
    expect(normalizeMobile(input)).toBe(expected);
  });

  it.each(['', '0912123456', '091212345678', '08121234567', 'abc', '۰۹۱۲'])('rejects the mobile %s', (input) => {
    expect(normalizeMobile(input)).toBeNull();
  });
});
