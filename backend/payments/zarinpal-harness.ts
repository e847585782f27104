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
  return { fake, ctx, callback };
}
