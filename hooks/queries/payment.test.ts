import { describe, expect, it } from 'vitest';
import type { PaymentView } from '@/lib/api/checkout';
import { latestOrder } from './payment';
import { PAYMENT_RECHECK_MS, paymentRecheckInterval } from '@/lib/payment/recheck';

const payment = (status: PaymentView['status'], order: PaymentView['order'], returnedOk = true): PaymentView => ({
  id: 1,
  authority: 'S1',
  payment_for: 'order',
  status,
  paid: status === 'paid',
  returned_ok: returnedOk,
  amount: 95_000,
  ref_id: null,
  order_id: order?.id ?? null,
  order,
  customer_credit: 0,
  created_at: '2025-01-01T00:00:00.000Z',
  settled_at: null,
});
const orderCopy = (id: number, paid: boolean) => ({ id, paid, status: 'created', submit_by: 'app', amount_due: paid ? 0 : 95_000 });

describe('paymentRecheckInterval', () => {
  it('reads a payment again every 30 s (the backend’s recheck interval) only while it is pending after an OK return', () => {
    expect(PAYMENT_RECHECK_MS).toBe(30_000);
    expect(paymentRecheckInterval(payment('pending', null))).toBe(30_000);
    expect(paymentRecheckInterval(payment('pending', null, false))).toBe(false);
    expect(paymentRecheckInterval(payment('paid', null))).toBe(false);
    expect(paymentRecheckInterval(payment('failed', null))).toBe(false);
    expect(paymentRecheckInterval(undefined)).toBe(false);
  });
});

describe('latestOrder', () => {
  const unpaid = { id: 7, paid: false };
  it('takes the order as the payment carries it when a recheck read the payment after the order', () => {
    expect(latestOrder({ data: unpaid, at: 1000 }, { data: payment('paid', orderCopy(7, true)), at: 2000 })).toMatchObject({ id: 7, paid: true });
  });
  it('keeps the order’s own read when it is the newer one, or the payment names another order', () => {
    expect(latestOrder({ data: unpaid, at: 3000 }, { data: payment('paid', orderCopy(7, true)), at: 2000 })).toBe(unpaid);
    expect(latestOrder({ data: unpaid, at: 1000 }, { data: payment('paid', orderCopy(8, true)), at: 2000 })).toBe(unpaid);
  });
  it('is no order when the order was not read (a top-up, or another customer’s order)', () => {
    expect(latestOrder({ data: undefined, at: 0 }, { data: payment('pending', orderCopy(7, false)), at: 2000 })).toBeNull();
    expect(latestOrder({ data: null, at: 1000 }, { data: payment('paid', orderCopy(7, true)), at: 2000 })).toBeNull();
  });
});
