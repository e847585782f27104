import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { DEFAULT_HOLD_SECONDS, MAX_HOLD_RENEWAL_SECONDS } from '../../reservations/places';
import { daysAhead, insertOrder, productId, turnWithRemain } from '../../reservations/test-fixtures';
import { insertCartFixture, interleaveQueries, type CartFixture } from '../cart/fixtures';
import { FAILED_CODES_PER_HOUR } from '../cart/coupons';
import { cartMessages } from '../cart/messages';
import { ORDER_PAYMENT_WINDOW_S } from './payment-window';
import { lockOrderCoupon } from './coupon-uses';

let h: Harness;
let fx: CartFixture;
let seq = 0;
let day = 120;
beforeAll(async () => {
  h = await startHarness();
  fx = await insertCartFixture(h);
});
afterAll(() => h.backend.db.close());

const { usedUp: USED_UP, usedByYou: USED_BY_YOU, heldForOrder: HELD_FOR } = cartMessages.coupon;
const refusal = (msg: string) => ({ success: false, data: null, msg, code: 409 });

/** A fresh coupon of 10,000 Toman with the given limits; returns its code. */
async function coupon(limits: { max_uses?: number; per_customer?: number }): Promise<string> {
  const code = `LIMIT${++seq}`;
  await h.backend.db.query('INSERT INTO coupons (code, title, amount, max_uses, max_uses_per_customer) VALUES ($1, $1, 10000, $2, $3)', [
    code,
    limits.max_uses ?? null,
    limits.per_customer ?? null,
  ]);
  return code;
}

