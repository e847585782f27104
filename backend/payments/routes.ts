import { Hono, type Context } from 'hono';
import type { Env } from '../context';
import { requireAuth, requireOwnCustomer } from '../auth/middleware';
import { HttpError, messages, ok } from '../http';
import { parseId, readBody } from '../lib/validate';
import { optionalEntityId, parseEntityId } from '../routes/cart/parse';
import { isCaller } from '../routes/cart/price';
import { loadOwnOrder, type OrderRow } from '../routes/checkout/order-store';
import { loadCallerOrder } from '../routes/checkout/guest-booking';
import { parseWhole } from '../routes/catalog/params';
import { paymentMessages, paymentView, type PaymentRow } from './store';
import { returnUrls, startOrderPayment, startTopUp } from './start';
import { recheckPending } from './verify';
import { loadTransactions } from '../routes/account/transactions-view';

/** Payment creation, the landing pages' status read, and the credit ledger (mounted at /api/v1). */
export const paymentRoutes = new Hono<Env>();

function callerCustomer(c: Context<Env>): number {
  const auth = c.var.auth;
  if (auth.role !== 'customer' || auth.customerId === null) throw new HttpError(401, messages.unauthorized);
  return auth.customerId;
}

/** An order payment's answer: credit that now covers the order has paid it, and no gateway follows. */
async function orderPaymentAnswer(c: Context<Env>, order: OrderRow, urls: { successUrl: string; failUrl: string }) {
  const started = await startOrderPayment(c, order, urls);
  return ok(c, started, started.paid ? paymentMessages.paidFromCredit : paymentMessages.created);
}

paymentRoutes.use('/order/:orderId/payment/create', requireAuth);
/** A customer's own order, or a guest's reservation (guest-booking.ts). */
paymentRoutes.post('/order/:orderId/payment/create', async (c) => {
  const order = await loadCallerOrder(c, parseId(c.req.param('orderId')));
  return orderPaymentAnswer(c, order, returnUrls(c, await readBody(c)));
});

/**
 * The generic payload (user, price, success_url, fail_url, customer, orderId, payment_for).
 * buy_customer_credit tops up the caller's credit by `price`; anything else pays `orderId`,
 * whose amount comes from the database (price is ignored). For a panel order the spec sends the
 * order's own creator as `user`, which is accepted alongside the caller's own user id.
 */
paymentRoutes.use('/payment/create', requireAuth);
paymentRoutes.post('/payment/create', async (c) => {
  const customerId = callerCustomer(c);
  const body = await readBody(c);
  const [customer] = await c.var.deps.db.query<{ id: number; mobile: string }>('SELECT id, mobile FROM customers WHERE id = $1', [customerId]);
  if (!isCaller(body.customer, customer)) throw new HttpError(403, messages.forbidden);
  const urls = returnUrls(c, body);
  const user = optionalEntityId(body.user);
  const purpose = body.payment_for ?? (body.orderId !== undefined ? 'order' : undefined);

  if (purpose === 'buy_customer_credit') {
    if (user !== null && user !== c.var.auth.userId) throw new HttpError(403, messages.forbidden);
    const amount = parseWhole(body.price, 'price', Number.MAX_SAFE_INTEGER);
    if (amount === undefined) throw new HttpError(400, paymentMessages.badPrice);
    return ok(c, await startTopUp(c, customerId, amount, urls), paymentMessages.created);
  }
  if (purpose !== 'order') throw new HttpError(400, paymentMessages.badPurpose);
  const orderId = parseEntityId(body.orderId, messages.badRequest);
  const order = await loadOwnOrder(c.var.deps.db, customerId, orderId);
  if (user !== null && user !== c.var.auth.userId && user !== order.created_by) throw new HttpError(403, messages.forbidden);
  return orderPaymentAnswer(c, order, urls);
});

/**
 * GET /payment/{authority or id}: the caller's own payment, as verified by the server; one left
 * pending after the customer's OK return is verified again first (verify.ts, once an interval). The
 * pattern (digits, or an authority starting with A as Zarinpal's or S as the sandbox's) keeps
 * it clear of /payment/create, /payment/callback and /payment/sandbox.
 */
// One alternative only: Hono splices the pattern into its router regex, where a top-level | would leak.
const PAYMENT_REF = '/payment/:ref{[0-9AS][A-Za-z0-9]*}';
paymentRoutes.use(PAYMENT_REF, requireAuth);
paymentRoutes.get(PAYMENT_REF, async (c) => {
  const customerId = callerCustomer(c);
  const ref = c.req.param('ref');
  if (ref.length > 64) throw new HttpError(404, paymentMessages.notFound);
  const db = c.var.deps.db;
  const byId = /^\d{1,9}$/.test(ref) ? Number(ref) : -1;
  const [row] = await db.query<PaymentRow>('SELECT * FROM payments WHERE (authority = $1 OR id = $2) AND customer_id = $3', [ref, byId, customerId]);
  if (!row) throw new HttpError(404, paymentMessages.notFound);
  return ok(c, await paymentView(db, await recheckPending(c.var.deps, row)));
});

/** GET /customer/{id}/transactions: the credit ledger, newest first, and the current credit. */
paymentRoutes.use('/customer/:id/transactions', requireAuth, requireOwnCustomer);
paymentRoutes.get('/customer/:id/transactions', async (c) => ok(c, await loadTransactions(c.var.deps.db, c.var.auth.customerId!)));
