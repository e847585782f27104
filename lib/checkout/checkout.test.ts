import { describe, expect, it } from 'vitest';
import { descriptionParts, orderDescription, MAX_DESCRIPTION_LENGTH, phoneValue, templateValueError } from './description';
import { cardAmount, cardMinimumNote, creditGap } from './credit-gap';
import { RETRY_WINDOW_MS, isRecentSubmission, keyFor, lostAnswer, newIdempotencyKey, requestFingerprint } from './idempotency';
import { bookingSubject } from '@/lib/reservation/payload';
import { orderMayExist } from './submit-failure';
import { ApiError } from '@/lib/errors';

describe('order description', () => {
  it('puts the filled template first, then the free text', () => {
    expect(orderDescription('call_on_delivery', ' 09121234567 ', 'زنگ در خراب است')).toBe(
      'هنگام تحویل با این شماره تماس بگیرید: 09121234567\nزنگ در خراب است',
    );
    expect(orderDescription('recipient', 'مریم', '')).toBe('تحویل‌گیرنده سفارش: مریم');
    expect(orderDescription('call_when_leaving', '031 3222 1234', '')).toBe('به محض حرکت پیک با این شماره تماس بگیرید: 03132221234');
  });

  it('takes a mobile in any form or a landline with its area code as a phone template\'s number, nothing else', () => {
    expect(phoneValue('+98 912 123 4567')).toBe('09121234567');
    expect(phoneValue('۹۱۲۱۲۳۴۵۶۷')).toBe('09121234567');
    expect(phoneValue('۰۳۱-۳۲۲۲۱۲۳۴')).toBe('03132221234');
    for (const bad of ['0912abc', '0912', '09121234567890', 'abc', '3222 1234', '0312abc2221234']) expect(phoneValue(bad), bad).toBeNull();
    expect(templateValueError('call_on_delivery', '0912abc')).toMatch(/^شماره تماس معتبر نیست/);
    // Empty is said otherwise (the template is then not sent); a name is no number.
    expect(templateValueError('call_on_delivery', '  ')).toBeNull();
    expect(templateValueError('recipient', 'مریم')).toBeNull();
    expect(templateValueError(null, 'x')).toBeNull();
    expect(orderDescription('call_on_delivery', '0912abc', 'یادداشت')).toBe('یادداشت');
  });

  it('sends a phone number typed in Persian digits in Western ones, a name as typed', () => {
    expect(orderDescription('call_on_delivery', '۰۹۱۲۱۲۳۴۵۶۷', '')).toBe('هنگام تحویل با این شماره تماس بگیرید: 09121234567');
    expect(orderDescription('recipient', 'مریم ۲', '')).toBe('تحویل‌گیرنده سفارش: مریم ۲');
  });

  it('drops a template without its value, and nothing chosen gives the note alone', () => {
    expect(orderDescription('recipient', '  ', 'یادداشت')).toBe('یادداشت');
    expect(orderDescription(null, 'x', '')).toBe('');
    expect(orderDescription(null, '', 'ا'.repeat(2000))).toHaveLength(MAX_DESCRIPTION_LENGTH);
  });
});

describe("the order page's description", () => {
  it('shows numbers in Persian digits but keeps a pasted web address as typed', () => {
    const link = 'https://www.google.com/maps/place/32.6463051,51.6675983/@32.64,51.66,17z';
    expect(descriptionParts(`زنگ واحد 9؛ نقشه: ${link} ممنون`)).toEqual([
      { text: 'زنگ واحد ۹؛ نقشه: ', address: false },
      { text: link, address: true },
      { text: ' ممنون', address: false },
    ]);
    expect(descriptionParts('طبقه 3')).toEqual([{ text: 'طبقه ۳', address: false }]);
  });
});

describe('credit gap', () => {
  it('is |credit − price| (spec section 9)', () => {
    expect(creditGap(30_000, 100_000)).toBe(70_000);
    expect(creditGap(150_000, 100_000)).toBe(50_000);
  });

  it('pays by card what credit does not cover, or everything for a card payment', () => {
    expect(cardAmount('credit', 30_000, 100_000)).toBe(70_000);
    expect(cardAmount('credit', 150_000, 100_000)).toBe(0);
    expect(cardAmount('credit', -5, 100_000)).toBe(100_000);
    expect(cardAmount('online', 150_000, 100_000)).toBe(100_000);
    // A card pays 1,000 Toman at the least, as the server charges it.
    expect(cardAmount('credit', 99_700, 100_000)).toBe(1_000);
    expect(cardAmount('online', 0, 500)).toBe(1_000);
    expect(cardAmount('online', 0, 0)).toBe(0);
    expect(cardMinimumNote('credit', 99_700, 100_000)).toBe('کمترین پرداخت با کارت ۱٬۰۰۰ تومان است؛ باقی آن به اعتبار شما افزوده می‌شود.');
    expect(cardMinimumNote('credit', 30_000, 100_000)).toBeNull();
  });
});

