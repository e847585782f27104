import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { MAX_HELD_PLACES, TOO_MANY_HELD } from '../../reservations/hold-allowance';
import { DEFAULT_HOLD_SECONDS } from '../../reservations/places';
import { daysAhead, productId, turnWithRemain } from '../../reservations/test-fixtures';
import { interleaveQueries } from '../cart/fixtures';

let h: Harness;
let product: number;
let seq = 0;
let day = 80;
/** The latte-art workshop: 650,000 Toman a place. */
const PRICE = 650_000;
const REFUSED = { success: false, data: null, msg: TOO_MANY_HELD, code: 429 };

beforeAll(async () => {
  h = await startHarness();
  product = await productId(h.backend.db, 'latte-art-workshop');
});
afterAll(() => h.backend.db.close());

/** A roomy dated turn on a fresh day, so only the hold allowance can refuse. */
const turn = (capacity = 500) => turnWithRemain(h, product, daysAhead(++day), capacity);

async function customer(credit = 0) {
  const mobile = `0913888${String(++seq).padStart(4, '0')}`;
  const me = await h.login(mobile);
  await h.setCredit(me.customerId, credit);
  const submit = (t: { id: number; date: string }, count: number, key = `hold-${mobile}-${++seq}`) =>
    h.call('POST', `/api/v1/order/submit/?reserve_date=${t.date}&reserve_time=10:00`, {
      token: me.token,
      body: { products: [{ product_id: product, count, reservable: true, times: [{ date: t.date, reserve_time_id: t.id, customer: mobile }] }], payment_type: 'credit', idempotency_key: key },
    });
  const held = async () =>
    (await h.backend.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM reservation_bookings WHERE customer_id = $1 AND status = 'held' AND hold_expires_at > $2`, [me.customerId, h.now()]))[0].n;
  return { ...me, mobile, submit, held };
}

const startCard = (me: { token: string }, orderId: number) =>
  h.call('POST', `/api/v1/order/${orderId}/payment/create`, { token: me.token, body: { success_url: `/reservation/${orderId}`, fail_url: '/failed-payment' } });

/** Starts the card payment and presses a button on the sandbox gateway's page. */
async function payByCard(me: { token: string }, orderId: number, button: 'pay' | 'cancel') {
  const created = await startCard(me, orderId);
  expect(created.status, created.body.msg).toBe(200);
  const back = await h.backend.fetch(new Request(`http://backend${created.body.data.payment_url}/${button}`, { method: 'POST', redirect: 'manual' }));
  await h.backend.fetch(new Request(`http://backend${back.headers.get('location')}`, { redirect: 'manual' }));
}

describe('unpaid holds per customer', () => {
  it('parallel unpaid submits with fresh idempotency keys stop at MAX_HELD_PLACES; lapsed holds free the allowance', async () => {
    const t = await turn();
    const me = await customer(0);
    const restore = interleaveQueries(h);
    const answers = await Promise.all(Array.from({ length: 8 }, () => me.submit(t, 20)));
    restore();
    const fit = Math.floor(MAX_HELD_PLACES / 20);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(fit);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(8 - fit);
    for (const a of refused) expect(a.body).toEqual(REFUSED);
    expect(await me.held()).toBe(20 * fit);
    expect(await t.remain()).toBe(500 - 20 * fit);
    const [orders] = await h.backend.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE customer_id = $1', [me.customerId]);
    expect(orders.n).toBe(fit);

    // Up to the cap exactly, not one place more.
    expect((await me.submit(t, MAX_HELD_PLACES - 20 * fit + 1)).body).toEqual(REFUSED);
    expect((await me.submit(t, MAX_HELD_PLACES - 20 * fit)).status).toBe(201);
    expect((await me.submit(t, 1)).status).toBe(429);
    h.advance(DEFAULT_HOLD_SECONDS + 1);
    expect((await me.submit(t, 20)).status).toBe(201);
    expect(await t.remain()).toBe(500 - 20);
  });

  it('a normal booking still works at the cap: replay, payment by credit, a cancelled payment frees the places, a card payment confirms', async () => {
    const t = await turn();
    const me = await customer(0);
    const first = await me.submit(t, MAX_HELD_PLACES, `cap-first-${me.mobile}`);
    expect(first.status, first.body.msg).toBe(201);
    expect(first.body.data.paid).toBe(false);
    const replay = await me.submit(t, MAX_HELD_PLACES, `cap-first-${me.mobile}`);
    expect(replay.status).toBe(200);
    expect(replay.body.data).toMatchObject({ order_id: first.body.data.order_id, replayed: true });
    expect((await me.submit(t, 1)).status).toBe(429);

    // Paid at once from credit, so it holds nothing.
    await h.setCredit(me.customerId, PRICE);
    const byCredit = await me.submit(t, 1);
    expect(byCredit.status, byCredit.body.msg).toBe(201);
    expect(byCredit.body.data.paid).toBe(true);

    await payByCard(me, first.body.data.order_id, 'cancel');
    expect(await me.held()).toBe(0);
    const again = await me.submit(t, 2);
    expect(again.status, again.body.msg).toBe(201);
    await payByCard(me, again.body.data.order_id, 'pay');
    const order = (await h.call('GET', `/api/v1/app/order/${again.body.data.order_id}`, { token: me.token })).body.data;
    expect(order.paid).toBe(true);
    expect(order.bookings.map((b: { status: string }) => b.status)).toEqual(['confirmed', 'confirmed']);
    expect(await t.remain()).toBe(500 - 3);
  });

  it('starting a payment cannot revive lapsed holds past the cap', async () => {
    const t = await turn();
    const me = await customer(0);
    const old = (await me.submit(t, 30)).body.data.order_id;
    h.advance(DEFAULT_HOLD_SECONDS + 1);
    expect((await me.submit(t, 30)).status).toBe(201);
    const revived = await startCard(me, old);
    expect(revived.body).toEqual(REFUSED);
    expect(await me.held()).toBe(30);
    expect(await t.remain()).toBe(500 - 30);

    // Once credit covers the old order, paying it confirms its places at once: nothing is left held.
    await h.setCredit(me.customerId, 30 * PRICE);
    const fromCredit = await startCard(me, old);
    expect(fromCredit.status, fromCredit.body.msg).toBe(200);
    expect(fromCredit.body.data.paid).toBe(true);
    expect(await me.held()).toBe(30);
    expect(await t.remain()).toBe(500 - 60);
  });

  it("a guest's booking for the customer's mobile does not use up the customer's allowance", async () => {
    const t = await turn();
    const me = await customer(0);
    const guest = await h.call('POST', `/api/v1/order/submit/?reserve_date=${t.date}&reserve_time=10:00`, {
      token: await h.guest(),
      headers: { 'x-forwarded-for': '203.0.113.50' },
      body: {
        products: [{ product_id: product, count: MAX_HELD_PLACES, times: [{ date: t.date, reserve_time_id: t.id, mobile: me.mobile, first_name: 'نگار', last_name: 'کریمی', nation_code: '0084575948' }] }],
        idempotency_key: `guest-for-${me.mobile}`,
      },
    });
    expect(guest.status, guest.body.msg).toBe(201);
    expect((await me.submit(t, MAX_HELD_PLACES)).status).toBe(201);
  });
});
