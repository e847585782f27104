import { describe, expect, it } from 'vitest';
import { landingFlags, outcomeOf, type LandingFlags } from './landing';
import type { PaymentView } from '@/lib/api/checkout';

const payment = (over: Partial<PaymentView>): PaymentView =>
  ({
    id: 1,
    authority: 'S0',
    payment_for: 'order',
    status: 'paid',
    paid: true,
    paid_order: true,
    amount: 50_000,
    ref_id: null,
    order_id: 7,
    order: { id: 7, paid: true, status: 'created', submit_by: 'site', amount_due: 0 },
    customer_credit: 0,
    created_at: '',
    settled_at: null,
    ...over,
  }) as PaymentView;
const flags = (over: Partial<LandingFlags> = {}): LandingFlags => ({ isCharging: false, forOrder: true, orderId: 7, authority: null, ...over });

describe('landing flags', () => {
  it('reads the spec flags and the provider authority, dropping anything malformed', () => {
    expect(landingFlags({ forOrder: 'true', fromOrder: '12', authority: 'S0123abc' })).toEqual({
      isCharging: false,
      forOrder: true,
      orderId: 12,
      authority: 'S0123abc',
    });
    expect(landingFlags({ isCharging: 'true', Authority: 'A00000123' })).toMatchObject({ isCharging: true, orderId: null, authority: 'A00000123' });
    for (const fromOrder of ['0', '-1', '1e3', '12abc', '99999999999', ' ', '<script>']) expect(landingFlags({ fromOrder }).orderId).toBeNull();
    expect(landingFlags({ authority: "S1'--" }).authority).toBeNull();
    expect(landingFlags({ fromOrder: ['5', '6'] }).orderId).toBe(5);
  });
});

describe('landing outcome', () => {
  it('believes the order as the server reads it, not the landing it arrived at', () => {
    expect(outcomeOf(flags(), null, { id: 7, paid: false })).toEqual({ kind: 'order-unpaid', orderId: 7, pending: false });
    expect(outcomeOf(flags(), null, { id: 7, paid: true })).toEqual({ kind: 'order-paid', orderId: 7 });
    expect(outcomeOf(flags(), null, null)).toEqual({ kind: 'unknown' });
  });

  it("gives the bank's tracking code of the card payment that paid, and none to an order paid otherwise", () => {
    const settledAt = '2026-11-27T10:00:00.000Z';
    expect(outcomeOf(flags(), payment({ ref_id: '12345', settled_at: settledAt }), { id: 7, paid: true })).toEqual({
      kind: 'order-paid',
      orderId: 7,
      receipt: { refId: '12345', settledAt },
    });
    expect(outcomeOf(flags(), payment({ payment_for: 'buy_customer_credit', ref_id: '99' }), null)).toMatchObject({ receipt: { refId: '99' } });
    // Another order's payment, or one not paid, lends this order no receipt.
    expect(outcomeOf(flags({ orderId: 8 }), payment({ ref_id: '12345' }), { id: 8, paid: true })).not.toHaveProperty('receipt');
    expect(outcomeOf(flags(), payment({ status: 'failed', paid: false, ref_id: null }), { id: 7, paid: true })).not.toHaveProperty('receipt');
  });

  it('uses the payment when no order is named, and ignores a payment of another order', () => {
    expect(outcomeOf(flags({ orderId: null }), payment({}), null)).toEqual({ kind: 'order-paid', orderId: 7 });
    expect(outcomeOf(flags({ orderId: 8 }), payment({}), null)).toEqual({ kind: 'unknown' });
    const pending = payment({ status: 'pending', paid: false, order: { id: 7, paid: false, status: 'created', submit_by: 'site', amount_due: 10 } });
    expect(outcomeOf(flags(), pending, { id: 7, paid: false })).toEqual({ kind: 'order-unpaid', orderId: 7, pending: true });
  });

  it('says a verified payment whose order stayed unpaid went to credit, never that no money was taken', () => {
    const credited = payment({ customer_credit: 150_000, order: { id: 7, paid: false, status: 'created', submit_by: 'site', amount_due: 0 } });
    expect(outcomeOf(flags(), credited, { id: 7, paid: false })).toEqual({
      kind: 'order-credited',
      orderId: 7,
      orderPaid: false,
      amount: 50_000,
      credit: 150_000,
    });
    expect(outcomeOf(flags({ orderId: null }), credited, null)).toMatchObject({ kind: 'order-credited' });
    expect(outcomeOf(flags(), payment({ status: 'failed', paid: false }), { id: 7, paid: false })).toEqual({ kind: 'order-unpaid', orderId: 7, pending: false });
  });

  it('says a second card payment of an order paid first went to credit, with its own tracking code', () => {
    const second = payment({ paid_order: false, ref_id: '777', customer_credit: 50_000 });
    expect(outcomeOf(flags(), second, { id: 7, paid: true })).toEqual({
      kind: 'order-credited',
      orderId: 7,
      orderPaid: true,
      amount: 50_000,
      credit: 50_000,
      receipt: { refId: '777', settledAt: null },
    });
    // An upstream that does not say which payment paid the order: read as this one.
    expect(outcomeOf(flags(), payment({ paid_order: undefined }), { id: 7, paid: true })).toMatchObject({ kind: 'order-paid' });
  });

  it('reports a top-up by its verified state', () => {
    const topUp = { payment_for: 'buy_customer_credit', order: null, order_id: null, amount: 20_000, customer_credit: 70_000 } as Partial<PaymentView>;
    expect(outcomeOf(flags({ isCharging: true, orderId: null }), payment(topUp), null)).toEqual({ kind: 'charged', amount: 20_000, credit: 70_000 });
    expect(outcomeOf(flags({ isCharging: true }), payment({ ...topUp, status: 'failed', paid: false }), null)).toEqual({
      kind: 'charge-failed',
      amount: 20_000,
      pending: false,
    });
  });
});
