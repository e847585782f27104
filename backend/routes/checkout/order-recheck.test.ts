import { beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../test/harness';
import type { CartFixture } from '../cart/fixtures';
import { withZarinpalHarness } from '../../payments/zarinpal-harness';
import { RECHECK_INTERVAL_S } from '../../payments/verify';

const { fake, ctx, callback } = withZarinpalHarness();
const { verifies, sessions } = fake;
let h: Harness;
let fx: CartFixture;
let seq = 0;
beforeAll(() => {
  ({ h, fx } = ctx);
});

/** A customer's unpaid online order, a card payment of it started, and the order page's read. */
async function orderAtGateway() {
  const me = await h.login(`0912113${String(++seq).padStart(4, '0')}`);
  const res = await h.call('POST', '/api/v1/order/submit/', {
    token: me.token,
    body: { products: [{ product_id: fx.unlimited, count: 1 }], delivery: false, payment_type: 'online', idempotency_key: `order-recheck-${seq}` },
  });
  const id = res.body.data.order_id as number;
  const pay = await h.call('POST', `/api/v1/order/${id}/payment/create`, {
    token: me.token,
    body: { success_url: '/paid-order', fail_url: `/failed-payment?forOrder=true&fromOrder=${id}` },
  });
  const authority = pay.body.data.authority as string;
  const read = async () => {
    const got = await h.call('GET', `/api/v1/app/order/${id}`, { token: me.token });
    expect(got.status).toBe(200);
    return got.body.data;
  };
  return { id, authority, read };
}

describe('GET /app/order/{id} verifies again a payment left pending after an OK return', () => {
  it('asks the gateway at most once every RECHECK_INTERVAL_S, and shows the order paid once it answers', async () => {
    const o = await orderAtGateway();
    sessions.get(o.authority)!.paid = true;
    // The verify after the OK return meets an outage: the landing says «pending» and links to the order.
    fake.verifyOutages = 1;
    expect((await callback(o.authority)).headers.get('location')).toContain('/failed-payment');
    const asked = verifies.length;
    expect(await o.read()).toMatchObject({ paid: false, payment_state: 'pending' });
    expect(verifies.length).toBe(asked);

    h.advance(RECHECK_INTERVAL_S);
    expect(await o.read()).toMatchObject({ paid: true, payment_state: 'paid', amount_due: 0 });
    expect(verifies.length).toBe(asked + 1);
    // Paid now: nothing is pending, so later reads ask nothing.
    h.advance(RECHECK_INTERVAL_S);
    await o.read();
    expect(verifies.length).toBe(asked + 1);
  });

  it('shows a payment the gateway reports failed as failed', async () => {
    const o = await orderAtGateway();
    // Zarinpal still reports the session at the bank (-51, IN_BANK): left pending.
    await callback(o.authority);
    expect(await o.read()).toMatchObject({ paid: false, payment_state: 'pending' });
    sessions.get(o.authority)!.failed = true;
    h.advance(RECHECK_INTERVAL_S);
    expect(await o.read()).toMatchObject({ paid: false, payment_state: 'failed' });
  });

  it('never asks about a payment the customer has not come back from with OK', async () => {
    const o = await orderAtGateway();
    sessions.get(o.authority)!.paid = true;
    const asked = verifies.length;
    h.advance(RECHECK_INTERVAL_S);
    expect(await o.read()).toMatchObject({ paid: false, payment_state: 'pending' });
    expect(verifies.length).toBe(asked);
  });
});
