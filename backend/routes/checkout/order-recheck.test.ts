import { beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../../test/harness';
import { withZarinpalHarness } from '../../payments/zarinpal-harness';
import { RECHECK_INTERVAL_S } from '../../payments/verify';

const { fake, ctx, callback, orderAtGateway } = withZarinpalHarness();
const { verifies, sessions } = fake;
let h: Harness;
let seq = 0;
beforeAll(() => {
  ({ h } = ctx);
});

/** A customer's unpaid online order, a card payment of it started, and the order page's read. */
async function orderAtGatewayRead() {
  const { id, token, authority } = await orderAtGateway(`0912113${String(++seq).padStart(4, '0')}`, (order) => `/failed-payment?forOrder=true&fromOrder=${order}`);
  const read = async () => {
    const got = await h.call('GET', `/api/v1/app/order/${id}`, { token });
    expect(got.status).toBe(200);
    return got.body.data;
  };
  return { id, authority, read };
}

describe('GET /app/order/{id} verifies again a payment left pending after an OK return', () => {
  it('asks the gateway at most once every RECHECK_INTERVAL_S, and shows the order paid once it answers', async () => {
    const o = await orderAtGatewayRead();
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
    const o = await orderAtGatewayRead();
    // Zarinpal still reports the session at the bank (-51, IN_BANK): left pending.
    await callback(o.authority);
    expect(await o.read()).toMatchObject({ paid: false, payment_state: 'pending' });
    sessions.get(o.authority)!.failed = true;
    h.advance(RECHECK_INTERVAL_S);
    expect(await o.read()).toMatchObject({ paid: false, payment_state: 'failed' });
  });

  it('never asks about a payment the customer has not come back from with OK', async () => {
    const o = await orderAtGatewayRead();
    sessions.get(o.authority)!.paid = true;
    const asked = verifies.length;
    h.advance(RECHECK_INTERVAL_S);
    expect(await o.read()).toMatchObject({ paid: false, payment_state: 'pending' });
    expect(verifies.length).toBe(asked);
  });
});
