import type { Db } from '../db/client';
import type { PaymentConfig, PaymentProvider } from './provider';
import { sandboxProvider } from './sandbox';
import { zarinpalProvider } from './zarinpal';

/** The configured gateway, or null when none is (payment creation then answers 503). */
export function createGateway(config: PaymentConfig, db: Db): PaymentProvider | null {
  if (config.provider === 'sandbox') return sandboxProvider(db);
  if (config.provider === 'zarinpal' && config.zarinpal?.merchantId) return zarinpalProvider(config.zarinpal);
  return null;
}
