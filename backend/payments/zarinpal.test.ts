import { beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../test/harness';
import type { CartFixture } from '../routes/cart/fixtures';
import { addDatedTurn, daysAhead, productId } from '../reservations/test-fixtures';
import { FAKE_MERCHANT as MERCHANT } from './zarinpal-fake';
import { PAYMENT_REUSE_S } from './open-payment';
import { CALLBACK_CHECK_INTERVAL_S, RECHECK_INTERVAL_S } from './verify';
import { withZarinpalHarness } from './zarinpal-harness';

const { fake, ctx } = withZarinpalHarness();
const { requests, verifies, sessions } = fake;
let base: string;
let h: Harness;
let fx: CartFixture;
beforeAll(() => {
  ({ h, fx, base } = ctx);
});

const raw = (path: string) => h.raw('GET', path);

async function unpaidOrder(mobile: string) {
  const me = await h.login(mobile);
  const res = await h.call('POST', '/api/v1/order/submit/', {
    token: me.token,
    body: { products: [{ product_id: fx.unlimited, count: 1 }], delivery: false, payment_type: 'online', idempotency_key: `zarinpal-${mobile}` },
  });
  const id = res.body.data.order_id as number;
  const pay = () =>
    h.call('POST', `/api/v1/order/${id}/payment/create`, {
      token: me.token,
      body: { success_url: `https://shop.example/paid-order?fromOrder=${id}`, fail_url: `/order/${id}` },
    });
  const order = async () => (await h.call('GET', `/api/v1/app/order/${id}`, { token: me.token })).body.data;
  return { me, id, pay, order };
}

describe('Zarinpal v4 adapter', () => {
  it('requests in Rial with the merchant id and callback, starts pay at StartPay, verifies with the DB amount', async () => {
    const { id, pay, order } = await unpaidOrder('09121110001');
    const created = await pay();
    expect(created.status).toBe(200);
    const { authority, payment_url } = created.body.data;
    expect(payment_url).toBe(`${base}/pg/StartPay/${authority}`);
    expect(requests.at(-1)).toMatchObject({ merchant_id: MERCHANT, amount: 1_000_000, callback_url: 'https://shop.example/api/v1/payment/callback' });

    sessions.get(authority)!.paid = true;
    const landing = await raw(`/api/v1/payment/callback?Authority=${authority}&Status=OK`);
    expect(landing.status).toBe(303);
    // An absolute success URL on the shop's own origin is kept as its path.
    expect(landing.headers.get('location')).toBe(`/paid-order?fromOrder=${id}&authority=${authority}`);
    expect(verifies.at(-1)).toEqual({ merchant_id: MERCHANT, amount: 1_000_000, authority });
    expect(await order()).toMatchObject({ paid: true });

    const before = verifies.length;
    expect((await raw(`/api/v1/payment/callback?Authority=${authority}&Status=OK`)).headers.get('location')).toContain('/paid-order');
    expect(verifies.length).toBe(before);
  });

  it('pays nothing when Zarinpal reports another amount (-50) or an unpaid session (-51)', async () => {
    const { id, pay, order } = await unpaidOrder('09121110002');
    const unpaid = (await pay()).body.data.authority;
    expect((await raw(`/api/v1/payment/callback?Authority=${unpaid}&Status=OK`)).headers.get('location')).toBe(`/order/${id}?authority=${unpaid}`);

    // Still at the bank, the first payment is handed out again for PAYMENT_REUSE_S; then a new one starts.
    h.advance(PAYMENT_REUSE_S);
    const tampered = (await pay()).body.data.authority;
    expect(tampered).not.toBe(unpaid);
    sessions.get(tampered)!.paid = true;
    sessions.get(tampered)!.amount = 10_000;
    expect((await raw(`/api/v1/payment/callback?Authority=${tampered}&Status=OK`)).headers.get('location')).toBe(`/order/${id}?authority=${tampered}`);
    expect(await order()).toMatchObject({ paid: false, payment_state: 'failed' });
  });

  it('answers 502 with a Persian message when the gateway refuses the request, and serves no sandbox pages', async () => {
    const { id, pay } = await unpaidOrder('09121110003');
    fake.refuseNext = true;
    const res = await pay();
    expect(res.status).toBe(502);
    expect(res.body.msg).toMatch(/درگاه پرداخت/);
    // The payment recorded before asking the gateway is gone with the refusal.
    expect(await h.backend.db.query('SELECT 1 FROM payments WHERE order_id = $1', [id])).toEqual([]);
    expect((await raw('/api/v1/payment/sandbox/S' + 'a'.repeat(36))).status).toBe(404);
  });

  it('leaves the payment pending when verify gets an error page instead of an answer; the next callback pays it', async () => {
    const { id, pay, order } = await unpaidOrder('09121110005');
    const { authority } = (await pay()).body.data;
    sessions.get(authority)!.paid = true;
    fake.verifyOutages = 1;
    const first = await raw(`/api/v1/payment/callback?Authority=${authority}&Status=OK`);
    expect(first.headers.get('location')).toBe(`/order/${id}?authority=${authority}`);
    expect(await order()).toMatchObject({ paid: false, payment_state: 'pending' });

    h.advance(CALLBACK_CHECK_INTERVAL_S);
    const second = await raw(`/api/v1/payment/callback?Authority=${authority}&Status=OK`);
    expect(second.headers.get('location')).toBe(`/paid-order?fromOrder=${id}&authority=${authority}`);
    expect(await order()).toMatchObject({ paid: true, payment_state: 'paid' });
  });

  it('starts no second payment while one the customer came back from with OK is being checked: the card is charged once', async () => {
    const { me, id, pay, order } = await unpaidOrder('09121110009');
    const { authority } = (await pay()).body.data;
    // Nine minutes at the bank: the window runs from the return, not from the payment's start.
    h.advance(PAYMENT_REUSE_S - 60);
    sessions.get(authority)!.paid = true;
    fake.verifyOutages = 2;
    await raw(`/api/v1/payment/callback?Authority=${authority}&Status=OK`);
    expect(await order()).toMatchObject({ paid: false, payment_state: 'pending' });

    const again = await pay();
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, data: null, msg: 'پرداخت قبلی این سفارش در حال بررسی است؛ چند دقیقه دیگر وضعیت سفارش را ببینید', code: 409 });
    // Two minutes on, past the payment's first ten: the gateway still does not answer, still no second payment.
    h.advance(120);
    expect((await pay()).status).toBe(409);
    // Once the gateway answers, the start asks it first: the order is paid by that payment.
    h.advance(RECHECK_INTERVAL_S);
    const late = await pay();
    expect(late.status).toBe(400);
    expect(await order()).toMatchObject({ paid: true, payment_state: 'paid' });
    const payments = await h.backend.db.query('SELECT 1 FROM payments WHERE order_id = $1', [id]);
    expect(payments).toHaveLength(1);
    const ledger = await h.backend.db.query<{ amount: number }>('SELECT amount FROM credit_transactions WHERE customer_id = $1 ORDER BY id', [me.customerId]);
    expect(ledger.map((t) => Number(t.amount))).toEqual([100_000, -100_000]);
  });

  it('a NOK callback fails the payment only when Zarinpal says it failed, not while the customer is at the bank', async () => {
    const { id, pay, order } = await unpaidOrder('09121110006');
    const cancelled = (await pay()).body.data.authority;
    sessions.get(cancelled)!.failed = true;
    expect((await raw(`/api/v1/payment/callback?Authority=${cancelled}&Status=NOK`)).headers.get('location')).toBe(`/order/${id}?authority=${cancelled}`);
    expect(await order()).toMatchObject({ paid: false, payment_state: 'failed' });

    // Forged by someone who saw the authority while the customer is still paying.
    const paying = (await pay()).body.data.authority;
    await raw(`/api/v1/payment/callback?Authority=${paying}&Status=NOK`);
    expect(await order()).toMatchObject({ paid: false, payment_state: 'pending' });
    sessions.get(paying)!.paid = true;
    expect((await raw(`/api/v1/payment/callback?Authority=${paying}&Status=OK`)).headers.get('location')).toContain('/paid-order');
    expect(await order()).toMatchObject({ paid: true });
  });

  it('applies a payment marked failed once Zarinpal verifies it after all, and only once', async () => {
    const { me, id, pay, order } = await unpaidOrder('09121110007');
    const { authority } = (await pay()).body.data;
    sessions.get(authority)!.failed = true;
    await raw(`/api/v1/payment/callback?Authority=${authority}&Status=NOK`);
    expect(await order()).toMatchObject({ paid: false, payment_state: 'failed' });

    // The bank settles late: the money was taken after all.
    sessions.get(authority)!.paid = true;
    expect((await raw(`/api/v1/payment/callback?Authority=${authority}&Status=OK`)).headers.get('location')).toBe(`/paid-order?fromOrder=${id}&authority=${authority}`);
    expect(await order()).toMatchObject({ paid: true, payment_state: 'paid' });
    await raw(`/api/v1/payment/callback?Authority=${authority}&Status=OK`);
    const ledger = await h.backend.db.query<{ amount: number }>('SELECT amount FROM credit_transactions WHERE customer_id = $1 ORDER BY id', [me.customerId]);
    expect(ledger.map((t) => Number(t.amount))).toEqual([100_000, -100_000]);
  });

  it('keeps the places held while another window waits for the gateway, when the first window\'s payment fails', async () => {
    const product = await productId(h.backend.db, 'latte-art-workshop');
    const date = daysAhead(70);
    const turn = await addDatedTurn(h.backend.db, product, date, '10:00', '12:00', 1);
    const mobile = '09121110008';
    const me = await h.login(mobile);
    const submitted = await h.call('POST', `/api/v1/order/submit/?reserve_date=${date}&reserve_time=10:00`, {
      token: me.token,
      body: {
        products: [{ product_id: product, count: 1, reservable: true, times: [{ date, turn: '10:00', end_time: '12:00', reserve_time_id: turn, customer: mobile }] }],
        customer: mobile,
        payment_type: 'credit',
        idempotency_key: 'zarinpal-two-windows',
      },
    });
    expect(submitted.status, submitted.body.msg).toBe(201);
    const orderId = submitted.body.data.order_id as number;
    const pay = () => h.call('POST', `/api/v1/order/${orderId}/payment/create`, { token: me.token, body: { success_url: '/ok', fail_url: '/failed-payment' } });
    const bookings = async () => (await h.call('GET', `/api/v1/app/order/${orderId}`, { token: me.token })).body.data.bookings.map((b: { status: string }) => b.status);

    const first = (await pay()).body.data.authority;
    // A second window once the first payment is no longer handed out again (open-payment.ts).
    h.advance(PAYMENT_REUSE_S);
    let open!: () => void;
    const arrived = new Promise<void>((arrive) => {
      fake.requestGate = { arrived: arrive, open: new Promise<void>((resolve) => (open = resolve)) };
    });
    const second = pay();
    await arrived;
    // The first window's customer cancels at the bank while the second window's request is out.
    sessions.get(first)!.failed = true;
    await raw(`/api/v1/payment/callback?Authority=${first}&Status=NOK`);
    expect(await bookings()).toEqual(['held']);
    open();
    const { authority } = (await second).body.data;

    sessions.get(authority)!.paid = true;
    await raw(`/api/v1/payment/callback?Authority=${authority}&Status=OK`);
    const order = (await h.call('GET', `/api/v1/app/order/${orderId}`, { token: me.token })).body.data;
    expect(order).toMatchObject({ paid: true, credited_amount: 0 });
    expect(await bookings()).toEqual(['confirmed']);
  });

  it('rejects a return URL on another origin', async () => {
    const { me, id } = await unpaidOrder('09121110004');
    const res = await h.call('POST', `/api/v1/order/${id}/payment/create`, {
      token: me.token,
      body: { success_url: 'https://shop.example.evil.com/paid-order', fail_url: `/order/${id}` },
    });
    expect(res.status).toBe(400);
  });

  it('rejects a return URL on its own origin that is too long once reduced to its encoded path, with 400', async () => {
    const { me, id } = await unpaidOrder('09121110010');
    // 430 characters as sent; each Persian letter is six once percent-encoded.
    const res = await h.call('POST', `/api/v1/order/${id}/payment/create`, {
      token: me.token,
      body: { success_url: `https://shop.example/paid-order?x=${'ا'.repeat(400)}`, fail_url: `/order/${id}` },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, data: null, msg: 'آدرس بازگشت «success_url» معتبر نیست' });
  });
});
