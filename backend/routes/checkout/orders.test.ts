import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { insertCartFixture, type CartFixture } from '../cart/fixtures';

let h: Harness;
let fx: CartFixture;
let me: { token: string; customerId: number; userId: number };
let other: { token: string; customerId: number };
let seq = 0;

beforeAll(async () => {
  h = await startHarness();
  fx = await insertCartFixture(h);
  me = await h.login('09125550001');
  other = await h.login('09125550002');
  await h.backend.db.query('UPDATE customers SET credit = 10000000 WHERE id = $1', [me.customerId]);
});
afterAll(() => h.backend.db.close());

const list = (query = '', token = me.token, id = me.customerId) => h.call('GET', `/api/v1/app/customer/${id}/orders${query}`, { token });
const advance = (id: number, body: unknown = {}) => h.call('POST', `/api/dev/orders/${id}/status`, { body });

// Each test places the orders it needs and moves them itself: none relies on another's leftovers.
/** An order of `count` × unlimited (100,000 each), picked up, paid from credit, still 'created'. */
async function placeOrder(count: number, who: { token: string } = me) {
  const res = await h.call('POST', '/api/v1/order/submit/', {
    token: who.token,
    body: { products: [{ product_id: fx.unlimited, count }], delivery: false, idempotency_key: `orders-test-${++seq}` },
  });
  expect(res.status, res.body.msg).toBe(201);
  return res.body.data.order_id as number;
}

/** A new customer (`mobile`) with orders of 1, 2 and 3 × unlimited, in that order, all 'created'. */
async function customerWithOrders(mobile: string) {
  const who = await h.login(mobile);
  await h.setCredit(who.customerId, 10_000_000);
  const ids: number[] = [];
  for (const count of [1, 2, 3]) ids.push(await placeOrder(count, who));
  return { who, ids, list: (query = '') => list(query, who.token, who.customerId) };
}

