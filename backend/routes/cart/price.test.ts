import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { seedCoupons } from '../../seed/coupons';
import { insertCartFixture, type CartFixture } from './fixtures';
import { addAddress, insertZone } from '../checkout/fixtures';

let h: Harness;
let fx: CartFixture;
let me: { token: string; customerId: number };
let other: { token: string; customerId: number };
/** Addresses in the test's own zones, by their shipping price. */
const ship: Record<number, number> = {};
let otherAddress: number;
let outOfZone: number;
const MOBILE = '09126660001';

beforeAll(async () => {
  h = await startHarness();
  fx = await insertCartFixture(h);
  me = await h.login(MOBILE);
  other = await h.login('09126660002');
  await h.backend.db.query('UPDATE customers SET credit = 123456 WHERE id = $1', [me.customerId]);
  const db = h.backend.db;
  // Seeded twice: the seed must be idempotent.
  await seedCoupons(db);
  await seedCoupons(db);
  await db.query(`INSERT INTO coupons (code, percent, max_discount) VALUES ('PCT10', 10, 30000), ('PCT5', 5, NULL)`);
  await db.query(`INSERT INTO coupons (code, amount) VALUES ('HUGE', 1000000)`);
  await db.query(`INSERT INTO coupons (code, percent, expires_at) VALUES ('GONE', 10, now() - interval '1 day')`);
  await db.query(`INSERT INTO coupons (code, percent, active) VALUES ('OFF', 10, false)`);
  await db.query(`INSERT INTO coupons (code, percent, customer_id) VALUES ('MINE', 10, $1)`, [other.customerId]);
  for (const amount of [25_000, 10_000, 7_000]) ship[amount] = await addAddress(h, me, await insertZone(h, amount));
  otherAddress = await addAddress(h, other, await insertZone(h, 1_000));
  outOfZone = await addAddress(h, me, { lat: -45, lng: -100 });
});
afterAll(() => h.backend.db.close());

const price = (body: Record<string, unknown>, token = me.token, path = '/api/v1/order/price/') =>
  h.call('POST', path, { token, body: { customer: MOBILE, coupon: '', shipping_price: 0, use_coupon: false, ...body } });

/** 2 × unlimited (100,000) + 1 × discounted (200,000 − 20%) + 1 × latte (120,000) with both toppings (15,000 + 20,000). */
const cart = () => [
  { product_id: fx.unlimited, count: 2 },
  { product_id: fx.discounted, count: 1 },
  { product_id: fx.withToppings, count: 1, toppings: [{ id: fx.almond, count: 1 }, { id: fx.shot, count: 1 }] },
];

