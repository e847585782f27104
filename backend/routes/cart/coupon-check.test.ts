import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { seedCoupons } from '../../seed/coupons';
import { ADDRESS_FAILED_CODES_PER_HOUR, FAILED_CODES_PER_HOUR } from './coupons';
import { insertCartFixture, interleaveQueries } from './fixtures';

let h: Harness;
let me: { token: string; customerId: number };
let other: { token: string; customerId: number };
let productId: number;

beforeAll(async () => {
  h = await startHarness();
  await seedCoupons(h.backend.db);
  me = await h.login('09126660011');
  other = await h.login('09126660012');
  await h.backend.db.query(`INSERT INTO coupons (code, percent, customer_id) VALUES ('THEIRS', 10, $1)`, [other.customerId]);
  productId = (await insertCartFixture(h)).unlimited;
});
afterAll(() => h.backend.db.close());

const check = (code: unknown, token = me.token, address?: string) =>
  h.call('POST', '/api/v1/app/coupons/check', { token, body: { code }, headers: address ? { 'x-forwarded-for': address } : {} });

describe('coupon check', () => {
  it('confirms a live coupon, whatever its minimum order (order/price judges that)', async () => {
    for (const code of ['norooz1405', ' WELCOME ', 'NOROOZ۱۴۰۵']) {
      const res = await check(code);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ valid: true, msg: 'کد تخفیف تأیید شد' });
    }
  });

  it('rejects unknown, expired, gift and other customers\' codes with their reason', async () => {
    expect((await check('NOPE')).body.data).toEqual({ code: 'NOPE', valid: false, msg: 'کد تخفیف معتبر نیست' });
    expect((await check('OLD1404')).body.data.msg).toBe('مهلت استفاده از این کد تخفیف تمام شده است');
    // A gift code is not told apart from an unknown one.
    expect((await check('GIFT-500K')).body.data).toEqual({ code: 'GIFT-500K', valid: false, msg: 'کد تخفیف معتبر نیست' });
    expect((await check('THEIRS')).body.data.valid).toBe(false);
    expect((await check('THEIRS', other.token)).body.data.valid).toBe(true);
  });

  it('refuses an empty or non-text code with 400, and guests with 401', async () => {
    expect((await check('')).status).toBe(400);
    expect((await check(42)).status).toBe(400);
    expect((await check('WELCOME', await h.guest())).status).toBe(401);
  });
});

describe('guessing coupon codes', () => {
  it('answers 429 after 10 refused codes an hour from one customer; confirmed codes count for nothing', async () => {
    // Start at the beginning of an hour window, so the count cannot straddle two windows.
    h.advance(3601 - ((h.now().getTime() / 1000) % 3600));
    const guesser = await h.login('09126660021');
    for (let i = 0; i < 15; i++) expect((await check('WELCOME', guesser.token, '10.66.0.1')).body.data.valid).toBe(true);
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) statuses.push((await check(randomBytes(6).toString('hex'), guesser.token, '10.66.0.1')).status);
    expect(statuses).toEqual([...Array(FAILED_CODES_PER_HOUR).fill(200), ...Array(50 - FAILED_CODES_PER_HOUR).fill(429)]);
    const refused = await check('WELCOME', guesser.token, '10.66.0.1');
    expect(refused.body).toMatchObject({
      success: false,
      code: 429,
      msg: 'تعداد تلاش‌های ناموفق برای ثبت کد بیش از حد مجاز است؛ لطفاً ساعتی بعد دوباره تلاش کنید',
    });
    // Another customer at that address is answered as before: ten failures are far from the address's ceiling.
    const sibling = await h.login('09126660022');
    expect((await check('WELCOME', sibling.token, '10.66.0.1')).body.data.valid).toBe(true);
    expect((await check(randomBytes(6).toString('hex'), sibling.token, '10.66.0.1')).body.data.valid).toBe(false);
    // The hour over, the guesser is heard again.
    h.advance(3600);
    expect((await check('WELCOME', guesser.token, '10.66.0.1')).body.data.valid).toBe(true);
  });

  it('counts codes priced or submitted with an order against the same allowance: their answers tell a guesser as much', async () => {
    h.advance(3601 - ((h.now().getTime() / 1000) % 3600));
    const guesser = await h.login('09126660031');
    const withCode = (path: string, coupon: string) =>
      h.call('POST', path, {
        token: guesser.token,
        body: { products: [{ product_id: productId, count: 1 }], use_coupon: true, coupon, payment_type: 'credit', delivery: false, msg: '', shipping_price: 0, idempotency_key: randomBytes(8).toString('hex') },
        headers: { 'x-forwarded-for': '10.66.0.2' },
      });
    // A confirmed code priced again and again (the checkout re-prices on every change) costs nothing.
    for (let i = 0; i < 15; i++) expect((await withCode('/api/v1/order/price/', 'WELCOME')).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < FAILED_CODES_PER_HOUR; i++) statuses.push((await withCode('/api/v1/order/price/', randomBytes(6).toString('hex'))).status);
    expect(statuses).toEqual(Array(FAILED_CODES_PER_HOUR).fill(200));
    // Past the allowance the price still comes, without the code and without a verdict on it.
    const priced = await withCode('/api/v1/order/price/', 'WELCOME');
    expect(priced.status).toBe(200);
    expect(priced.body.data.invoice.coupon).toMatchObject({ valid: false, msg: 'تعداد تلاش‌های ناموفق برای ثبت کد بیش از حد مجاز است؛ لطفاً ساعتی بعد دوباره تلاش کنید' });
    expect(priced.body.data.invoice.coupon_discount).toBe(0);
    expect((await withCode('/api/v1/order/submit', 'ANOTHER2')).status).toBe(429);
    expect((await check('ANOTHER3', guesser.token, '10.66.0.2')).status).toBe(429);
  });
});