describe('orders', () => {
  it('lists the customer’s orders newest first, 20 a page, with the spec’s order data', async () => {
    const { who, ids, list } = await customerWithOrders('09125550011');
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ count: 3, page: 1, limit: 20, pages: 1 });
    expect(res.body.data.results.map((o: { order_id: number }) => o.order_id)).toEqual([...ids].reverse());
    expect(res.body.data.results[0]).toMatchObject({
      order_id: ids[2],
      submit_by: 'site',
      created_by: { id: who.userId },
      customer: { id: who.customerId },
      invoice: { price: 300_000, shipping_price: 0 },
      status: 'created',
      status_label: 'ثبت شده',
      paid: true,
    });
    expect(res.body.data.results[0].created_at_jalali).toMatch(/^14\d\d-\d\d-\d\d \d\d:\d\d$/);
    const page2 = await list('?page=2&limit=2');
    expect(page2.body.data).toMatchObject({ count: 3, page: 2, limit: 2, pages: 2 });
    expect(page2.body.data.results.map((o: { order_id: number }) => o.order_id)).toEqual([ids[0]]);
  });

  it('filters by status and orders by a JSON ordering', async () => {
    const { ids, list } = await customerWithOrders('09125550012');
    await advance(ids[0]);
    await advance(ids[1], { status: 'send' });
    const created = await list('?status=created');
    expect(created.body.data.results.map((o: { order_id: number }) => o.order_id)).toEqual([ids[2]]);
    const inProgress = await list('?status=in_progress');
    expect(inProgress.body.data.results).toMatchObject([{ order_id: ids[0], status: 'in_progress', status_label: 'در حال آماده‌سازی' }]);
    const both = await list(`?status=send,in_progress&ordering=${encodeURIComponent('{"price":"desc"}')}`);
    expect(both.body.data.results.map((o: { order_id: number }) => o.order_id)).toEqual([ids[1], ids[0]]);
    const asc = await list(`?ordering=${encodeURIComponent('["price"]')}`);
    expect(asc.body.data.results.map((o: { order_id: number }) => o.order_id)).toEqual(ids);
    // Names every object inherits must not pass as columns either.
    const inherited = ['["constructor"]', '["__proto__"]', '{"toString":"asc"}', '["-valueOf"]'].map((o) => `?ordering=${encodeURIComponent(o)}`);
    for (const bad of ['?status=lost', '?ordering=%7Bbroken', `?ordering=${encodeURIComponent('{"mobile":"asc"}')}`, '?page=0', ...inherited]) {
      expect((await list(bad)).status, bad).toBe(400);
    }
  });

  it('keeps orders private: another customer’s list is 403 and their order ids 404', async () => {
    expect((await list('', other.token)).status).toBe(403);
    expect((await list('', other.token, other.customerId)).body.data.count).toBe(0);
    const ids = [await placeOrder(1)];
    const theirs = await h.call('GET', `/api/v1/app/order/${ids[0]}`, { token: other.token });
    expect(theirs.status).toBe(404);
    const missing = await h.call('GET', '/api/v1/app/order/999999', { token: other.token });
    expect(missing.body).toEqual(theirs.body);
    const mine = await h.call('GET', `/api/v1/app/order/${ids[0]}`, { token: me.token });
    expect(mine.body.data).toMatchObject({ order_id: ids[0], items: [{ product_id: fx.unlimited, count: 1, line_price: 100_000 }] });
    // A guest reads only reservations it submitted itself (guest-booking.ts).
    expect((await h.call('GET', `/api/v1/app/order/${ids[0]}`, { token: await h.guest() })).status).toBe(404);
  });

  it('rates an order once, only after delivery, star 3 by default', async () => {
    const rate = (id: number, body: unknown, token = me.token) => h.call('POST', `/api/v1/order/${id}/rate/create`, { token, body });
    const fresh = await placeOrder(1);
    const sent = await placeOrder(1);
    expect((await advance(sent, { status: 'send' })).body.data.status).toBe('send');
    const early = await rate(fresh, { star: 5 });
    expect(early.status).toBe(400);
    expect(early.body.msg).toMatch(/تحویل/);
    expect((await rate(sent, { comment: 'خوب بود' }, other.token)).status).toBe(404);
    expect((await rate(sent, { star: 6 })).status).toBe(400);
    const done = await rate(sent, { comment: 'خوب بود' });
    expect(done.status).toBe(201);
    expect(done.body.data).toMatchObject({ star: 3, comment: 'خوب بود' });
    expect((await rate(sent, { star: 1 })).status).toBe(409);
    const order = await h.call('GET', `/api/v1/app/order/${sent}`, { token: me.token });
    expect(order.body.data).toMatchObject({ rate: { star: 3, comment: 'خوب بود' }, can_rate: false });
  });

  it('dev: advances through the statuses in order and refuses unknown ones', async () => {
    const id = await placeOrder(1);
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) seen.push((await advance(id)).body.data.status);
    expect(seen).toEqual(['in_progress', 'ready', 'send', 'rt_wait', 'rt_accept', 'rt_accept']);
    expect((await advance(id, { status: 'lost' })).status).toBe(400);
    expect((await advance(999_999)).status).toBe(404);
  });

  it('dev: a panel order is created by the operator for the customer, and is paid with its own creator id', async () => {
    const res = await h.call('POST', '/api/dev/orders/panel', { body: { customer: '09125550001', products: [{ product_id: fx.limit2, count: 2 }], delivery: false } });
    expect(res.status).toBe(201);
    const order = res.body.data;
    expect(order).toMatchObject({ submit_by: 'panel', customer: { id: me.customerId }, paid: false, payment_type: 'online', amount_due: 100_000 });
    expect(order.created_by.id).not.toBe(me.userId);
    const [creator] = await h.backend.db.query<{ role: string }>('SELECT role FROM users WHERE id = $1', [order.created_by.id]);
    expect(creator.role).toBe('operator');

    const created = await h.call('POST', '/api/v1/payment/create', {
      token: me.token,
      body: { user: order.created_by.id, customer: order.customer.id, orderId: order.order_id, price: 1, success_url: '/order/cart/checkout', fail_url: `/order/${order.order_id}` },
    });
    expect(created.status).toBe(200);
    expect(created.body.data.amount).toBe(100_000);
    const pay = await h.backend.fetch(new Request(`http://backend${created.body.data.payment_url}/pay`, { method: 'POST' }));
    const landing = await h.backend.fetch(new Request(`http://backend${pay.headers.get('location')}`, { redirect: 'manual' }));
    expect(landing.headers.get('location')).toBe(`/order/cart/checkout?authority=${created.body.data.authority}`);
    expect((await h.call('GET', `/api/v1/app/order/${order.order_id}`, { token: me.token })).body.data.paid).toBe(true);
    // Another customer cannot pay (or see) it, even naming its creator.
    const theirs = await h.call('POST', '/api/v1/payment/create', {
      token: other.token,
      body: { user: order.created_by.id, customer: other.customerId, orderId: order.order_id, success_url: '/x', fail_url: '/y' },
    });
    expect(theirs.status).toBe(404);
  });
});
