import { describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_TAB_STATUSES } from './spec-constants';
import { awaitsPayment, DEADLINE_NEAR_MS, ORDER_STATUS_LABELS, orderStatusLabel, payLabel, paymentDeadlineNear, paymentLapsed } from './order-status';

describe('order status labels', () => {
  it('names every tab status in Persian', () => {
    expect(DEFAULT_ORDER_TAB_STATUSES.map(orderStatusLabel)).toEqual([
      'ثبت شده',
      'در حال آماده‌سازی',
      'آماده ارسال',
      'ارسال شده',
      'در انتظار مرجوعی',
      'مرجوع شده',
    ]);
    expect(Object.keys(ORDER_STATUS_LABELS)).toEqual([...DEFAULT_ORDER_TAB_STATUSES]);
  });

  it('shows an unknown status as it came', () => {
    expect(orderStatusLabel('archived')).toBe('archived');
  });
});

describe('awaitsPayment', () => {
  it('offers payment while the order is unpaid, even with nothing due by card', () => {
    expect(awaitsPayment({ paid: false })).toBe(true);
    expect(awaitsPayment({ paid: false, bookings: [] })).toBe(true);
    expect(awaitsPayment({ paid: true })).toBe(false);
  });

  it('offers a reservation only while one of its places is held, or its hold lapsed (payment takes it back)', () => {
    expect(awaitsPayment({ paid: false, bookings: [{ status: 'held' }, { status: 'cancelled' }] })).toBe(true);
    expect(awaitsPayment({ paid: false, bookings: [{ status: 'lapsed' }] })).toBe(true);
    const deadline = new Date(Date.now() - 1000).toISOString();
    expect(awaitsPayment({ paid: false, bookings: [{ status: 'lapsed' }], payment_deadline: deadline })).toBe(false);
    // A card payment verified after the place was gone went to credit: the customer books again.
    expect(awaitsPayment({ paid: false, bookings: [{ status: 'lapsed' }], credited_amount: 50_000 })).toBe(false);
    expect(awaitsPayment({ paid: false, bookings: [{ status: 'cancelled' }] })).toBe(false);
    expect(awaitsPayment({ paid: true, bookings: [{ status: 'confirmed' }] })).toBe(false);
  });

  it('stops once one of its turns has started, held or not: the server no longer renews the holds', () => {
    expect(awaitsPayment({ paid: false, bookings: [{ status: 'held', past: false }] })).toBe(true);
    expect(awaitsPayment({ paid: false, bookings: [{ status: 'held', past: true }] })).toBe(false);
    expect(awaitsPayment({ paid: false, bookings: [{ status: 'held', past: false }, { status: 'held', past: true }] })).toBe(false);
  });

  it('stops at the payment deadline, which a paid order does not have', () => {
    const deadline = '2026-11-27T10:00:00.000Z';
    const at = Date.parse(deadline);
    expect(awaitsPayment({ paid: false, payment_deadline: deadline }, at - 1)).toBe(true);
    expect(awaitsPayment({ paid: false, payment_deadline: deadline }, at)).toBe(false);
    expect(paymentLapsed({ paid: false, payment_deadline: deadline }, at)).toBe(true);
    expect(paymentLapsed({ paid: false, payment_deadline: null }, at)).toBe(false);
    expect(paymentLapsed({ paid: true, payment_deadline: deadline }, at)).toBe(false);
  });
});

describe('payLabel', () => {
  it('pays from credit when the card has nothing to pay', () => {
    expect(payLabel(50_000)).toBe('پرداخت');
    expect(payLabel(0)).toBe('پرداخت از اعتبار');
  });
});

describe('paymentDeadlineNear', () => {
  it('warns in the last minutes before the deadline, not earlier and not after it', () => {
    const deadline = '2026-11-28T10:00:00.000Z';
    const at = Date.parse(deadline);
    expect(paymentDeadlineNear(deadline, at - DEADLINE_NEAR_MS - 1)).toBe(false);
    expect(paymentDeadlineNear(deadline, at - DEADLINE_NEAR_MS)).toBe(true);
    expect(paymentDeadlineNear(deadline, at - 1)).toBe(true);
    expect(paymentDeadlineNear(deadline, at)).toBe(false);
    expect(paymentDeadlineNear('nonsense', at)).toBe(false);
  });
});

