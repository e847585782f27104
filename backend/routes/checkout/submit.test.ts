import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { insertCartFixture, interleaveQueries, type CartFixture } from '../cart/fixtures';
import { addAddress, insertZone } from './fixtures';
import { ORDER_PAYMENT_WINDOW_S } from './payment-window';
import { MAX_PAYABLE_UNPAID } from './unpaid-allowance';

let h: Harness;
let fx: CartFixture;
let seq = 0;
let zoneAt25k: { lat: number; lng: number };

beforeAll(async () => {
  h = await startHarness();
  fx = await insertCartFixture(h);
  zoneAt25k = await insertZone(h, 25_000);
  await h.backend.db.query(`INSERT INTO coupons (code, percent, max_discount) VALUES ('SUB10', 10, 30000)`);
});
afterAll(() => h.backend.db.close());

/** A fresh customer with `credit` Toman and an address in the 25,000 zone. */
async function customer(credit: number) {
  const mobile = `0912888${String(++seq).padStart(4, '0')}`;
  const me = await h.login(mobile);
  await h.setCredit(me.customerId, credit);
  const address = await addAddress(h, me, zoneAt25k);
  const submit = (body: Record<string, unknown>, key: string | null = `checkout-${me.customerId}-${++seq}`, headers?: Record<string, string>) =>
    h.call('POST', '/api/v1/order/submit/', {
      token: me.token,
      headers,
      body: { use_coupon: false, coupon: '', address, payment_type: 'credit', msg: '', delivery: true, shipping_price: 0, ...(key ? { idempotency_key: key } : {}), ...body },
    });
  const credit_ = async () => Number((await h.backend.db.query<{ credit: number }>('SELECT credit FROM customers WHERE id = $1', [me.customerId]))[0].credit);
  return { ...me, mobile, address, submit, credit: credit_ };
}

/** 2 × unlimited (100,000) + 1 × discounted (200,000 − 20%) + latte (120,000) with both toppings (15,000 + 20,000). */
const cart = () => [
  { product_id: fx.unlimited, count: 2 },
  { product_id: fx.discounted, count: 1 },
  { product_id: fx.withToppings, count: 1, toppings: [{ id: fx.almond, count: 1 }, { id: fx.shot, count: 1 }] },
];

