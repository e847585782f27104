import { afterAll, beforeAll } from 'vitest';
import { startHarness, type Harness } from '../test/harness';
import { insertCartFixture, type CartFixture } from '../routes/cart/fixtures';
import { FAKE_MERCHANT, zarinpalFake } from './zarinpal-fake';

/**
 * For a test file: the backend with the fake Zarinpal as its gateway and the cart fixture, set up
 * before the file's tests and closed after them. `ctx` is filled by then (`h`, `fx`, the fake's
 * `base` URL); `callback` is the gateway sending the customer back to the shop.
 */
export function withZarinpalHarness() {
  const fake = zarinpalFake();
  const ctx = {} as { h: Harness; fx: CartFixture; base: string };
  beforeAll(async () => {
    ctx.base = await fake.listen();
    ctx.h = await startHarness({
      payment: { provider: 'zarinpal', zarinpal: { merchantId: FAKE_MERCHANT, sandbox: true, baseUrl: ctx.base } },
      publicUrl: 'https://shop.example',
    });
    ctx.fx = await insertCartFixture(ctx.h);
  });
  afterAll(async () => {
    await ctx.h.backend.db.close();
    await fake.close();
  });
  const callback = (authority: string, status = 'OK') =>
    ctx.h.backend.fetch(new Request(`http://backend/api/v1/payment/callback?Authority=${authority}&Status=${status}`, { redirect: 'manual' }));
  /** A new customer (`mobile`) with an unpaid online order and a card payment of it started; `failUrl` gets the order's id. */
  const orderAtGateway = async (mobile: string, failUrl: (id: number) => string) => {
    const me = await ctx.h.login(mobile);
    const res = await ctx.h.call('POST', '/api/v1/order/submit/', {
      token: me.token,
      body: { products: [{ product_id: ctx.fx.unlimited, count: 1 }], delivery: false, payment_type: 'online', idempotency_key: `gateway-${mobile}` },
    });
    const id = res.body.data.order_id as number;
    const pay = await ctx.h.call('POST', `/api/v1/order/${id}/payment/create`, { token: me.token, body: { success_url: '/paid-order', fail_url: failUrl(id) } });
    return { id, token: me.token, authority: pay.body.data.authority as string };
  };
  return { fake, ctx, callback, orderAtGateway };
}
