import type { PaymentView } from '@/lib/api/checkout';

/**
 * How often a payment the provider has not settled yet, whose customer came back with OK
 * (`status: 'pending'`, `returned_ok`), is read again: the backend verifies such a payment again
 * on this read at most once per RECHECK_INTERVAL_S (30 s, backend/payments/verify.ts), so asking
 * more often would only return the same row. One the customer came back from with NOK is verified
 * on a read too, but only when asked («بررسی دوباره»): the gateway has already said no.
 */
export const PAYMENT_RECHECK_MS = 30_000;

export const paymentRecheckInterval = (payment: Pick<PaymentView, 'status' | 'returned_ok'> | undefined): number | false =>
  payment?.status === 'pending' && payment.returned_ok ? PAYMENT_RECHECK_MS : false;