describe('order price', () => {
  it('totals products, product discounts and toppings', async () => {
    const res = await price({ products: cart() });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    const { invoice, customer_credit } = res.body.data;
    // total 200,000 + 200,000 + 155,000; discount 40,000.
    expect(invoice).toMatchObject({ total: 555_000, products_discount: 40_000, coupon_discount: 0, shipping_price: 0, price: 515_000, coupon: null, skipped: [] });
    expect(invoice.items).toEqual([
      { product_id: fx.unlimited, count: 2, unit_price: 100_000, line_price: 200_000, toppings: [] },
      { product_id: fx.discounted, count: 1, unit_price: 160_000, line_price: 160_000, toppings: [] },
      {
        product_id: fx.withToppings,
        count: 1,
        unit_price: 155_000,
        line_price: 155_000,
        toppings: [
          { id: fx.almond, name: 'شیر بادام', price: 15_000, count: 1 },
          { id: fx.shot, name: 'شات اضافه', price: 20_000, count: 1 },
        ],
      },
    ]);
    expect(customer_credit).toBe(123_456);
  });

  it('adds shipping from the address zone, never the client value, and answers without the trailing slash too', async () => {
    const res = await price({ products: cart(), address: ship[25_000], shipping_price: 1 }, me.token, '/api/v1/order/price');
    expect(res.status).toBe(200);
    expect(res.body.data.invoice).toMatchObject({ shipping_price: 25_000, price: 540_000 });
    // Pick-up costs no shipping; no address yet means none either.
    const pickUp = await price({ products: cart(), address: ship[25_000], delivery: false, shipping_price: 25_000 });
    expect(pickUp.body.data.invoice).toMatchObject({ shipping_price: 0, price: 515_000 });
    const none = await price({ products: cart(), shipping_price: 25_000 });
    expect(none.body.data.invoice).toMatchObject({ shipping_price: 0, price: 515_000 });
  });

  it('refuses an address outside every zone, another customer’s address and a malformed one', async () => {
    const out = await price({ products: cart(), address: outOfZone });
    expect(out.status).toBe(400);
    expect(out.body.msg).toBe('خارج از محدوده');
    expect((await price({ products: cart(), address: otherAddress })).status).toBe(404);
    expect((await price({ products: cart(), address: 'home' })).status).toBe(400);
  });

  it('applies a percentage coupon up to its maximum', async () => {
    const capped = await price({ products: cart(), coupon: 'pct10', use_coupon: true, address: ship[25_000] });
    // 10% of 515,000 = 51,500, capped at 30,000.
    expect(capped.body.data.invoice).toMatchObject({
      coupon_discount: 30_000,
      price: 515_000 - 30_000 + 25_000,
      coupon: { code: 'PCT10', valid: true, msg: 'کد تخفیف تأیید شد' },
    });
    const uncapped = await price({ products: cart(), coupon: 'PCT5', use_coupon: true });
    // 5% of 515,000 = 25,750.
    expect(uncapped.body.data.invoice).toMatchObject({ coupon_discount: 25_750, price: 489_250 });
  });

  it('ignores the coupon unless use_coupon is true', async () => {
    const res = await price({ products: cart(), coupon: 'PCT10', use_coupon: false });
    expect(res.body.data.invoice).toMatchObject({ coupon_discount: 0, price: 515_000, coupon: null });
  });

  it('applies a fixed coupon only above its minimum order (seeded WELCOME)', async () => {
    const small = await price({ products: [{ product_id: fx.limit2, count: 2 }], coupon: 'WELCOME', use_coupon: true, address: ship[10_000] });
    expect(small.status).toBe(200);
    expect(small.body.data.invoice).toMatchObject({ total: 100_000, coupon_discount: 0, price: 110_000 });
    expect(small.body.data.invoice.coupon.valid).toBe(false);
    expect(small.body.data.invoice.coupon.msg).toContain('۳۰۰٬۰۰۰ تومان');

    const big = await price({ products: cart(), coupon: 'welcome', use_coupon: true });
    expect(big.body.data.invoice).toMatchObject({ coupon_discount: 50_000, price: 465_000, coupon: { code: 'WELCOME', valid: true } });
  });

  it('reports expired, inactive, unknown, other customers’ and gift codes as invalid without failing', async () => {
    const cases: [string, RegExp][] = [
      ['OLD1404', /مهلت/],
      ['GONE', /مهلت/],
      ['OFF', /معتبر نیست/],
      ['NOPE', /معتبر نیست/],
      ['MINE', /معتبر نیست/],
      ['gift-500k', /معتبر نیست/],
    ];
    for (const [code, msg] of cases) {
      const res = await price({ products: cart(), coupon: code, use_coupon: true });
      expect(res.status, code).toBe(200);
      expect(res.body.data.invoice.coupon.valid, code).toBe(false);
      expect(res.body.data.invoice.coupon.msg, code).toMatch(msg);
      expect(res.body.data.invoice).toMatchObject({ coupon_discount: 0, price: 515_000 });
    }
    // NOROOZ1405 (seeded): 10% of 515,000 = 51,500, under its 100,000 cap.
    const noroz = await price({ products: cart(), coupon: 'NOROOZ1405', use_coupon: true });
    expect(noroz.body.data.invoice.coupon_discount).toBe(51_500);
  });

  it('never lets a coupon take the price below shipping', async () => {
    const res = await price({ products: [{ product_id: fx.limit2, count: 1 }], coupon: 'HUGE', use_coupon: true, address: ship[7_000] });
    expect(res.body.data.invoice).toMatchObject({ total: 50_000, coupon_discount: 50_000, price: 7_000 });
  });

  it('leaves sold-out products out and reports them', async () => {
    const res = await price({ products: [...cart(), { product_id: fx.soldOut, count: 3 }] });
    expect(res.status).toBe(200);
    const { invoice } = res.body.data;
    expect(invoice.skipped).toEqual([fx.soldOut]);
    expect(invoice.items.map((i: any) => i.product_id)).not.toContain(fx.soldOut);
    expect(invoice).toMatchObject({ total: 555_000, price: 515_000 });
  });

  it('refuses counts above a limit, foreign toppings and unknown products', async () => {
    const over = await price({ products: [{ product_id: fx.limit2, count: 3 }] });
    expect(over.status).toBe(400);
    expect(over.body.msg).toMatch(/حداکثر ۲ عدد/);
    const foreign = await price({ products: [{ product_id: fx.withToppings, count: 1, toppings: [fx.foreignTopping] }] });
    expect(foreign.status).toBe(400);
    expect((await price({ products: [{ product_id: 99_999, count: 1 }] })).status).toBe(404);
  });

  it('refuses a reservable product as goods: it is priced per place through a reservation only', async () => {
    const res = await price({ products: [...cart(), { product_id: fx.reservable, count: 1 }] });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/«table» با نوبت‌گیری/);
  });

  it('validates the request', async () => {
    for (const body of [
      { products: [] },
      { products: undefined },
      { products: [{ product_id: fx.unlimited }] },
      { products: cart(), delivery: 'maybe' },
      { products: cart(), use_coupon: 'maybe' },
    ]) {
      const res = await price(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
  });

  it('is for the calling customer only', async () => {
    expect((await h.call('POST', '/api/v1/order/price/', { body: { products: cart() } })).status).toBe(401);
    const guest = await h.guest();
    expect((await price({ products: cart() }, guest)).status).toBe(401);
    expect((await price({ products: cart(), customer: '09126660002' })).status).toBe(403);
    expect((await price({ products: cart(), customer: other.customerId })).status).toBe(403);
    expect((await price({ products: cart(), customer: me.customerId })).status).toBe(200);
    expect((await price({ products: cart(), customer: '۰۹۱۲۶۶۶۰۰۰۱' })).status).toBe(200);
  });
});
