import type { Context } from 'hono';
import type { Env } from '../context';
import { HttpError } from '../http';
import { amountDue, orderMessages, type OrderRow } from '../routes/checkout/order-store';
import type { Queryable } from '../db/client';
import { renewHolds } from '../reservations/places';
import { hasBookings, reservationMessages, settleFromCredit } from '../routes/checkout/settle';
import { paymentMessages } from './store';
import { awaitPaymentUrl, openPayment, paymentBeingChecked, type OpenPayment } from './open-payment';
import { recheckReturnedPayment } from './verify';
import { assertPaymentWindow } from '../routes/checkout/payment-window';
import { lockOrderCoupon } from '../routes/checkout/coupon-uses';
import { sameSitePath } from './return-url';
import { enforceLimit } from '../lib/rate-limit';
import type { PaymentCreateResponse } from '../../common/contract/payments';
import type { PaymentProvider } from './provider';
import { CARD_MIN_TOMAN } from '../../common/contract/card-min';

export const CALLBACK_PATH = '/api/v1/payment/callback';

interface StartInput {
  purpose: 'order' | 'buy_customer_credit';
  orderId: number | null;
  customerId: number;
  userId: number;
  amount: number;
  successUrl: string;
  failUrl: string;
  description: string;
}

interface RecordedPayment extends StartInput {
  id: number;
  gateway: PaymentProvider;
}

/**
 * Records the payment as pending before the gateway is asked for its authority, in the caller's
 * transaction: while the gateway answers, a failure of another payment of the order (markFailed)
 * sees this one and keeps the places held. 503 when no gateway is configured.
 */
async function recordPayment(q: Queryable, c: Context<Env>, input: StartInput): Promise<RecordedPayment> {
  const gateway = c.var.deps.gateway;
  if (!gateway) throw new HttpError(503, paymentMessages.noGateway);
  // created_at on the backend's clock, which open-payment.ts measures a payment's age with.
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO payments (provider, purpose, order_id, customer_id, user_id, amount, success_url, fail_url, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [gateway.name, input.purpose, input.orderId, input.customerId, input.userId, input.amount, input.successUrl, input.failUrl, c.var.deps.now()],
  );
  return { ...input, id: row.id, gateway };
}

/** Asks the gateway for the recorded payment's authority; returns where to send the customer. */
async function startPayment(c: Context<Env>, payment: RecordedPayment): Promise<PaymentCreateResponse> {
  const { db, publicUrl } = c.var.deps;
  const [customer] = await db.query<{ mobile: string }>('SELECT mobile FROM customers WHERE id = $1', [payment.customerId]);
  let started: { authority: string; paymentUrl: string };
  try {
    started = await payment.gateway.request({
      amount: payment.amount,
      description: payment.description,
      callbackUrl: `${publicUrl ?? ''}${CALLBACK_PATH}`,
      mobile: customer?.mobile,
    });
  } catch (err) {
    // No authority, so nothing can ever pay it.
    await db.query('DELETE FROM payments WHERE id = $1', [payment.id]);
    console.error('[shop-backend] payment request failed:', (err as Error).message);
    throw new HttpError(502, paymentMessages.gatewayDown);
  }
  await db.query('UPDATE payments SET authority = $2, payment_url = $3 WHERE id = $1', [payment.id, started.authority, started.paymentUrl]);
  return { payment_url: started.paymentUrl, authority: started.authority, payment_id: payment.id, amount: payment.amount, paid: false };
}

export function returnUrls(c: Context<Env>, body: Record<string, unknown>) {
  const publicUrl = c.var.deps.publicUrl;
  return { successUrl: sameSitePath(body.success_url, 'success_url', publicUrl), failUrl: sameSitePath(body.fail_url, 'fail_url', publicUrl) };
}

/**
 * What an order still needs from the card, decided in one transaction that has locked the customer
 * (its `credit`) and locks the order and (for a reservation) its slots, the order every credit change takes them in. A
 * reservation's holds are renewed first, or 409 when a place is gone (released after a failed
 * payment, or lapsed and taken), so no card payment ever starts for places the order cannot
 * have; a goods order past its payment window is 409 (payment-window.ts). When credit now covers
 * the whole price, the order is paid from it here: 0.
 */
async function amountForCard(q: Queryable, order: OrderRow, credit: number, now: Date): Promise<number> {
  const orderId = order.id;
  const [locked] = await q.query<OrderRow>('SELECT * FROM orders WHERE id = $1 FOR NO KEY UPDATE', [orderId]);
  if (locked.paid) throw new HttpError(400, orderMessages.alreadyPaid);
  const due = amountDue(locked, credit);
  // The coupon before the slots, the order settleFromCredit below takes them in (coupon-uses.ts).
  await lockOrderCoupon(q, orderId);
  if (await hasBookings(q, orderId)) {
    try {
      // Paid from credit below, the revived places are confirmed at once, not left held: no cap.
      await renewHolds(q, { order_id: orderId }, { now, capHolds: due > 0 });
    } catch (err) {
      if (err instanceof HttpError && err.status === 409) throw new HttpError(409, reservationMessages.placesGone);
      throw err;
    }
  } else {
    assertPaymentWindow(locked, now);
  }
  // With the credit and the places locked above, paying from credit cannot fail here.
  if (due === 0 && !(await settleFromCredit(q, orderId, now))) throw new HttpError(409, reservationMessages.placesGone);
  return due;
}

