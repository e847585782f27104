import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { insertCartFixture, type CartFixture } from '../cart/fixtures';
import { toPersianDigits } from '../../../common/digits';
import { TOP_UPS_PER_HOUR } from '../../payments/start';

let h: Harness;
let fx: CartFixture;
beforeAll(async () => {
  h = await startHarness();
  fx = await insertCartFixture(h);
});
afterAll(() => h.backend.db.close());

/** Top-up through the sandbox gateway: create, press pay, follow the gateway back to the callback. */
async function topUp(me: { token: string; customerId: number; userId: number }, price: number) {
  const body = { user: me.userId, customer: me.customerId, price, payment_for: 'buy_customer_credit', success_url: '/paid-order?isCharging=true', fail_url: '/failed-payment?isCharging=true' };
  const created = await h.call('POST', '/api/v1/payment/create', { token: me.token, body });
  expect(created.status).toBe(200);
  const { callback } = await h.pressSandbox(created.body.data.payment_url, 'pay');
  return { callback };
}

describe('top-up starts', () => {
  it('are bounded per customer and hour, with a Persian 429 past the bound', async () => {
    const me = await h.login('09126660009');
    const body = { price: 10_000, payment_for: 'buy_customer_credit', success_url: '/paid-order?isCharging=true', fail_url: '/failed-payment?isCharging=true' };
    const start = () => h.call('POST', '/api/v1/payment/create', { token: me.token, body });
    for (let i = 0; i < TOP_UPS_PER_HOUR; i++) expect((await start()).status).toBe(200);
    const over = await start();
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ success: false, data: null, code: 429 });
    // Until the hour's window ends.
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(over.body.msg).toContain('افزایش اعتبار');
    h.advance(3600);
    expect((await start()).status).toBe(200);
  });
});

describe('credit ledger', () => {
  it('lists top-ups, order payments, gift codes and refunds with balance after and Jalali time, newest first', async () => {
    const me = await h.login('09126660001');
    const { callback } = await topUp(me, 300_000);
    // A replayed gateway callback credits nothing more.
    await h.raw('GET', callback);

    const order = await h.call('POST', '/api/v1/order/submit/', {
      token: me.token,
      body: { products: [{ product_id: fx.unlimited, count: 1 }], delivery: false, payment_type: 'credit', idempotency_key: 'ledger-order-1' },
    });
    expect(order.status).toBe(201);
    const orderId = order.body.data.order_id as number;
    expect((await h.call('POST', '/api/v1/app/coupons/apply/', { token: me.token, body: { coupon: 'YALDA-50K' } })).status).toBe(200);
    // Refunds are written by the shop's operator (no customer route makes one): the ledger shows them.
    await h.backend.db.query(
      `INSERT INTO credit_transactions (customer_id, amount, balance, kind, order_id, created_at)
       VALUES ($1, 100000, 350000, 'refund', $2, '2026-03-21T08:30:00Z')`,
      [me.customerId, orderId],
    );

    const res = await h.call('GET', `/api/v1/customer/${me.customerId}/transactions`, { token: me.token });
    expect(res.status).toBe(200);
    const list = res.body.data.transactions;
    expect(list.map((t: { kind: string; amount: number; balance: number }) => [t.kind, t.amount, t.balance])).toEqual([
      ['refund', 100_000, 350_000],
      ['gift_code', 50_000, 250_000],
      ['order_payment', -100_000, 200_000],
      ['gateway_payment', 300_000, 300_000],
    ]);
    expect(list[3]).toMatchObject({ order_id: null, title: 'افزایش اعتبار' });
    expect(list[3].payment_id).toEqual(expect.any(Number));
    expect(list[2]).toMatchObject({ order_id: orderId, payment_id: null, title: `پرداخت سفارش ${toPersianDigits(orderId)}` });
    expect(list[1]).toMatchObject({ gift_code: 'YALDA-50K', title: 'کد هدیه YALDA-50K' });
    // 2026-03-21 08:30 UTC is 12:00 on 1 Farvardin 1405 in Tehran.
    expect(list[0]).toMatchObject({ created_at: '2026-03-21T08:30:00.000Z', created_at_jalali: '1405-01-01 12:00', title: `بازگشت وجه سفارش ${toPersianDigits(orderId)}` });
    for (const t of list) expect(t.created_at_jalali).toMatch(/^14\d\d-\d\d-\d\d \d\d:\d\d$/);
    expect(res.body.data.credit).toBe(250_000);
  });

  it('is the owner’s only', async () => {
    const me = await h.login('09126660002');
    const other = await h.login('09126660003');
    expect((await h.call('GET', `/api/v1/customer/${other.customerId}/transactions`, { token: me.token })).status).toBe(403);
    expect((await h.call('GET', `/api/v1/customer/${me.customerId}/transactions`, { token: await h.guest() })).status).toBe(401);
    expect((await h.call('GET', `/api/v1/customer/${me.customerId}/transactions`)).status).toBe(401);
  });
});