/** Orders (one 100,000 Toman product, picked up) and coupon calls of a fresh customer. */
async function customer(credit = 10_000_000) {
  const mobile = `0912118${String(++seq).padStart(4, '0')}`;
  const me = await h.login(mobile);
  await h.setCredit(me.customerId, credit);
  const submit = (code: string, opts: { key?: string; payment_type?: 'credit' | 'online'; count?: number } = {}) =>
    h.call('POST', '/api/v1/order/submit/', {
      token: me.token,
      body: {
        products: [{ product_id: fx.unlimited, count: opts.count ?? 1 }],
        delivery: false,
        payment_type: opts.payment_type ?? 'credit',
        use_coupon: true,
        coupon: code,
        idempotency_key: opts.key ?? `coupon-${mobile}-${++seq}`,
      },
    });
  const check = async (code: string) => (await h.call('POST', '/api/v1/app/coupons/check', { token: me.token, body: { code } })).body.data;
  const listed = async () =>
    ((await h.call('GET', `/api/v1/app/customer/${me.customerId}/coupons`, { token: me.token })).body.data as { code: string }[]).map((c) => c.code);
  const price = async (code: string) =>
    (await h.call('POST', '/api/v1/order/price/', { token: me.token, body: { products: [{ product_id: fx.unlimited, count: 1 }], delivery: false, use_coupon: true, coupon: code } }))
      .body.data.invoice;
  const pay = (orderId: number) =>
    h.call('POST', `/api/v1/order/${orderId}/payment/create`, { token: me.token, body: { success_url: '/paid-order', fail_url: `/order/${orderId}` } });
  const view = async (orderId: number) => (await h.call('GET', `/api/v1/app/order/${orderId}`, { token: me.token })).body.data;
  const orders = async () => (await h.backend.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE customer_id = $1', [me.customerId]))[0].n;
  return { ...me, mobile, submit, check, listed, price, pay, view, orders };
}

/** The orders holding a use of the coupon (coupon_redemptions), oldest first. */
async function uses(code: string): Promise<number[]> {
  const rows = await h.backend.db.query<{ order_id: number }>(
    'SELECT r.order_id FROM coupon_redemptions r JOIN coupons c ON c.id = r.coupon_id WHERE c.code = $1 ORDER BY r.order_id',
    [code],
  );
  return rows.map((r) => r.order_id);
}

describe('coupon usage limits at submit', () => {
  it('20 parallel submits with fresh idempotency keys: a once-per-customer coupon discounts one order, the others are refused with the reason', async () => {
    const code = await coupon({ per_customer: 1 });
    const me = await customer();
    const restore = interleaveQueries(h);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => me.submit(code, { key: `parallel-${me.mobile}-${i}` })));
    restore();
    const placed = answers.filter((a) => a.status === 201);
    expect(placed).toHaveLength(1);
    expect(placed[0].body.data.order.invoice).toMatchObject({ coupon_code: code, coupon_discount: 10_000, price: 90_000 });
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(19);
    // The code-guessing allowance counts lookups in flight (coupons.ts): past FAILED_CODES_PER_HOUR at
    // once, the rest are its 429. The ones it lets through are the coupon's 409.
    const byCoupon = refused.filter((a) => a.status === 409);
    expect(byCoupon.length).toBeGreaterThanOrEqual(FAILED_CODES_PER_HOUR - 1);
    for (const a of byCoupon) expect(a.body).toEqual(refusal(USED_BY_YOU));
    for (const a of refused.filter((r) => r.status !== 409)) expect(a.body).toMatchObject({ code: 429, msg: cartMessages.coupon.tooManyFailures });
    expect(await me.orders()).toBe(1);
    expect(await uses(code)).toEqual([placed[0].body.data.order_id]);
    // Nothing else was charged: one order of 90,000.
    expect(Number((await h.backend.db.query<{ credit: number }>('SELECT credit FROM customers WHERE id = $1', [me.customerId]))[0].credit)).toBe(10_000_000 - 90_000);
    // Another customer's allowance is their own.
    const other = await customer();
    expect((await other.submit(code)).status).toBe(201);
  });

  it('a total max_uses holds across customers submitting in parallel', async () => {
    const code = await coupon({ max_uses: 3 });
    const [a, b] = [await customer(), await customer()];
    const restore = interleaveQueries(h);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).submit(code)));
    restore();
    const placed = answers.filter((r) => r.status === 201);
    expect(placed).toHaveLength(3);
    for (const r of placed) expect(r.body.data.order.invoice).toMatchObject({ coupon_code: code, coupon_discount: 10_000 });
    const refused = answers.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(17);
    for (const r of refused) expect(r.body).toEqual(refusal(USED_UP));
    expect((await uses(code)).sort()).toEqual(placed.map((r) => r.body.data.order_id).sort());
    expect((await a.orders()) + (await b.orders())).toBe(3);

    // A third customer is told before submitting: the check, the price and the list agree.
    const c = await customer();
    expect(await c.check(code)).toEqual({ code, valid: false, msg: USED_UP });
    expect(await c.price(code)).toMatchObject({ coupon_discount: 0, price: 100_000, coupon: { code, valid: false, msg: USED_UP } });
    expect(await c.listed()).not.toContain(code);
    expect((await c.submit(code)).body).toEqual(refusal(USED_UP));
  });

  it('a replay of the same idempotency key returns its order, neither refused nor counted again; a new key is refused', async () => {
    const code = await coupon({ max_uses: 1, per_customer: 1 });
    const me = await customer(0);
    const key = `replay-${me.mobile}`;
    const first = await me.submit(code, { key });
    expect(first.status, first.body.msg).toBe(201);
    const orderId = first.body.data.order_id;
    const replays = await Promise.all(Array.from({ length: 5 }, () => me.submit(code, { key })));
    for (const r of replays) {
      expect(r.status, r.body.msg).toBe(200);
      expect(r.body.data).toMatchObject({ order_id: orderId, replayed: true, order: { invoice: { coupon_code: code, coupon_discount: 10_000 } } });
    }
    expect(await uses(code)).toEqual([orderId]);
    expect((await me.submit(code, {})).body).toEqual(refusal(HELD_FOR(orderId)));
    // Paid later, the replay still answers with the order.
    await h.setCredit(me.customerId, 90_000);
    expect((await me.pay(orderId)).body.data).toMatchObject({ paid: true });
    expect((await me.submit(code, { key })).body.data).toMatchObject({ order_id: orderId, replayed: true, paid: true });
    expect(await uses(code)).toEqual([orderId]);
  });

  it("a payment start locks the coupon's row only for a total limit: other customers' checkouts with a per-customer coupon do not queue", async () => {
    for (const [limits, shared] of [[{ per_customer: 1 }, false], [{ max_uses: 5 }, true]] as const) {
      const code = await coupon(limits);
      const me = await customer(0);
      const placed = await me.submit(code, { payment_type: 'online' });
      expect(placed.status, placed.body.msg).toBe(201);
      const lockedHere = await h.backend.db.tx(async (q) => {
        await lockOrderCoupon(q, placed.body.data.order_id);
        // A row lock writes the locking transaction's id into the row's xmax.
        const [row] = await q.query<{ mine: boolean }>(
          "SELECT xmax::text = (pg_current_xact_id()::text::bigint % 4294967296)::text AS mine FROM coupons WHERE code = $1",
          [code],
        );
        return row.mine;
      });
      expect(lockedHere, code).toBe(shared);
    }
  });

  it('the demo WELCOME coupon is once per customer', async () => {
    const me = await customer();
    const first = await me.submit('welcome', { count: 3 });
    expect(first.status, first.body.msg).toBe(201);
    expect(first.body.data.order.invoice).toMatchObject({ coupon_code: 'WELCOME', coupon_discount: 50_000 });
    expect((await me.submit('WELCOME', { count: 3 })).body).toEqual(refusal(USED_BY_YOU));
    expect(await me.check('WELCOME')).toMatchObject({ valid: false, msg: USED_BY_YOU });
    expect(await me.listed()).not.toContain('WELCOME');
  });
});

