import type { OrderStatus, OrderView } from '@/lib/api/checkout';
import { toWesternDigits } from '@/lib/digits';

/** The orders page's tab labels, the same words the backend sends as `status_label`. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  created: 'ثبت شده',
  in_progress: 'در حال آماده‌سازی',
  ready: 'آماده ارسال',
  send: 'ارسال شده',
  rt_wait: 'در انتظار مرجوعی',
  rt_accept: 'مرجوع شده',
};

/** A status's Persian label; a status this storefront does not know (a newer API) shows as it came. */
export function orderStatusLabel(status: string): string {
  return ORDER_STATUS_LABELS[status as OrderStatus] ?? status;
}

/** The order's payment as the customer reads it. */
export const PAYMENT_STATE_LABELS: Record<OrderView['payment_state'], string> = {
  paid: 'پرداخت شده',
  pending: 'در انتظار پرداخت',
  failed: 'پرداخت ناموفق',
  unpaid: 'پرداخت نشده',
};

/** Whether the customer can still pay the order: not paid (or a payment failed or never finished) and something is due. */
export function awaitsPayment(order: Pick<OrderView, 'payment_state' | 'amount_due'>): boolean {
  return order.payment_state !== 'paid' && order.amount_due > 0;
}

/** An order id from the address bar (percent-encoded or not, any digit script); null when it cannot be one. */
export function parseOrderId(raw: string): number | null {
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A malformed escape is no id either; the pattern below refuses it.
  }
  const text = toWesternDigits(decoded.trim());
  if (!/^[1-9]\d{0,8}$/.test(text)) return null;
  return Number(text);
}
