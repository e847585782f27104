import { describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_TAB_STATUSES } from './spec-constants';
import { ORDER_STATUS_LABELS, awaitsPayment, orderStatusLabel, parseOrderId } from './order-status';

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
  it('offers payment while something is due and the order is not paid', () => {
    for (const state of ['unpaid', 'failed', 'pending'] as const) expect(awaitsPayment({ payment_state: state, amount_due: 50_000 })).toBe(true);
    expect(awaitsPayment({ payment_state: 'paid', amount_due: 0 })).toBe(false);
    expect(awaitsPayment({ payment_state: 'unpaid', amount_due: 0 })).toBe(false);
  });
});

describe('parseOrderId', () => {
  it('reads ids in Western or Persian digits', () => {
    expect(parseOrderId('42')).toBe(42);
    expect(parseOrderId('۴۲')).toBe(42);
    expect(parseOrderId(encodeURIComponent('۴۲'))).toBe(42);
  });

  it('refuses what cannot be an id', () => {
    for (const raw of ['', '0', '007', '-1', '1.5', 'abc', '12abc', '1e3', '9999999999', '%E0%A4%A']) expect(parseOrderId(raw), raw).toBeNull();
  });
});
