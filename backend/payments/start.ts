import type { Context } from 'hono';
import type { Env } from '../context';
import { HttpError } from '../http';
import { amountDue, orderMessages, type OrderRow } from '../routes/checkout/order-store';
import { placesReleased, reservationMessages, settleFromCredit } from '../routes/checkout/settle';
import { paymentMessages } from './store';
import { sameSitePath } from './return-url';
import type { PaymentCreateResponse } from '../routes/checkout/contract';

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

/** Asks the gateway for an authority and records the pending payment; returns where to send the customer. */
async function startPayment(c: Context<Env>, input: StartInput): Promise<PaymentCreateResponse> {
  const { db, gateway, publicUrl } = c.var.deps;
  if (!gateway) throw new HttpError(503, paymentMessages.noGateway);
  const [customer] = await db.query<{ mobile: string }>('SELECT mobile FROM customers WHERE id = $1', [input.customerId]);
  let started: { authority: string; paymentUrl: string };
  try {
    started = await gateway.request({
      amount: input.amount,
      description: input.description,
      callbackUrl: `${publicUrl ?? ''}${CALLBACK_PATH}`,
      mobile: customer?.mobile,
    });
  } catch (err) {
    console.error('[shop-backend] payment request failed:', (err as Error).message);
    throw new HttpError(502, paymentMessages.gatewayDown);
  }
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO payments (authority, provider, purpose, order_id, customer_id, user_id, amount, success_url, fail_url)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [started.authority, gateway.name, input.purpose, input.orderId, input.customerId, input.userId, input.amount, input.successUrl, input.failUrl],
  );
  return { payment_url: started.paymentUrl, authority: started.authority, payment_id: row.id, amount: input.amount, paid: false };
}

export function returnUrls(c: Context<Env>, body: Record<string, unknown>) {
  const publicUrl = c.var.deps.publicUrl;
  return { successUrl: sameSitePath(body.success_url, 'success_url', publicUrl), failUrl: sameSitePath(body.fail_url, 'fail_url', publicUrl) };
}

/**
 * Payment of one of the caller's orders. The amount comes from the database: the whole price,
 * or for a credit order what credit does not cover. When credit now covers it all, the order
 * is paid from credit at once and payment_url is the success path. A reservation whose places
 * were released (an earlier payment failed) or lost cannot be paid: 409, book again.
 */
export async function startOrderPayment(
  c: Context<Env>,
  order: OrderRow,
  urls: { successUrl: string; failUrl: string },
): Promise<PaymentCreateResponse> {
  const db = c.var.deps.db;
  const customerId = order.customer_id;
  if (order.paid) throw new HttpError(400, orderMessages.alreadyPaid);
  if (await placesReleased(db, order.id)) throw new HttpError(409, reservationMessages.placesLost);
  const [customer] = await db.query<{ credit: number }>('SELECT credit FROM customers WHERE id = $1', [customerId]);
  const due = amountDue(order, Number(customer.credit));
  if (due === 0) {
    const paid = await db.tx((q) => settleFromCredit(q, order.id, c.var.deps.now()));
    if (paid) return { payment_url: urls.successUrl, authority: null, payment_id: null, amount: 0, paid: true };
  }
  return startPayment(c, {
    purpose: 'order',
    orderId: order.id,
    customerId,
    // A guest's order was created by the guest's users row (a stateless token carries 0).
    userId: c.var.auth.role === 'guest' ? order.created_by : c.var.auth.userId,
    // 0 here means credit covered it a moment ago but was spent meanwhile: the card pays it all.
    amount: due > 0 ? due : Number(order.price),
    ...urls,
    description: `پرداخت سفارش ${order.id}`,
  });
}

export const TOP_UP_MIN = 1_000;
export const TOP_UP_MAX = 100_000_000;

export async function startTopUp(c: Context<Env>, customerId: number, amount: number, urls: { successUrl: string; failUrl: string }) {
  if (!Number.isSafeInteger(amount) || amount < TOP_UP_MIN || amount > TOP_UP_MAX) throw new HttpError(400, paymentMessages.badPrice);
  return startPayment(c, {
    purpose: 'buy_customer_credit',
    orderId: null,
    customerId,
    userId: c.var.auth.userId,
    amount,
    ...urls,
    description: 'افزایش اعتبار',
  });
}
