import { describe, expect, it } from 'vitest';
import { paymentConfigFromEnv as fromEnv } from './provider';

const paymentConfigFromEnv = (env: Record<string, string>, demo: boolean) => fromEnv(env as NodeJS.ProcessEnv, demo);

describe('the payment provider setting', () => {
  it('is the sandbox in demo mode, none otherwise, unless PAYMENT_PROVIDER names one', () => {
    expect(paymentConfigFromEnv({}, true).provider).toBe('sandbox');
    expect(paymentConfigFromEnv({}, false).provider).toBe('none');
    expect(paymentConfigFromEnv({ PAYMENT_PROVIDER: 'sandbox' }, false).provider).toBe('sandbox');
    expect(paymentConfigFromEnv({ PAYMENT_PROVIDER: 'zarinpal', ZARINPAL_MERCHANT_ID: 'm' }, false)).toMatchObject({ provider: 'zarinpal', zarinpal: { merchantId: 'm' } });
  });

  it('refuses the sandbox, which pays anything, on a public https site unless it is meant to be public', () => {
    const site = { SITE_URL: 'https://cafe.example' };
    expect(() => paymentConfigFromEnv({ ...site, PAYMENT_PROVIDER: 'sandbox' }, false)).toThrow(/PAYMENT_PROVIDER=zarinpal/);
    expect(paymentConfigFromEnv({ ...site, PAYMENT_PROVIDER: 'sandbox', PAYMENT_SANDBOX_PUBLIC: '1' }, false).provider).toBe('sandbox');
    // A public demo (SHOP_DEMO_PUBLIC=1) has it, as its login codes are public too.
    expect(paymentConfigFromEnv({ ...site, SHOP_DEMO_PUBLIC: '1' }, true).provider).toBe('sandbox');
    expect(paymentConfigFromEnv({ SITE_URL: 'http://localhost:3000', PAYMENT_PROVIDER: 'sandbox' }, false).provider).toBe('sandbox');
    expect(paymentConfigFromEnv({ ...site, PAYMENT_PROVIDER: 'zarinpal' }, false).provider).toBe('zarinpal');
  });
});