/**
 * Locks the customer, then the order's pending payments: the order applyVerified takes them in
 * (the order itself comes next, in amountForCard). A customer's OK return claims its payment
 * (claimCallbackCheck): a claim committed before this is seen by every read of the start after
 * it, and one coming later waits for the start's transaction, so a start never decides on
 * payments that change under it (e.g. a second payment for money the bank has just taken).
 * Returns the customer's credit.
 */
async function lockForStart(q: Queryable, order: OrderRow): Promise<number> {
  // NO KEY UPDATE, as every lock on these rows: it queues the writers of credit and payment state
  // but not the foreign-key checks of inserts that name them (a payment row being recorded for this
  // order takes KEY SHARE on the order, then the customer: with FOR UPDATE the two would deadlock).
  const [customer] = await q.query<{ credit: number }>('SELECT credit FROM customers WHERE id = $1 FOR NO KEY UPDATE', [order.customer_id]);
  await q.query("SELECT id FROM payments WHERE order_id = $1 AND status = 'pending' ORDER BY id FOR NO KEY UPDATE", [order.id]);
  return Number(customer.credit);
}

/**
 * Payment of one of the caller's orders. The amount comes from the database: the whole price,
 * or for a credit order what credit does not cover. When credit now covers it all, the order
 * is paid from credit at once and payment_url is the success path. A payment of the same amount
 * still open at the gateway (open-payment.ts) is answered again, landing where it was started to.
 */
export async function startOrderPayment(
  c: Context<Env>,
  order: OrderRow,
  urls: { successUrl: string; failUrl: string },
): Promise<PaymentCreateResponse> {
  if (order.paid) throw new HttpError(400, orderMessages.alreadyPaid);
  const { db, gateway } = c.var.deps;
  // A payment the customer came back from with OK is asked about first (outside the transaction:
  // a gateway call): paid by now, the order is paid and amountForCard says so.
  await recheckReturnedPayment(c.var.deps, order.id);
  const started = await db.tx<{ open: OpenPayment } | { recorded: RecordedPayment } | null>(async (q) => {
    const now = c.var.deps.now();
    const credit = await lockForStart(q, order);
    if (await paymentBeingChecked(q, order.id, now)) throw new HttpError(409, paymentMessages.beingChecked);
    const due = await amountForCard(q, order, credit, now);
    if (due === 0) return null;
    const open = gateway && (await openPayment(q, order.id, due, gateway.name, now));
    if (open) return { open };
    const recorded = await recordPayment(q, c, {
      purpose: 'order',
      orderId: order.id,
      customerId: order.customer_id,
      // A guest's order was created by the guest's users row (a stateless token carries 0).
      userId: c.var.auth.role === 'guest' ? order.created_by : c.var.auth.userId,
      amount: due,
      ...urls,
      description: `پرداخت سفارش ${order.id}`,
    });
    return { recorded };
  });
  if (!started) return { payment_url: urls.successUrl, authority: null, payment_id: null, amount: 0, paid: true };
  if ('recorded' in started) return startPayment(c, started.recorded);
  const { id, amount } = started.open;
  const { authority, payment_url } = await awaitPaymentUrl(db, id);
  return { payment_url, authority, payment_id: id, amount: Number(amount), paid: false };
}

export const TOP_UP_MIN = CARD_MIN_TOMAN;
export const TOP_UP_MAX = 100_000_000;
/**
 * Top-ups a customer may start an hour. Each one records a payment and asks the gateway for an
 * authority, which a real gateway counts against the merchant: a script must not make thousands.
 */
export const TOP_UPS_PER_HOUR = 20;

export async function startTopUp(c: Context<Env>, customerId: number, amount: number, urls: { successUrl: string; failUrl: string }) {
  if (!Number.isSafeInteger(amount) || amount < TOP_UP_MIN || amount > TOP_UP_MAX) throw new HttpError(400, paymentMessages.badPrice);
  const now = c.var.deps.now();
  await enforceLimit(c.var.deps.db, `top-up:${customerId}`, { limit: TOP_UPS_PER_HOUR, windowSeconds: 3600, now, msg: paymentMessages.tooManyTopUps });
  const payment = await recordPayment(c.var.deps.db, c, {
    purpose: 'buy_customer_credit',
    orderId: null,
    customerId,
    userId: c.var.auth.userId,
    amount,
    ...urls,
    description: 'افزایش اعتبار',
  });
  return startPayment(c, payment);
}
