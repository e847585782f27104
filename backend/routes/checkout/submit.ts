import { Hono, type Context } from 'hono';
import type { Env } from '../../context';
import { requireAuth } from '../../auth/middleware';
import { HttpError, messages, ok } from '../../http';
import { readBody } from '../../lib/validate';
import { isCaller } from '../cart/price';
import { orderMessages, orderView } from './order-store';
import { placeOrder } from './place-order';
import type { OrderSubmitResponse } from './contract';
import { idempotencyKey, parseSubmit } from './submit-input';

/** POST /order/submit/: the customer's own order (spec §3 payload); see contract.ts for shapes. */
export const submitRoutes = new Hono<Env>();

async function submit(c: Context<Env>) {
  const auth = c.var.auth;
  if (auth.role !== 'customer' || auth.customerId === null) throw new HttpError(401, messages.unauthorized);
  const db = c.var.deps.db;
  const body = await readBody(c);
  const input = parseSubmit(body, idempotencyKey(c, body));
  const [customer] = await db.query<{ id: number; mobile: string }>('SELECT id, mobile FROM customers WHERE id = $1', [auth.customerId]);
  if (!customer) throw new HttpError(401, messages.unauthorized);
  if (!isCaller(body.customer, customer)) throw new HttpError(403, messages.forbidden);
  const user = body.user;
  if (user !== undefined && user !== null && user !== '' && Number(user) !== auth.userId) throw new HttpError(403, messages.forbidden);

  const { order, created } = await placeOrder(db, { customerId: customer.id, userId: auth.userId, submitBy: 'site' }, input, c.var.deps.now());
  const view = await orderView(db, order);
  const msg = view.paid ? (order.payment_type === 'credit' && view.invoice.price > 0 ? orderMessages.paidByCredit : orderMessages.submitted) : orderMessages.submittedUnpaid;
  return ok(
    c,
    { order: view, order_id: view.order_id, paid: view.paid, amount_due: view.amount_due, customer_credit: view.customer_credit, replayed: !created } satisfies OrderSubmitResponse,
    msg,
    created ? 201 : 200,
  );
}

submitRoutes.use('/order/submit', requireAuth);
submitRoutes.use('/order/submit/', requireAuth);
submitRoutes.post('/order/submit', submit);
submitRoutes.post('/order/submit/', submit);
