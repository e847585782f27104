import type { OrderDetail, OrderStatus, OrderView } from '@/lib/api/checkout';

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

/**
 * A booking a payment can still be for: its place held, or its hold lapsed (before the order's
 * payment deadline, paying takes the place back while the turn has room; else the server's 409).
 */
export const payableBooking = (b: { status?: unknown }): boolean => b.status === 'held' || b.status === 'lapsed';

/**
 * Whether the customer can still pay the order: unpaid, and for a reservation while a booking is
 * payable (cancelled places cannot be paid for), none of its turns has started (`past`: the
 * server refuses to renew holds then) and no card payment of it went to credit (it came after the
 * place was gone: the customer books again). amount_due 0 is no exception: credit now covers it
 * (or the price is 0), and payment/create pays it from credit at once.
 */
export function awaitsPayment(
  order: Pick<OrderDetail, 'paid' | 'bookings'> & Partial<Pick<OrderDetail, 'payment_deadline' | 'credited_amount'>>,
  now = Date.now(),
): boolean {
  if (order.paid || paymentLapsed(order, now)) return false;
  const bookings = (order.bookings ?? []) as { status?: unknown; past?: unknown }[];
  if (bookings.length === 0) return true;
  if (bookings.some((b) => b.past === true) || (order.credited_amount ?? 0) > 0) return false;
  return bookings.some(payableBooking);
}

/** The pay action's label: with nothing left for the card, credit pays it all and no provider opens. */
export function payLabel(amountDue: number): string {
  return amountDue > 0 ? 'پرداخت' : 'پرداخت از اعتبار';
}


/**
 * Whether the order's time to pay has run out (`payment_deadline`, decided by the server, which
 * refuses a payment after it; the device's clock only hides the button that would be refused).
 */
export function paymentLapsed(order: Pick<OrderDetail, 'paid'> & Partial<Pick<OrderDetail, 'payment_deadline'>>, now = Date.now()): boolean {
  return !order.paid && !!order.payment_deadline && Date.parse(order.payment_deadline) <= now;
}

/** How long before the payment deadline the page warns that it is near. */
export const DEADLINE_NEAR_MS = 5 * 60_000;

/** Whether the deadline is near but not passed: the time to warn (WCAG 2.2.1), not to hide anything. */
export function paymentDeadlineNear(deadline: string, now = Date.now()): boolean {
  const left = Date.parse(deadline) - now;
  return left > 0 && left <= DEADLINE_NEAR_MS;
}