describe('one client address shared by many customers (carrier NAT)', () => {
  const LIMIT_MSG = 'تعداد تلاش‌های ناموفق برای ثبت کد بیش از حد مجاز است؛ لطفاً ساعتی بعد دوباره تلاش کنید';
  let mobiles = 0;
  const people = async (n: number) => {
    const list = [];
    for (let i = 0; i < n; i++) list.push(await h.login(`0912667${String(++mobiles).padStart(4, '0')}`));
    return list;
  };

  it("answers the address's guesses up to its ceiling, even sent at once; valid codes go through until then, and nothing after", async () => {
    h.advance(3601 - ((h.now().getTime() / 1000) % 3600));
    const extra = 5;
    const [guessers, [shopper]] = [await people(ADDRESS_FAILED_CODES_PER_HOUR + extra), await people(1)];
    expect((await check('NOROOZ1405', shopper.token, '10.66.1.1')).body.data.valid).toBe(true);
    const restore = interleaveQueries(h);
    const guesses = await Promise.all(guessers.map((g) => check(randomBytes(6).toString('hex'), g.token, '10.66.1.1')));
    restore();
    expect(guesses.filter((r) => r.status === 200 && r.body.data.valid === false)).toHaveLength(ADDRESS_FAILED_CODES_PER_HOUR);
    const refused = guesses.filter((r) => r.status === 429);
    expect(refused).toHaveLength(extra);
    for (const r of refused) expect(r.body).toEqual({ success: false, data: null, msg: LIMIT_MSG, code: 429 });
    // A refusal of failures only would say «not valid» all the same: past the ceiling, valid codes wait too.
    expect((await check('WELCOME', shopper.token, '10.66.1.1')).body).toMatchObject({ code: 429 });
    h.advance(3600);
    expect((await check('WELCOME', shopper.token, '10.66.1.1')).body.data.valid).toBe(true);
  });

  it('counts a confirmed coupon that expired once, however often the checkout prices it again', async () => {
    h.advance(3601 - ((h.now().getTime() / 1000) % 3600));
    const [buyer] = await people(1);
    await h.backend.db.query(`INSERT INTO coupons (code, percent, expires_at) VALUES ('SOON', 10, $1)`, [new Date(h.now().getTime() + 60_000)]);
    const price = () =>
      h.call('POST', '/api/v1/order/price/', {
        token: buyer.token,
        body: { products: [{ product_id: productId, count: 1 }], use_coupon: true, coupon: 'SOON', delivery: false },
        headers: { 'x-forwarded-for': '10.66.1.2' },
      });
    expect((await check('SOON', buyer.token, '10.66.1.2')).body.data.valid).toBe(true);
    expect((await price()).body.data.invoice.coupon_discount).toBeGreaterThan(0);
    h.advance(120);
    for (let i = 0; i < 15; i++) {
      const res = await price();
      expect(res.status).toBe(200);
      expect(res.body.data.invoice.coupon).toMatchObject({ valid: false, msg: 'مهلت استفاده از این کد تخفیف تمام شده است' });
    }
    // One failure used: nine more guesses are answered, the tenth is refused.
    for (let i = 0; i < FAILED_CODES_PER_HOUR - 1; i++) expect((await check(randomBytes(6).toString('hex'), buyer.token, '10.66.1.2')).status).toBe(200);
    expect((await check(randomBytes(6).toString('hex'), buyer.token, '10.66.1.2')).status).toBe(429);
  });
});
