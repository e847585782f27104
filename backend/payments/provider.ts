import { publicSite } from '../lib/demo-mode.mjs';

/**
 * A payment gateway the way Iran's common gateways work: request an authority for an amount,
 * send the customer to the gateway's page, the gateway calls back with the authority and a
 * status, and the shop verifies server-side with the amount it expects. Amounts here are Toman;
 * each adapter converts to its gateway's unit.
 */
export interface PaymentProvider {
  readonly name: string;
  request(input: PaymentRequestInput): Promise<{ authority: string; paymentUrl: string }>;
  /**
   * ok only when the gateway confirms this authority was paid exactly `amount` Toman (or already
   * verified). Not ok and final: the gateway says it was not paid and cannot be any more (cancelled,
   * failed, another amount); not final: not paid yet, the customer may still pay. Throws when the
   * gateway gives no definite answer (unreachable, an error page, an unknown code).
   */
  verify(input: { authority: string; amount: number }): Promise<Verification>;
}

export type Verification = { ok: true; refId: string } | { ok: false; final: boolean; reason: string };

export interface PaymentRequestInput {
  amount: number;
  description: string;
  callbackUrl: string;
  mobile?: string;
}

export type PaymentProviderKind = 'sandbox' | 'zarinpal' | 'none';

export interface PaymentConfig {
  provider: PaymentProviderKind;
  zarinpal?: { merchantId: string; sandbox: boolean; baseUrl?: string };
}

/**
 * PAYMENT_PROVIDER (sandbox|zarinpal; default sandbox in demo mode, else none), ZARINPAL_*. The
 * sandbox's «پرداخت» button pays anything, credit top-ups included: on a public https site it is
 * refused unless PAYMENT_SANDBOX_PUBLIC=1 (or a public demo, SHOP_DEMO_PUBLIC=1) says so.
 */
export function paymentConfigFromEnv(env: NodeJS.ProcessEnv, demo: boolean): PaymentConfig {
  const named = env.PAYMENT_PROVIDER;
  const provider: PaymentProviderKind = named === 'sandbox' || named === 'zarinpal' ? named : demo ? 'sandbox' : 'none';
  if (provider === 'sandbox' && env.PAYMENT_SANDBOX_PUBLIC !== '1' && !(demo && env.SHOP_DEMO_PUBLIC === '1')) {
    const site = publicSite(env);
    if (site) {
      throw new Error(
        `Refusing the sandbox payment provider on the public site ${site.origin}: anyone could pay any order and top up credit with it. ` +
          'Set PAYMENT_PROVIDER=zarinpal for a real shop, or PAYMENT_SANDBOX_PUBLIC=1 if this is meant to be public.',
      );
    }
  }
  if (provider !== 'zarinpal') return { provider };
  return {
    provider,
    zarinpal: {
      merchantId: env.ZARINPAL_MERCHANT_ID ?? '',
      sandbox: env.ZARINPAL_SANDBOX === '1',
      baseUrl: env.ZARINPAL_BASE_URL || undefined,
    },
  };
}
