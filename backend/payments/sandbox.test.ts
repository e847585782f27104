import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test/harness';
import { insertCartFixture, type CartFixture } from '../routes/cart/fixtures';
import { addDatedTurn, daysAhead, productId } from '../reservations/test-fixtures';
import { CALLBACK_CHECK_INTERVAL_S } from './verify';
import { PAYMENT_REUSE_S } from './open-payment';
import { toPersianDigits } from '../../common/digits';

let h: Harness;
let fx: CartFixture;
let seq = 0;

beforeAll(async () => {
  h = await startHarness();
  fx = await insertCartFixture(h);
});
afterAll(() => h.backend.db.close());

async function customer(credit: number) {
  const mobile = `0912999${String(++seq).padStart(4, '0')}`;
  const me = await h.login(mobile);
  await h.setCredit(me.customerId, credit);
  const order = async (payment_type: 'credit' | 'online', count = 1) => {
    const res = await h.call('POST', '/api/v1/order/submit/', {
      token: me.token,
      body: { products: [{ product_id: fx.unlimited, count }], delivery: false, payment_type, idempotency_key: `pay-test-${++seq}-order` },
    });
    return res.body.data.order_id as number;
  };
  const state = async () => {
    const [row] = await h.backend.db.query<{ credit: number; n: number }>(
      'SELECT c.credit, (SELECT count(*)::int FROM credit_transactions t WHERE t.customer_id = c.id) AS n FROM customers c WHERE c.id = $1',
      [me.customerId],
    );
    return { credit: Number(row.credit), ledger: row.n };
  };
  const getOrder = async (id: number) => (await h.call('GET', `/api/v1/app/order/${id}`, { token: me.token })).body.data;
  /** A reservation of the only place of a fresh turn, not paid: the place is held. */
  const reservation = async () => {
    const product = await productId(h.backend.db, 'latte-art-workshop');
    const date = daysAhead(60 + seq);
    const turn = await addDatedTurn(h.backend.db, product, date, '10:00', '12:00', 1);
    const res = await h.call('POST', `/api/v1/order/submit/?reserve_date=${date}&reserve_time=10:00`, {
      token: me.token,
      body: {
        products: [{ product_id: product, count: 1, reservable: true, times: [{ date, turn: '10:00', end_time: '12:00', reserve_time_id: turn, customer: mobile }] }],
        customer: mobile,
        payment_type: 'credit',
        idempotency_key: `pay-test-${++seq}-reservation`,
      },
    });
    expect(res.status, res.body.msg).toBe(201);
    return res.body.data.order_id as number;
  };
  const bookings = async (id: number) => (await getOrder(id)).bookings.map((b: { status: string }) => b.status);
  return { ...me, order, state, getOrder, reservation, bookings };
}

const urls = (id: number) => ({ success_url: `/paid-order?forOrder=true&fromOrder=${id}`, fail_url: `/failed-payment?forOrder=true&fromOrder=${id}` });