describe('checkout idempotency key', () => {
  it('is kept for a retry of the same request and renewed when the request changes', () => {
    const a = { product_id: 7, count: 1 };
    const first = keyFor(null, a, 1_000_000);
    expect(first.key).toMatch(/^[0-9a-f]{32}$/);
    expect(keyFor(first, { ...a }, 1_000_000 + RETRY_WINDOW_MS - 1)).toBe(first);
    const second = keyFor(first, { ...a, count: 2 }, 1_000_001);
    expect(second.signature).not.toBe(first.signature);
    expect(second.key).not.toBe(first.key);
    // The same cart long after (a new order of the same thing), or a key stored without its time.
    expect(keyFor(first, a, 1_000_000 + RETRY_WINDOW_MS).key).not.toBe(first.key);
    expect(keyFor({ key: first.key, signature: first.signature }, a).key).not.toBe(first.key);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });

  it('counts a submission as recent within the retry window only', () => {
    const made = { key: 'k'.repeat(32), signature: '0'.repeat(16), madeAt: 1_000_000 };
    expect(isRecentSubmission(made, 1_000_000 + RETRY_WINDOW_MS - 1)).toBe(true);
    expect(isRecentSubmission(made, 1_000_000 + RETRY_WINDOW_MS)).toBe(false);
    expect(isRecentSubmission({ key: made.key, signature: made.signature }, 1_000_000)).toBe(false);
    expect(isRecentSubmission(null, 1_000_000)).toBe(false);
  });

  it('stores a fingerprint of the request, never what it says (a guest\'s name and national code)', () => {
    const guest = { mobile: '09121234567', first_name: 'سارا', nation_code: '0499370899' };
    const { signature } = keyFor(null, { times: [guest] });
    expect(signature).toMatch(/^[0-9a-f]{16}$/);
    for (const value of Object.values(guest)) expect(signature).not.toContain(value);
    expect(requestFingerprint({ times: [{ ...guest, nation_code: '0499370898' }] })).not.toBe(signature);
  });
});

describe('a booking whose answer was lost', () => {
  const item = { id: 5, count: 2, times: [{ date: '2026-12-01', reserve_time_id: 9 }] } as never;
  const other = { id: 5, count: 3, times: [{ date: '2026-12-01', reserve_time_id: 9 }] } as never;
  const lost = { key: 'k'.repeat(32), signature: '0123456789abcdef', madeAt: 1_000, answerLost: true, subject: bookingSubject(item) };

  it('is about that very choice, for the retry window only', () => {
    expect(lostAnswer(lost, bookingSubject(item), 2_000)).toBe(true);
    expect(lostAnswer(lost, bookingSubject(other), 2_000)).toBe(false);
    expect(lostAnswer(lost, null, 2_000)).toBe(false);
    expect(lostAnswer(lost, bookingSubject(item), 1_000 + RETRY_WINDOW_MS)).toBe(false);
    expect(lostAnswer({ ...lost, answerLost: false }, bookingSubject(item), 2_000)).toBe(false);
  });
});

describe('a failed order submit', () => {
  it('may have placed the order unless the API itself answered', () => {
    expect(orderMayExist(new ApiError('network'))).toBe(true);
    expect(orderMayExist(new ApiError('timeout'))).toBe(true);
    expect(orderMayExist(new ApiError('unexpected', 201))).toBe(true);
    expect(orderMayExist(new ApiError('http', 504))).toBe(true);
    expect(orderMayExist(new ApiError('http', 502))).toBe(true);
    expect(orderMayExist(new TypeError('x'))).toBe(true);
    expect(orderMayExist(new ApiError('http', 409))).toBe(false);
    expect(orderMayExist(new ApiError('http', 400))).toBe(false);
    expect(orderMayExist(new ApiError('http', 500))).toBe(false);
  });
});
