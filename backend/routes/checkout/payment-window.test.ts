import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { insertCartFixture, type CartFixture } from '../cart/fixtures';
import { addDatedTurn, daysAhead, productId } from '../../reservations/test-fixtures';
import { tehranInstant } from '../../reservations/calendar-dates';
import { MAX_HOLD_RENEWAL_SECONDS } from '../../reservations/places';
import { ORDER_PAYMENT_WINDOW_S, PAYMENT_EXPIRED } from './payment-window';

let h: Harness;
let fx: CartFixture;
let seq = 0;
beforeAll(async () => {
  h = await startHarness();
  fx = await insertCartFixture(h);
});
afterAll(() => h.backend.db.close());

async function customer(credit = 0) {
  const mobile = `0912116${String(++seq).padStart(4, '0')}`;
  const me = await h.login(mobile);
  await h.setCredit(me.customerId, credit);
  const order = async (payment_type: 'credit' | 'online') => {
    const res = await h.call('POST', '/api/v1/order/submit/', {
      token: me.token,
      body: { products: [{ product_id: fx.unlimited, count: 1 }], delivery: false, payment_type, idempotency_key: `window-${++seq}-order` },
    });
    expect(res.status, res.body.msg).toBe(201);
    return res.body.data.order as { id: number; created_at: string; payment_deadline: string | null };
  };
  const pay = (id: number) => h.call('POST', `/api/v1/order/${id}/payment/create`, { token: me.token, body: { success_url: '/paid-order', fail_url: `/order/${id}` } });
  const view = async (id: number) => (await h.call('GET', `/api/v1/app/order/${id}`, { token: me.token })).body.data;
  const credit_ = async () => Number((await h.backend.db.query<{ credit: number }>('SELECT credit FROM customers WHERE id = $1', [me.customerId]))[0].credit);
  const payments = async (id: number) => (await h.backend.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payments WHERE order_id = $1', [id]))[0].n;
  return { ...me, mobile, order, pay, view, credit: credit_, payments };
}

type Customer = Awaited<ReturnType<typeof customer>>;

/** A one-place booking of a start–end turn on `date`, submitted unpaid (no credit to pay it). */
async function book(me: Customer, product: number, date: string, turn: { id: number; start: string; end: string }) {
  const res = await h.call('POST', `/api/v1/order/submit/?reserve_date=${date}&reserve_time=${turn.start}`, {
    token: me.token,
    body: {
      products: [
        { product_id: product, count: 1, reservable: true, times: [{ date, turn: turn.start, end_time: turn.end, reserve_time_id: turn.id, customer: me.mobile }] },
      ],
      customer: me.mobile,
      payment_type: 'credit',
      idempotency_key: `window-${++seq}-reservation`,
    },
  });
  expect(res.status, res.body.msg).toBe(201);
  return res.body.data.order as { id: number; created_at: string; payment_deadline: string | null };
}

const EXPIRED = { success: false, data: null, msg: PAYMENT_EXPIRED, code: 409 };

describe('the payment window of an unpaid goods order', () => {
  it('shows its deadline, and past it refuses a card payment and payment from credit with 409: nothing charged', async () => {
    const me = await customer();
    const order = await me.order('online');
    expect(order.payment_deadline).toBe(new Date(new Date(order.created_at).getTime() + ORDER_PAYMENT_WINDOW_S * 1000).toISOString());
    const byCredit = await me.order('credit');

    h.advance(ORDER_PAYMENT_WINDOW_S);
    expect((await me.pay(order.id)).body).toEqual(EXPIRED);
    // The spec's generic payment call too.
    const generic = await h.call('POST', '/api/v1/payment/create', {
      token: me.token,
      body: { orderId: order.id, customer: me.customerId, payment_for: 'order', success_url: '/paid-order', fail_url: '/failed-payment' },
    });
    expect(generic.body).toEqual(EXPIRED);
    expect(await me.payments(order.id)).toBe(0);

    // Credit that now covers the old price does not pay it either.
    await h.backend.db.query('UPDATE customers SET credit = 1000000 WHERE id = $1', [me.customerId]);
    expect((await me.pay(byCredit.id)).body).toEqual(EXPIRED);
    expect(await me.credit()).toBe(1_000_000);
    expect(await me.view(byCredit.id)).toMatchObject({ paid: false, payment_deadline: byCredit.payment_deadline });
  });

  it('settles a card payment started within the window when it is verified after it: the money was taken', async () => {
    const me = await customer();
    const order = await me.order('online');
    h.advance(ORDER_PAYMENT_WINDOW_S - 60);
    const started = await me.pay(order.id);
    expect(started.status, started.body.msg).toBe(200);
    h.advance(120);
    expect((await me.pay(order.id)).body).toEqual(EXPIRED);

    const { landing } = await h.pressSandbox(started.body.data.payment_url, 'pay');
    expect(landing.headers.get('location')).toContain('/paid-order');
    expect(await me.view(order.id)).toMatchObject({ paid: true, payment_state: 'paid', payment_deadline: null });
    expect(await me.credit()).toBe(0);
  });

  it("gives a reservation its hold renewal limit as the deadline; the goods window does not apply to it", async () => {
    const me = await customer();
    const product = await productId(h.backend.db, 'latte-art-workshop');
    const date = daysAhead(80);
    const turn = await addDatedTurn(h.backend.db, product, date, '10:00', '12:00', 1);
    const { created_at, payment_deadline } = await book(me, product, date, { id: turn, start: '10:00', end: '12:00' });
    expect(payment_deadline).toBe(new Date(new Date(created_at).getTime() + MAX_HOLD_RENEWAL_SECONDS * 1000).toISOString());
  });

  it("ends a reservation's deadline when its turn starts, if that comes before the renewal limit; payment is refused from then", async () => {
    const product = await productId(h.backend.db, 'latte-art-workshop');
    const date = daysAhead(1, h.now());
    const turn = await addDatedTurn(h.backend.db, product, date, '15:00', '16:00', 1);
    const start = tehranInstant(date, '15:00');
    // Booked at 14:55 Tehran: the renewal limit (15:25) would outlast the turn's start.
    h.advance((start.getTime() - 5 * 60_000 - h.now().getTime()) / 1000);
    const me = await customer();
    const order = await book(me, product, date, { id: turn, start: '15:00', end: '16:00' });
    expect(order.payment_deadline).toBe(start.toISOString());
    // 15:02: the server refuses, as the deadline said.
    h.advance(7 * 60);
    expect((await me.pay(order.id)).status).toBe(409);
  });
});