/** Opens the sandbox page, presses a button, and follows the gateway back to the shop's callback. */
async function gateway(paymentUrl: string, button: 'pay' | 'cancel') {
  const page = await h.raw('GET', paymentUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('پرداخت');
  expect(html).toContain('انصراف');
  const back = await h.raw('POST', `${paymentUrl}/${button}`);
  expect(back.status).toBe(303);
  const callback = back.headers.get('location')!;
  expect(callback).toMatch(/^\/api\/v1\/payment\/callback\?Authority=S[0-9a-f]+&Status=(OK|NOK)$/);
  return { html, callback, land: () => h.raw('GET', callback) };
}

describe('sandbox gateway', () => {
  it('pays an order by card: page, pay, callback, server-side verify, success landing', async () => {
    const me = await customer(0);
    const id = await me.order('online', 2);
    const created = await h.call('POST', `/api/v1/order/${id}/payment/create`, { token: me.token, body: urls(id) });
    expect(created.status).toBe(200);
    const { payment_url, authority, amount } = created.body.data;
    expect(amount).toBe(200_000);
    const gw = await gateway(payment_url, 'pay');
    expect(gw.html).toContain('۲۰۰٬۰۰۰ تومان');
    // In the page's own digits, as the rest of it.
    expect(gw.html).toContain(`<p>پرداخت سفارش ${toPersianDigits(id)}</p>`);
    const landing = await gw.land();
    expect(landing.status).toBe(303);
    expect(landing.headers.get('location')).toBe(`/paid-order?forOrder=true&fromOrder=${id}&authority=${authority}`);
    expect(await me.getOrder(id)).toMatchObject({ paid: true, payment_state: 'paid', amount_due: 0 });
    expect(await me.state()).toEqual({ credit: 0, ledger: 2 });
    const status = await h.call('GET', `/api/v1/payment/${authority}`, { token: me.token });
    expect(status.body.data).toMatchObject({ paid: true, status: 'paid', amount: 200_000, payment_for: 'order', order: { id, paid: true } });

    // A replayed callback changes nothing and still lands on success.
    const replay = await gw.land();
    expect(replay.headers.get('location')).toContain('/paid-order');
    expect(await me.state()).toEqual({ credit: 0, ledger: 2 });
    // Paying a paid order again is refused.
    expect((await h.call('POST', `/api/v1/order/${id}/payment/create`, { token: me.token, body: urls(id) })).status).toBe(400);
  });

  it('charges a gap smaller than a card can pay as the least a card pays, and leaves the rest in credit', async () => {
    const me = await customer(99_995);
    const id = await me.order('credit');
    expect(await me.getOrder(id)).toMatchObject({ paid: false, amount_due: 1_000 });
    const created = await h.call('POST', `/api/v1/order/${id}/payment/create`, { token: me.token, body: urls(id) });
    expect(created.status).toBe(200);
    expect(created.body.data.amount).toBe(1_000);
    await (await gateway(created.body.data.payment_url, 'pay')).land();
    expect(await me.getOrder(id)).toMatchObject({ paid: true, amount_due: 0 });
    // 99,995 + 1,000 − 100,000.
    expect((await me.state()).credit).toBe(995);
  });

  it('a cancelled payment lands on the fail URL, leaves the order unpaid, and it can be paid again', async () => {
    const me = await customer(0);
    const id = await me.order('online');
    const first = await h.call('POST', `/api/v1/order/${id}/payment/create`, { token: me.token, body: urls(id) });
    const landing = await (await gateway(first.body.data.payment_url, 'cancel')).land();
    expect(landing.headers.get('location')).toBe(`/failed-payment?forOrder=true&fromOrder=${id}&authority=${first.body.data.authority}`);
    expect(await me.getOrder(id)).toMatchObject({ paid: false, payment_state: 'failed', amount_due: 100_000 });
    expect((await h.call('GET', `/api/v1/payment/${first.body.data.payment_id}`, { token: me.token })).body.data.status).toBe('failed');

    const second = await h.call('POST', `/api/v1/order/${id}/payment/create`, { token: me.token, body: urls(id) });
    await (await gateway(second.body.data.payment_url, 'pay')).land();
    expect(await me.getOrder(id)).toMatchObject({ paid: true });
    // The cancelled authority replayed as "OK" pays nothing more.
    await h.raw('GET', `/api/v1/payment/callback?Authority=${first.body.data.authority}&Status=OK`);
    expect(await me.state()).toEqual({ credit: 0, ledger: 2 });
  });

  it('a forged NOK callback neither fails the payment nor releases its place: the customer still pays it', async () => {
    const me = await customer(0);
    const id = await me.reservation();
    const created = await h.call('POST', `/api/v1/order/${id}/payment/create`, { token: me.token, body: urls(id) });
    const { authority, payment_url } = created.body.data;
    const forged = await h.raw('GET', `/api/v1/payment/callback?Authority=${authority}&Status=NOK`);
    expect(forged.headers.get('location')).toBe(`/failed-payment?forOrder=true&fromOrder=${id}&authority=${authority}`);
    expect(await me.getOrder(id)).toMatchObject({ paid: false, payment_state: 'pending' });
    expect(await me.bookings(id)).toEqual(['held']);

    const landing = await (await gateway(payment_url, 'pay')).land();
    expect(landing.headers.get('location')).toBe(`/paid-order?forOrder=true&fromOrder=${id}&authority=${authority}`);
    expect(await me.getOrder(id)).toMatchObject({ paid: true, credited_amount: 0 });
    expect(await me.bookings(id)).toEqual(['confirmed']);
  });

  it('the customer\'s own «انصراف» still fails the payment and gives the place back', async () => {
    const me = await customer(0);
    const id = await me.reservation();
    const created = await h.call('POST', `/api/v1/order/${id}/payment/create`, { token: me.token, body: urls(id) });
    await (await gateway(created.body.data.payment_url, 'cancel')).land();
    expect(await me.getOrder(id)).toMatchObject({ paid: false, payment_state: 'failed' });
    expect(await me.bookings(id)).toEqual(['cancelled']);
  });

  it('pays nothing for an unknown authority, a forged OK, or a gateway amount that differs from the database', async () => {
    const me = await customer(0);
    const unknown = await h.raw('GET', `/api/v1/payment/callback?Authority=S${'0'.repeat(36)}&Status=OK`);
    expect(unknown.status).toBe(303);
    expect(unknown.headers.get('location')).toBe('/failed-payment');

    const id = await me.order('online');
    const forged = await h.call('POST', `/api/v1/order/${id}/payment/create`, { token: me.token, body: urls(id) });
    // Never pressed «پرداخت» at the gateway: an "OK" callback does not verify.
    const land = await h.raw('GET', `/api/v1/payment/callback?Authority=${forged.body.data.authority}&Status=OK`);
    expect(land.headers.get('location')).toContain('/failed-payment');

    // «پرداخت» again at once: the OK return may mean money taken and a late verify, so no second
    // payment starts while it is being checked (open-payment.ts); past that window a new one does.
    const early = await h.call('POST', `/api/v1/order/${id}/payment/create`, { token: me.token, body: urls(id) });
    expect(early.status).toBe(409);
    h.advance(PAYMENT_REUSE_S);
    const wrong = await h.call('POST', `/api/v1/order/${id}/payment/create`, { token: me.token, body: urls(id) });
    expect(wrong.body.data.authority).not.toBe(forged.body.data.authority);
    const gw = await gateway(wrong.body.data.payment_url, 'pay');
    // The gateway charged another amount than the shop recorded: verify (with the DB amount) fails.
    await h.backend.db.query('UPDATE sandbox_gateway SET amount = amount - 1000 WHERE authority = $1', [wrong.body.data.authority]);
    h.advance(CALLBACK_CHECK_INTERVAL_S);
    expect((await gw.land()).headers.get('location')).toContain('/failed-payment');
    expect((await h.call('GET', `/api/v1/payment/${wrong.body.data.authority}`, { token: me.token })).body.data.status).toBe('failed');
    expect(await me.getOrder(id)).toMatchObject({ paid: false });
    expect(await me.state()).toEqual({ credit: 0, ledger: 0 });
  });

  it('keeps a second card payment of an order already paid as credit, and says which payment paid the order', async () => {
    const me = await customer(0);
    const id = await me.order('online');
    const first = await h.call('POST', `/api/v1/order/${id}/payment/create`, { token: me.token, body: urls(id) });
    // «پرداخت» again in another window once the first is no longer reused: a second charge.
    h.advance(PAYMENT_REUSE_S + 1);
    const second = await h.call('POST', `/api/v1/order/${id}/payment/create`, { token: me.token, body: urls(id) });
    expect(second.body.data.authority).not.toBe(first.body.data.authority);
    await (await gateway(second.body.data.payment_url, 'pay')).land();
    await (await gateway(first.body.data.payment_url, 'pay')).land();
    const view = async (authority: string) => (await h.call('GET', `/api/v1/payment/${authority}`, { token: me.token })).body.data;
    expect(await view(second.body.data.authority)).toMatchObject({ paid: true, paid_order: true, order: { paid: true } });
    expect(await view(first.body.data.authority)).toMatchObject({ paid: true, paid_order: false, customer_credit: 100_000, order: { paid: true } });
    expect(await me.state()).toEqual({ credit: 100_000, ledger: 3 });
  });

  it('pays the credit gap by card: the order completes and the credit is used up', async () => {
    const me = await customer(30_000);
    const id = await me.order('credit');
    expect(await me.getOrder(id)).toMatchObject({ paid: false, amount_due: 70_000 });
    const created = await h.call('POST', '/api/v1/payment/create', {
      token: me.token,
      body: { ...urls(id), orderId: id, customer: me.customerId, user: me.userId, price: 1, payment_for: 'order' },
    });
    expect(created.body.data.amount).toBe(70_000);
    await (await gateway(created.body.data.payment_url, 'pay')).land();
    expect(await me.getOrder(id)).toMatchObject({ paid: true, customer_credit: 0 });
    expect(await me.state()).toEqual({ credit: 0, ledger: 2 });
  });

  it('pays from credit at once when credit already covers the order', async () => {
    const me = await customer(0);
    const id = await me.order('credit');
    await h.backend.db.query('UPDATE customers SET credit = 150000 WHERE id = $1', [me.customerId]);
    const created = await h.call('POST', `/api/v1/order/${id}/payment/create`, { token: me.token, body: urls(id) });
    expect(created.body.data).toMatchObject({ paid: true, payment_url: urls(id).success_url });
    expect(created.body.msg).toBe('سفارش از اعتبار شما پرداخت شد');
    expect(await me.getOrder(id)).toMatchObject({ paid: true, customer_credit: 50_000 });
  });

  it('tops up credit (buy_customer_credit) and the landing reads the verified state', async () => {
    const me = await customer(5_000);
    const body = { user: me.userId, customer: me.customerId, price: 50_000, payment_for: 'buy_customer_credit', success_url: '/paid-order?isCharging=true', fail_url: '/failed-payment?isCharging=true' };
    const created = await h.call('POST', '/api/v1/payment/create', { token: me.token, body });
    expect(created.status).toBe(200);
    const before = await h.call('GET', `/api/v1/payment/${created.body.data.authority}`, { token: me.token });
    expect(before.body.data).toMatchObject({ paid: false, status: 'pending', payment_for: 'buy_customer_credit' });
    const landing = await (await gateway(created.body.data.payment_url, 'pay')).land();
    expect(landing.headers.get('location')).toBe(`/paid-order?isCharging=true&authority=${created.body.data.authority}`);
    const after = await h.call('GET', `/api/v1/payment/${created.body.data.authority}`, { token: me.token });
    expect(after.body.data).toMatchObject({ paid: true, amount: 50_000, customer_credit: 55_000, order: null });
    const ledger = await h.call('GET', `/api/v1/customer/${me.customerId}/transactions`, { token: me.token });
    expect(ledger.body.data).toMatchObject({ credit: 55_000, transactions: [{ amount: 50_000, balance: 55_000, kind: 'gateway_payment' }] });

    for (const price of [0, 999, 100_000_001, 'lots', -5]) {
      expect((await h.call('POST', '/api/v1/payment/create', { token: me.token, body: { ...body, price } })).status, String(price)).toBe(400);
    }
    expect((await h.call('POST', '/api/v1/payment/create', { token: me.token, body: { ...body, user: me.userId + 1 } })).status).toBe(403);
    expect((await h.call('POST', '/api/v1/payment/create', { token: me.token, body: { ...body, customer: '09120000000' } })).status).toBe(403);
  });

  it('accepts only same-site return paths (no open redirect)', async () => {
    const me = await customer(0);
    const id = await me.order('online');
    for (const bad of ['https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/%2F%2Fevil.example', 'paid-order', '']) {
      const res = await h.call('POST', `/api/v1/order/${id}/payment/create`, { token: me.token, body: { ...urls(id), success_url: bad } });
      expect(res.status, bad).toBe(400);
    }
  });

  it('lands on a Persian return path, percent-encoded in Location', async () => {
    const me = await customer(0);
    const id = await me.order('online');
    const created = await h.call('POST', `/api/v1/order/${id}/payment/create`, { token: me.token, body: { success_url: '/پرداخت?نام=۱', fail_url: '/خطا' } });
    expect(created.status).toBe(200);
    const landing = await (await gateway(created.body.data.payment_url, 'pay')).land();
    expect(landing.status).toBe(303);
    const location = landing.headers.get('location')!;
    expect(location).toBe(`/%D9%BE%D8%B1%D8%AF%D8%A7%D8%AE%D8%AA?%D9%86%D8%A7%D9%85=%DB%B1&authority=${created.body.data.authority}`);
    expect(decodeURIComponent(location)).toBe(`/پرداخت?نام=۱&authority=${created.body.data.authority}`);
    expect(await me.getOrder(id)).toMatchObject({ paid: true });
  });

  it('keeps payments and orders private', async () => {
    const me = await customer(0);
    const other = await customer(0);
    const id = await me.order('online');
    const created = await h.call('POST', `/api/v1/order/${id}/payment/create`, { token: me.token, body: urls(id) });
    expect((await h.call('POST', `/api/v1/order/${id}/payment/create`, { token: other.token, body: urls(id) })).status).toBe(404);
    expect((await h.call('GET', `/api/v1/payment/${created.body.data.authority}`, { token: other.token })).status).toBe(404);
    expect((await h.call('GET', `/api/v1/payment/${created.body.data.payment_id}`, { token: other.token })).status).toBe(404);
    expect((await h.raw('GET', '/api/v1/payment/sandbox/S123')).status).toBe(404);
  });
});
