import { describe, expect, it } from 'vitest';
import { defaultTopUpAmount, parseTopUpAmount } from './top-up';
import { centredSquare } from './crop';
import { signedAmount } from './format';
import { displayJalaliDateTime } from '@/lib/jalali';
import { couponTerms } from './coupon-terms';
import { supportRequest } from './support';
import { loginToIdOf, qrIdFrom, qrShopFromCookies } from '@/lib/qr/landing';

describe('parseTopUpAmount', () => {
  it('accepts Persian, Arabic and grouped digits', () => {
    expect(parseTopUpAmount('۲۵٬۰۰۰')).toEqual({ ok: true, amount: 25_000 });
    expect(parseTopUpAmount('12,000')).toEqual({ ok: true, amount: 12_000 });
    expect(parseTopUpAmount('٣٠٠٠')).toEqual({ ok: true, amount: 3_000 });
  });
  it('refuses letters, signs and decimals rather than reading the digits among them', () => {
    for (const typed of ['12a34', '-5000', '5000.5', '۱۰۰۰۰ تومان']) {
      expect(parseTopUpAmount(typed), typed).toEqual({ ok: false, error: 'مبلغ را فقط با رقم وارد کنید' });
    }
    expect(parseTopUpAmount(' ')).toEqual({ ok: false, error: 'مبلغ را وارد کنید' });
  });
  it('keeps the bounds 1,000 … 100,000,000 inclusive', () => {
    expect(parseTopUpAmount('1000')).toEqual({ ok: true, amount: 1_000 });
    expect(parseTopUpAmount('100000000')).toEqual({ ok: true, amount: 100_000_000 });
    expect(parseTopUpAmount('999')).toMatchObject({ ok: false, error: expect.stringContaining('حداقل') });
    expect(parseTopUpAmount('100000001')).toMatchObject({ ok: false, error: expect.stringContaining('حداکثر') });
  });
  it('refuses an empty field', () => {
    expect(parseTopUpAmount('  ')).toEqual({ ok: false, error: 'مبلغ را وارد کنید' });
    expect(parseTopUpAmount('abc')).toEqual({ ok: false, error: 'مبلغ را فقط با رقم وارد کنید' });
  });
});

describe('defaultTopUpAmount', () => {
  it('is the credit gap, within the bounds', () => {
    expect(defaultTopUpAmount(10_000)).toBe(10_000);
    expect(defaultTopUpAmount(12.4)).toBe(1_000);
    expect(defaultTopUpAmount(45_000.2)).toBe(45_001);
    expect(defaultTopUpAmount(5e9)).toBe(100_000_000);
  });
});

describe('centredSquare', () => {
  it('takes the short side from the middle at zoom 1', () => {
    expect(centredSquare(400, 200, 1)).toEqual({ sx: 100, sy: 0, size: 200 });
    expect(centredSquare(300, 600, 1)).toEqual({ sx: 0, sy: 150, size: 300 });
  });
  it('shrinks the square around the centre when zooming, clamped to 1 … 4', () => {
    expect(centredSquare(400, 400, 2)).toEqual({ sx: 100, sy: 100, size: 200 });
    expect(centredSquare(400, 400, 0.5)).toEqual(centredSquare(400, 400, 1));
    expect(centredSquare(400, 400, 9)).toEqual({ sx: 150, sy: 150, size: 100 });
  });
});

describe('ledger formatting', () => {
  it('shows the Jalali date and time in Persian digits', () => {
    expect(displayJalaliDateTime('1405-09-01 14:30')).toBe('۱۴۰۵/۰۹/۰۱، ساعت ۱۴:۳۰');
    expect(displayJalaliDateTime('1405-09-01')).toBe('۱۴۰۵/۰۹/۰۱');
  });
  it('signs amounts', () => {
    expect(signedAmount(500_000)).toBe('+۵۰۰٬۰۰۰');
    expect(signedAmount(-20_000)).toBe('−۲۰٬۰۰۰');
    expect(signedAmount(0)).toBe('۰');
  });
});

describe('couponTerms', () => {
  const base = { code: 'X', title: 't', percent: null, amount: null, max_discount: null, min_order: 0, expires_at: null, expires_at_jalali: null, personal: false };
  it('words a capped percent with its expiry', () => {
    expect(couponTerms({ ...base, percent: 10, max_discount: 100_000, expires_at_jalali: '1405-12-29 23:59' })).toEqual([
      '۱۰٪ تخفیف',
      'تا سقف ۱۰۰٬۰۰۰ تومان',
      'معتبر تا ۱۴۰۵/۱۲/۲۹، ساعت ۲۳:۵۹',
    ]);
  });
  it('words an amount with a minimum order and no end', () => {
    expect(couponTerms({ ...base, amount: 50_000, min_order: 300_000 })).toEqual(['۵۰٬۰۰۰ تومان تخفیف', 'برای سفارش از ۳۰۰٬۰۰۰ تومان', 'بدون تاریخ انقضا']);
  });
});

describe('supportRequest', () => {
  it('builds a type 1 ticket with a normalised mobile', () => {
    expect(supportRequest(' سارا ', '۰۹۱۲۱۲۳۴۵۶۷', ' سفارشم نرسید ')).toEqual({
      ok: true,
      request: { type: 1, name: 'سارا', mobile: '09121234567', description: 'سفارشم نرسید' },
    });
  });
  it('names the first field at fault', () => {
    expect(supportRequest('', '09121234567', 'x')).toMatchObject({ ok: false, field: 'name' });
    expect(supportRequest('a', '123', 'x')).toMatchObject({ ok: false, field: 'mobile' });
    expect(supportRequest('a', '09121234567', '  ')).toMatchObject({ ok: false, field: 'description' });
  });
});

describe('QR landing flags', () => {
  it('accepts base64url ids only', () => {
    expect(qrIdFrom('aB3_-xYz0123456789abcd')).toBe('aB3_-xYz0123456789abcd');
    expect(qrIdFrom('../etc')).toBeNull();
    expect(qrIdFrom('')).toBeNull();
  });
  it('reads a positive login_to_id from the one cookie the QR route set', () => {
    expect(qrShopFromCookies('qr_shop=7', false)).toBe(7);
    expect(qrShopFromCookies('shop_role=customer; qr_shop=7; x=1', false)).toBe(7);
    expect(qrShopFromCookies('qr_shop=0', false)).toBeNull();
    expect(qrShopFromCookies('qr_shop=x', false)).toBeNull();
    expect(qrShopFromCookies('not_qr_shop=7', false)).toBeNull();
    expect(qrShopFromCookies('qr_shop=7; qr_shop=9', false)).toBeNull();
    expect(qrShopFromCookies('', false)).toBeNull();
  });
  it('over https reads only the __Host- cookie, which no other site can plant for this one', () => {
    expect(qrShopFromCookies('__Host-qr_shop=7', true)).toBe(7);
    expect(qrShopFromCookies('qr_shop=9', true)).toBeNull();
    expect(qrShopFromCookies('qr_shop=9; __Host-qr_shop=7', true)).toBe(7);
  });
  it('reads login_to_id where the spec puts it (data.user), or beside the user', () => {
    expect(loginToIdOf({ data: { user: { id: 3, login_to_id: 12 }, token: {} } })).toBe(12);
    expect(loginToIdOf({ data: { user: { id: 3 }, login_to_id: 9 } })).toBe(9);
    for (const bad of [null, {}, { data: null }, { data: { user: { login_to_id: '12' } } }, { data: { login_to_id: 0 } }, { data: { login_to_id: 1.5 } }]) {
      expect(loginToIdOf(bad)).toBeNull();
    }
  });
});