describe('POST /order/submit/', () => {
  it('recomputes every amount on the server and pays from credit in the same transaction', async () => {
    const me = await customer(1_000_000);
    await h.call('POST', `/api/v1/app/customer/${me.customerId}/cart/add`, { token: me.token, body: { product_id: fx.unlimited, count: 1 } });
    // The client's prices and shipping are ignored.
    const res = await me.submit({ products: cart().map((p) => ({ ...p, price: 1 })), use_coupon: true, coupon: 'sub10', shipping_price: 1, msg: 'لطفاً زنگ بزنید' });
    expect(res.status).toBe(201);
    // Goods 515,000; 10% = 51,500 capped at 30,000; shipping 25,000 → 510,000.
    expect(res.body.data.order.invoice).toEqual({ total: 555_000, products_discount: 40_000, coupon_code: 'SUB10', coupon_discount: 30_000, shipping_price: 25_000, price: 510_000 });
    expect(res.body.data).toMatchObject({ paid: true, amount_due: 0, customer_credit: 490_000, replayed: false });
    expect(res.body.data.order).toMatchObject({ status: 'created', payment_state: 'paid', submit_by: 'site', msg: 'لطفاً زنگ بزنید', customer: { id: me.customerId } });
    expect(res.body.data.order.items.map((i: { line_price: number }) => i.line_price)).toEqual([200_000, 160_000, 155_000]);
    expect(res.body.data.order.address).toMatchObject({ id: me.address, title: 'خانه' });
    expect(await me.credit()).toBe(490_000);
    const ledger = await h.backend.db.query('SELECT amount, balance, kind, order_id FROM credit_transactions WHERE customer_id = $1', [me.customerId]);
    expect(ledger).toEqual([{ amount: -510_000, balance: 490_000, kind: 'order_payment', order_id: res.body.data.order_id }]);
    // Success empties the server cart.
    expect((await h.call('GET', `/api/v1/app/customer/${me.customerId}/cart`, { token: me.token })).body.data.items).toEqual([]);
  });

  it('stores no address with a pick-up order, even one sent along', async () => {
    const me = await customer(1_000_000);
    const res = await me.submit({ products: [{ product_id: fx.unlimited, count: 1 }], delivery: false });
    expect(res.status).toBe(201);
    expect(res.body.data.order).toMatchObject({ delivery: false, address: null, invoice: { shipping_price: 0 } });
    const [row] = await h.backend.db.query('SELECT address_id, address FROM orders WHERE id = $1', [res.body.data.order_id]);
    expect(row).toEqual({ address_id: null, address: null });
  });

  it('refuses a reservable product without a turn: no order, no charge', async () => {
    const me = await customer(1_000_000);
    const res = await me.submit({ products: [{ product_id: fx.reservable, count: 2 }], delivery: false, address: null });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/«table» با نوبت‌گیری/);
    expect(await me.credit()).toBe(1_000_000);
    const orders = await h.backend.db.query('SELECT id FROM orders WHERE customer_id = $1', [me.customerId]);
    expect(orders).toEqual([]);
  });

  it('refuses an order whose price is not the one the customer was shown: 409, nothing ordered or charged', async () => {
    const me = await customer(1_000_000);
    // 2 × 100,000 + 25,000 shipping: the page showed 215,000 before the address moved zones, say.
    const stale = await me.submit({ products: [{ product_id: fx.unlimited, count: 2 }], expected_price: 215_000 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ success: false, data: null, msg: 'مبلغ سفارش تغییر کرده است؛ صورتحساب تازه را ببینید و دوباره ثبت کنید', code: 409 });
    expect(await me.credit()).toBe(1_000_000);
    expect(await h.backend.db.query('SELECT id FROM orders WHERE customer_id = $1', [me.customerId])).toEqual([]);
    for (const bad of ['225000', -1, 1.5]) expect((await me.submit({ products: [{ product_id: fx.unlimited, count: 1 }], expected_price: bad })).status).toBe(400);
    const fresh = await me.submit({ products: [{ product_id: fx.unlimited, count: 2 }], expected_price: 225_000 });
    expect(fresh.status, fresh.body.msg).toBe(201);
    expect(await me.credit()).toBe(1_000_000 - 225_000);
  });

  it('orders only the cart the page showed (from_cart): a cart changed elsewhere is refused with 409, even at the same price', async () => {
    const me = await customer(1_000_000);
    const add = (product_id: number, count: number) => h.call('POST', `/api/v1/app/customer/${me.customerId}/cart/add`, { token: me.token, body: { product_id, count } });
    const cartCounts = async () => (await h.call('GET', `/api/v1/app/customer/${me.customerId}/cart`, { token: me.token })).body.data.items.map((i: { product_id: number; count: number }) => [i.product_id, i.count]);
    // Another tab swapped 1 × unlimited (100,000) for 2 × limit2 (2 × 50,000): the total is the same.
    expect((await add(fx.limit2, 2)).status).toBe(200);
    const stale = await me.submit({ products: [{ product_id: fx.unlimited, count: 1 }], expected_price: 125_000, from_cart: true });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('سبد خرید شما در جای دیگری تغییر کرده است؛ سبد تازه را ببینید و دوباره ثبت کنید');
    expect(await me.credit()).toBe(1_000_000);
    expect(await h.backend.db.query('SELECT id FROM orders WHERE customer_id = $1', [me.customerId])).toEqual([]);
    expect(await cartCounts()).toEqual([[fx.limit2, 2]]);
    expect((await me.submit({ products: [{ product_id: fx.limit2, count: 1 }], from_cart: true })).status).toBe(409);
    expect((await me.submit({ products: [{ product_id: fx.limit2, count: 2 }], from_cart: 'maybe' })).status).toBe(400);

    // A sold-out line stays in the cart but out of the order, as the checkout shows it.
    await h.backend.db.query('INSERT INTO cart_lines (customer_id, product_id, count) VALUES ($1, $2, 1)', [me.customerId, fx.soldOut]);
    const fresh = await me.submit({ products: [{ product_id: fx.limit2, count: 2 }], expected_price: 125_000, from_cart: true });
    expect(fresh.status, fresh.body.msg).toBe(201);
    expect(fresh.body.data.order.items.map((i: { product_id: number; count: number }) => [i.product_id, i.count])).toEqual([[fx.limit2, 2]]);
    expect(await cartCounts()).toEqual([]);
    expect(await me.credit()).toBe(1_000_000 - 125_000);
  });

  it('makes one order when several windows submit the same cart at once, each with its own key', async () => {
    const me = await customer(1_000_000);
    await h.call('POST', `/api/v1/app/customer/${me.customerId}/cart/add`, { token: me.token, body: { product_id: fx.unlimited, count: 1 } });
    const restore = interleaveQueries(h);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => me.submit({ products: [{ product_id: fx.unlimited, count: 1 }], expected_price: 125_000, from_cart: true }, `window-${i}-xyz`)),
    );
    restore();
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await me.credit()).toBe(1_000_000 - 125_000);
    expect((await h.backend.db.query('SELECT id FROM orders WHERE customer_id = $1', [me.customerId])).length).toBe(1);
  });

  it('creates an unpaid order when credit does not cover it, and leaves the gap to pay by card', async () => {
    const me = await customer(100_000);
    const res = await me.submit({ products: [{ product_id: fx.unlimited, count: 2 }] });
    expect(res.status, res.body.msg).toBe(201);
    expect(res.body.data).toMatchObject({ paid: false, amount_due: 225_000 - 100_000, customer_credit: 100_000 });
    expect(res.body.data.order.payment_state).toBe('unpaid');
    expect(await me.credit()).toBe(100_000);

    const online = await me.submit({ products: [{ product_id: fx.unlimited, count: 1 }], payment_type: 'online', delivery: false });
    expect(online.body.data).toMatchObject({ paid: false, amount_due: 100_000 });
    expect(online.body.data.order.invoice.shipping_price).toBe(0);
  });

  it('pays an order priced 0 at submit whatever its payment type or submitter: nothing to charge, no ledger row', async () => {
    const me = await customer(0);
    const [free] = await h.backend.db.query<{ id: number }>(
      `INSERT INTO products (category_id, name, slug, sku, price, discount) SELECT category_id, 'نمونه رایگان', $2, $2, 80000, 100 FROM products WHERE id = $1 RETURNING id`,
      [fx.unlimited, `free-sample-${process.pid}`],
    );
    for (const payment_type of ['online', 'credit']) {
      const res = await me.submit({ products: [{ product_id: free.id, count: 1 }], payment_type, delivery: false, address: null });
      expect(res.status, res.body.msg).toBe(201);
      expect(res.body.data).toMatchObject({ paid: true, amount_due: 0, order: { payment_type, payment_state: 'paid', invoice: { price: 0 } } });
    }
    // An operator's order is paid too, so the customer is never left with an order nothing can pay.
    const panel = await h.call('POST', '/api/dev/orders/panel', { body: { customer: me.mobile, products: [{ product_id: free.id, count: 1 }], delivery: false } });
    expect(panel.status, panel.body.msg).toBe(201);
    expect(panel.body.data).toMatchObject({ submit_by: 'panel', paid: true, payment_state: 'paid' });
    expect(await me.credit()).toBe(0);
    expect(await h.backend.db.query('SELECT 1 FROM credit_transactions WHERE customer_id = $1', [me.customerId])).toEqual([]);
  });

  it('is idempotent: a retry with the same key returns the same order and charges once', async () => {
    const me = await customer(500_000);
    const body = { products: [{ product_id: fx.unlimited, count: 1 }] };
    const first = await me.submit(body, 'checkout-abc-123');
    const again = await me.submit(body, 'checkout-abc-123');
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.data.order_id).toBe(first.body.data.order_id);
    expect(again.body.data.replayed).toBe(true);
    expect(await me.credit()).toBe(500_000 - 125_000);
    // The key in a header (what the site sends) works the same.
    const viaHeader = await me.submit(body, null, { 'idempotency-key': 'checkout-abc-123' });
    expect(viaHeader.status, viaHeader.body.msg).toBe(200);
    expect(viaHeader.body.data).toMatchObject({ order_id: first.body.data.order_id, replayed: true });
    // The header wins over a body key: else a stale body key would place a second order.
    const both = await me.submit(body, 'another-key-0001', { 'idempotency-key': 'checkout-abc-123' });
    expect(both.status, both.body.msg).toBe(200);
    expect(both.body.data).toMatchObject({ order_id: first.body.data.order_id, replayed: true });
    expect(await me.credit()).toBe(500_000 - 125_000);
    // No key at all is refused; the same key for a different order too.
    const none = await me.submit(body, null);
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('شناسه یکتای درخواست (Idempotency-Key) ارسال نشده است');
    const other = await me.submit({ products: [{ product_id: fx.unlimited, count: 2 }] }, 'checkout-abc-123');
    expect(other.status).toBe(409);
    expect((await h.backend.db.query('SELECT id FROM orders WHERE customer_id = $1', [me.customerId])).length).toBe(1);
  });

  it('gives one order for a double click (parallel submits with one key)', async () => {
    const me = await customer(500_000);
    const restore = interleaveQueries(h);
    const answers = await Promise.all(Array.from({ length: 5 }, () => me.submit({ products: [{ product_id: fx.unlimited, count: 1 }] }, 'double-click-1')));
    restore();
    expect(new Set(answers.map((a) => a.body.data.order_id)).size).toBe(1);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(await me.credit()).toBe(375_000);
  });

  it('cannot overspend: 12 parallel credit submits pay only as many orders as credit covers', async () => {
    // Each order: limit2 (50,000) picked up → 50,000. Credit 120,000 covers two; the other ten
    // are left unpaid, as many as one customer may leave (MAX_PAYABLE_UNPAID).
    const me = await customer(120_000);
    const restore = interleaveQueries(h);
    const answers = await Promise.all(
      Array.from({ length: 2 + MAX_PAYABLE_UNPAID }, (_, i) => me.submit({ products: [{ product_id: fx.limit2, count: 1 }], delivery: false }, `parallel-${i}-xyz`)),
    );
    restore();
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect(answers.filter((a) => a.body.data.paid)).toHaveLength(2);
    expect(await me.credit()).toBe(20_000);
    const [sum] = await h.backend.db.query<{ total: number; n: number }>(
      'SELECT COALESCE(sum(amount), 0)::bigint AS total, count(*)::int AS n FROM credit_transactions WHERE customer_id = $1',
      [me.customerId],
    );
    expect({ total: Number(sum.total), n: sum.n }).toEqual({ total: -100_000, n: 2 });
  });

  it('keeps credit non-negative in the database itself', async () => {
    const me = await customer(10);
    // The CHECK itself (23514, check_violation), not any error a typo or a trigger would give.
    await expect(h.backend.db.query('UPDATE customers SET credit = credit - 11 WHERE id = $1', [me.customerId])).rejects.toMatchObject({
      code: '23514',
      constraint: 'customers_credit_check',
    });
    expect(await me.credit()).toBe(10);
    await h.backend.db.query('UPDATE customers SET credit = credit - 10 WHERE id = $1', [me.customerId]);
    expect(await me.credit()).toBe(0);
  });

  it('re-checks limits, stock and the coupon, and needs a deliverable address', async () => {
    const me = await customer(1_000_000);
    const over = await me.submit({ products: [{ product_id: fx.limit2, count: 3 }] });
    expect(over.status).toBe(400);
    expect(over.body.msg).toMatch(/حداکثر ۲ عدد/);
    const soldOut = await me.submit({ products: [{ product_id: fx.unlimited, count: 1 }, { product_id: fx.soldOut, count: 1 }] });
    expect(soldOut.status).toBe(400);
    expect(soldOut.body.msg).toMatch(/موجود نیست/);
    const coupon = await me.submit({ products: [{ product_id: fx.unlimited, count: 1 }], use_coupon: true, coupon: 'NOPE' });
    expect(coupon.status).toBe(400);
    expect(coupon.body.msg).toMatch(/کد تخفیف/);
    const noAddress = await me.submit({ products: [{ product_id: fx.unlimited, count: 1 }], address: null, delivery: true });
    expect(noAddress.status).toBe(400);
    const far = await addAddress(h, me, { lat: -40, lng: -60 });
    const outside = await me.submit({ products: [{ product_id: fx.unlimited, count: 1 }], address: far });
    expect(outside.status).toBe(400);
    expect(outside.body.msg).toBe('خارج از محدوده');
    expect(await me.credit()).toBe(1_000_000);
    expect((await h.backend.db.query('SELECT id FROM orders WHERE customer_id = $1', [me.customerId])).length).toBe(0);
  });

  it('orders a product whose name has the full 300 characters products.name allows', async () => {
    const me = await customer(1_000_000);
    const name = 'ن'.repeat(300);
    const [long] = await h.backend.db.query<{ id: number }>(
      `INSERT INTO products (category_id, name, slug, sku, price) SELECT category_id, $2, $3, $3, 10000 FROM products WHERE id = $1 RETURNING id`,
      [fx.unlimited, name, `long-name-${process.pid}`],
    );
    const res = await me.submit({ products: [{ product_id: long.id, count: 1 }] });
    expect(res.status, res.body.msg).toBe(201);
    expect(res.body.data.order.items.map((i: { name: string }) => i.name)).toEqual([name]);
  });

  it('is for the calling customer only and validates the payload', async () => {
    const me = await customer(0);
    const other = await customer(0);
    expect((await h.call('POST', '/api/v1/order/submit/', { token: await h.guest(), body: {} })).status).toBe(401);
    expect((await me.submit({ products: [{ product_id: fx.unlimited, count: 1 }], customer: '09120000000' })).status).toBe(403);
    expect((await me.submit({ products: [{ product_id: fx.unlimited, count: 1 }], user: 999_999 })).status).toBe(403);
    expect((await me.submit({ products: [{ product_id: fx.unlimited, count: 1 }], address: other.address })).status).toBe(404);
    for (const bad of [{ products: [] }, { payment_type: 'bitcoin' }, { nation_code: '1234567890' }, { delivery: 'maybe' }]) {
      const res = await me.submit({ products: [{ product_id: fx.unlimited, count: 1 }], ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await me.submit({ products: [{ product_id: fx.unlimited, count: 1 }] }, 'short')).status).toBe(400);
  });

  // Last: it moves the clock past the payment window.
  it('refuses an eleventh goods order left unpaid within the payment window, also when the submits race', async () => {
    const me = await customer(0);
    const statuses = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => (await me.submit({ products: [{ product_id: fx.unlimited, count: 1 }], payment_type: 'online' }, `unpaid-${me.customerId}-${i}`)).status),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_PAYABLE_UNPAID);
    const refused = await me.submit({ products: [{ product_id: fx.unlimited, count: 1 }], payment_type: 'online' });
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toBe('شمار سفارش‌های پرداخت‌نشدهٔ شما بیش از حد مجاز است؛ لطفاً یکی از آن‌ها را پرداخت کنید یا ساعتی بعد دوباره سفارش دهید');
    // When the oldest of them leaves its payment window.
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(ORDER_PAYMENT_WINDOW_S - 60);
    expect(retryAfter).toBeLessThanOrEqual(ORDER_PAYMENT_WINDOW_S);
    const orders = async () => (await h.backend.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE customer_id = $1', [me.customerId]))[0].n;
    expect(await orders()).toBe(MAX_PAYABLE_UNPAID);
    // Once those can no longer be paid, ordering works again.
    h.advance(ORDER_PAYMENT_WINDOW_S + 1);
    expect((await me.submit({ products: [{ product_id: fx.unlimited, count: 1 }], payment_type: 'online' })).status).toBe(201);
  });
});

