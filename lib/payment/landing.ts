import type { OrderView, PaymentView } from '@/lib/api/checkout';

/**
 * The payment landings (/paid-order, /failed-payment, /order/cart/checkout) take their flags from
 * the query (spec section 2: isCharging, forOrder, fromOrder; the provider's return adds
 * `authority`), but what they SHOW comes from the server: the query only says what to look up.
 */
export interface LandingFlags {
  isCharging: boolean;
  forOrder: boolean;
  orderId: number | null;
  authority: string | null;
}

type Raw = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const AUTHORITY = /^[A-Za-z0-9]{1,64}$/;
const ORDER_ID = /^[1-9]\d{0,9}$/;

export function landingFlags(raw: Raw): LandingFlags {
  const orderText = first(raw.fromOrder)?.trim() ?? '';
  const authority = first(raw.authority) ?? first(raw.Authority) ?? '';
  return {
    isCharging: first(raw.isCharging) === 'true',
    forOrder: first(raw.forOrder) === 'true',
    orderId: ORDER_ID.test(orderText) && Number(orderText) <= Number.MAX_SAFE_INTEGER ? Number(orderText) : null,
    authority: AUTHORITY.test(authority) ? authority : null,
  };
}

/**
 * What a failed card payment's page says of the money: a bank may hold it until the failed
 * verification reverses it, so «nothing was taken» would not always be true.
 */
export const BANK_REVERSAL_NOTE = 'اگر مبلغی از حساب شما کم شده است، بانک آن را حداکثر تا ۷۲ ساعت به حسابتان بازمی‌گرداند.';

/** The bank's record of a verified card payment: what the customer quotes to the bank or to support. */
export interface Receipt {
  refId: string;
  /** ISO instant the payment was verified; null when not recorded. */
  settledAt: string | null;
}

export type Outcome =
  /** `receipt`: when this landing's card payment paid it (not credit alone). */
  | { kind: 'order-paid'; orderId: number; receipt?: Receipt }
  | { kind: 'order-unpaid'; orderId: number; pending: boolean }
  /**
   * The card payment was verified, but the order was not paid with it: the money is credit.
   * `orderPaid`: the order was paid otherwise first (another payment, or credit); else it could not be paid.
   */
  | { kind: 'order-credited'; orderId: number; orderPaid: boolean; amount: number; credit: number; receipt?: Receipt }
  | { kind: 'charged'; amount: number; credit: number; receipt?: Receipt }
  | { kind: 'charge-failed'; amount: number; pending: boolean }
  | { kind: 'unknown' };

/**
 * What happened, from the server's answers only: the payment (when the provider returned an
 * authority) and the order (when the landing names one). A payment that is not the named
 * order's is ignored, so a mixed-up link cannot borrow another payment's success.
 */
export function outcomeOf(flags: LandingFlags, payment: PaymentView | null, order: Pick<OrderView, 'id' | 'paid'> | null): Outcome {
  const pending = payment?.status === 'pending';
  if (payment && payment.payment_for === 'buy_customer_credit') {
    return payment.paid
      ? { kind: 'charged', amount: payment.amount, credit: payment.customer_credit, ...receiptOf(payment) }
      : { kind: 'charge-failed', amount: payment.amount, pending };
  }
  const orderOfPayment = payment?.order && (flags.orderId === null || payment.order.id === flags.orderId) ? payment.order : null;
  const known = order ?? orderOfPayment;
  if (!known) return { kind: 'unknown' };
  const paidByCard = orderOfPayment ? receiptOf(payment) : {};
  const keptAsCredit = orderOfPayment !== null && payment?.paid && (!known.paid || payment.paid_order === false);
  if (keptAsCredit) {
    return { kind: 'order-credited', orderId: known.id, orderPaid: known.paid, amount: payment.amount, credit: payment.customer_credit, ...paidByCard };
  }
  if (known.paid) return { kind: 'order-paid', orderId: known.id, ...paidByCard };
  return { kind: 'order-unpaid', orderId: known.id, pending: orderOfPayment !== null && pending };
}

function receiptOf(payment: PaymentView | null): { receipt?: Receipt } {
  return payment?.paid && payment.ref_id ? { receipt: { refId: payment.ref_id, settledAt: payment.settled_at } } : {};
}