describe('giving a use back', () => {
  it('an unpaid goods order holds its use within its payment window and gives it back once it lapsed; check, price and list follow', async () => {
    const code = await coupon({ per_customer: 1 });
    const me = await customer(0);
    const first = await me.submit(code, {});
    expect(first.status, first.body.msg).toBe(201);
    const firstId = first.body.data.order_id;
    expect(first.body.data.paid).toBe(false);
    expect(await me.check(code)).toEqual({ code, valid: false, msg: HELD_FOR(firstId) });
    expect(await me.price(code)).toMatchObject({ coupon_discount: 0, coupon: { valid: false, msg: HELD_FOR(firstId) } });
    expect(await me.listed()).not.toContain(code);
    expect((await me.submit(code, {})).body).toEqual(refusal(HELD_FOR(firstId)));

    h.advance(ORDER_PAYMENT_WINDOW_S);
    expect(await me.check(code)).toEqual({ code, valid: true, msg: cartMessages.coupon.valid });
    expect(await me.price(code)).toMatchObject({ coupon_discount: 10_000, price: 90_000 });
    expect(await me.listed()).toContain(code);
    const second = await me.submit(code, {});
    expect(second.status, second.body.msg).toBe(201);
    expect(second.body.data.order.invoice).toMatchObject({ coupon_code: code, coupon_discount: 10_000 });
    expect(await uses(code)).toEqual([second.body.data.order_id]);
  });

  it('a paid order keeps its use after its payment window', async () => {
    const code = await coupon({ per_customer: 1 });
    const me = await customer(0);
    const order = await me.submit(code, {});
    await h.setCredit(me.customerId, 90_000);
    expect((await me.pay(order.body.data.order_id)).body.data).toMatchObject({ paid: true });
    h.advance(ORDER_PAYMENT_WINDOW_S * 3);
    expect(await me.check(code)).toMatchObject({ valid: false, msg: USED_BY_YOU });
    await h.setCredit(me.customerId, 1_000_000);
    expect((await me.submit(code)).body).toEqual(refusal(USED_BY_YOU));
    expect(await uses(code)).toEqual([order.body.data.order_id]);
  });

  it('a card payment still at the gateway keeps the use past the window, and pays the order with it', async () => {
    const code = await coupon({ per_customer: 1 });
    const me = await customer(0);
    const order = (await me.submit(code, {})).body.data;
    h.advance(ORDER_PAYMENT_WINDOW_S - 60);
    const started = await me.pay(order.order_id);
    expect(started.status, started.body.msg).toBe(200);
    h.advance(120);
    expect((await me.submit(code, {})).body).toEqual(refusal(HELD_FOR(order.order_id)));
    await h.pressSandbox(started.body.data.payment_url, 'pay');
    expect(await me.view(order.order_id)).toMatchObject({ paid: true, invoice: { coupon_discount: 10_000 } });
    expect(await uses(code)).toEqual([order.order_id]);
  });

  it('a card payment confirmed after its order lapsed and the use went to a new order leaves the money in credit, the old order unpaid', async () => {
    const code = await coupon({ per_customer: 1 });
    const me = await customer(0);
    const old = (await me.submit(code, {})).body.data;
    h.advance(ORDER_PAYMENT_WINDOW_S - 60);
    const started = await me.pay(old.order_id);
    expect(started.status, started.body.msg).toBe(200);
    // The customer left the gateway's page; past the window and the payment's grace the use is free.
    h.advance(60 + DEFAULT_HOLD_SECONDS);
    const fresh = await me.submit(code, {});
    expect(fresh.status, fresh.body.msg).toBe(201);
    expect(await uses(code)).toEqual([fresh.body.data.order_id]);

    await h.pressSandbox(started.body.data.payment_url, 'pay');
    expect(await me.view(old.order_id)).toMatchObject({ paid: false, credited_amount: 90_000, customer_credit: 90_000 });
    expect(await uses(code)).toEqual([fresh.body.data.order_id]);
  });

  it("a reservation's failed card payment gives its use back at once; an unpaid one gives it back at its renewal limit", async () => {
    const code = await coupon({ per_customer: 1 });
    const me = await customer(0);
    const product = await productId(h.backend.db, 'latte-art-workshop');
    const t = await turnWithRemain(h, product, daysAhead(++day), 10);
    const reserve = () =>
      h.call('POST', `/api/v1/order/submit/?reserve_date=${t.date}&reserve_time=10:00`, {
        token: me.token,
        body: {
          products: [{ product_id: product, count: 1, reservable: true, times: [{ date: t.date, reserve_time_id: t.id, customer: me.mobile }] }],
          payment_type: 'credit',
          use_coupon: true,
          coupon: code,
          idempotency_key: `reserve-${++seq}`,
        },
      });
    const first = await reserve();
    expect(first.status, first.body.msg).toBe(201);
    expect(first.body.data.order.invoice).toMatchObject({ coupon_code: code, coupon_discount: 10_000 });
    expect((await reserve()).body).toEqual(refusal(HELD_FOR(first.body.data.order_id)));

    const started = await me.pay(first.body.data.order_id);
    expect(started.status, started.body.msg).toBe(200);
    await h.pressSandbox(started.body.data.payment_url, 'cancel');
    expect(await t.remain()).toBe(10);
    expect(await uses(code)).toEqual([]);
    expect(await me.check(code)).toMatchObject({ valid: true });

    const second = await reserve();
    expect(second.status, second.body.msg).toBe(201);
    expect(await uses(code)).toEqual([second.body.data.order_id]);
    h.advance(MAX_HOLD_RENEWAL_SECONDS);
    expect(await me.check(code)).toMatchObject({ valid: true });
    expect(await me.listed()).toContain(code);
  });
});

describe('the database guard', () => {
  it('refuses a redemption row past either limit, whatever the code does', async () => {
    const db = h.backend.db;
    const total = await coupon({ max_uses: 1 });
    const perCustomer = await coupon({ per_customer: 1 });
    const [a, b] = [await customer(), await customer()];
    const [orderA1, orderA2, orderB] = [await insertOrder(db, a), await insertOrder(db, a), await insertOrder(db, b)];
    const redeem = (code: string, who: { customerId: number }, orderId: number) =>
      db.query('INSERT INTO coupon_redemptions (coupon_id, customer_id, order_id) SELECT id, $2, $3 FROM coupons WHERE code = $1', [code, who.customerId, orderId]);
    await redeem(total, a, orderA1);
    await expect(redeem(total, b, orderB)).rejects.toThrow(/used up/);
    await redeem(perCustomer, a, orderA2);
    await expect(redeem(perCustomer, a, orderB)).rejects.toThrow(/used up/);
    await redeem(perCustomer, b, orderB);
  });
});
