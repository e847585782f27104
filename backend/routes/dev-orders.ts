import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import type { Env } from '../context';
import { HttpError, ok } from '../http';
import { parseId, parseMobile, readBody } from '../lib/validate';
import { seedOperator } from '../seed/operator';
import { orderMessages, orderView, type OrderRow } from './checkout/order-store';
import { ORDER_STATUSES, type OrderStatus } from '../../common/contract/orders';
import { placeOrder } from './checkout/place-order';
import { parseSubmit } from './checkout/submit-input';

/** Demo-mode order tools: move an order along its statuses; submit one as the operator panel would. */
export const devOrderRoutes = new Hono<Env>();

/** Body {status} sets that status; an empty body moves to the next one (created → … → rt_accept). */
devOrderRoutes.post('/orders/:id/status', async (c) => {
  const id = parseId(c.req.param('id'));
  const body = await readBody(c);
  const db = c.var.deps.db;
  const [current] = await db.query<OrderRow>('SELECT * FROM orders WHERE id = $1', [id]);
  if (!current) throw new HttpError(404, orderMessages.notFound);
  let next: OrderStatus;
  if (body.status !== undefined) {
    if (!(ORDER_STATUSES as readonly unknown[]).includes(body.status)) throw new HttpError(400, 'وضعیت سفارش معتبر نیست');
    next = body.status as OrderStatus;
  } else {
    const at = ORDER_STATUSES.indexOf(current.status);
    next = ORDER_STATUSES[Math.min(at + 1, ORDER_STATUSES.length - 1)];
  }
  const [row] = await db.query<OrderRow>('UPDATE orders SET status = $2 WHERE id = $1 RETURNING *', [id, next]);
  return ok(c, await orderView(db, row));
});

/**
 * An order "from the panel": submit_by 'panel', created by the demo operator user, for the
 * customer given by `customer` (mobile), with the submission payload's products/address/delivery.
 * It starts unpaid (payment_type online unless given) and leaves the customer's cart alone.
 */
devOrderRoutes.post('/orders/panel', async (c) => {
  const body = await readBody(c);
  const db = c.var.deps.db;
  const mobile = parseMobile(body.customer);
  const [customer] = await db.query<{ id: number }>('SELECT id FROM customers WHERE mobile = $1', [mobile]);
  if (!customer) throw new HttpError(404, 'مشتری پیدا نشد');
  const operator = await seedOperator(db);
  const input = parseSubmit({ payment_type: 'online', ...body }, `panel-${randomUUID()}`);
  const { order } = await placeOrder(db, { customerId: customer.id, userId: operator, submitBy: 'panel' }, input, c.var.deps.now());
  return ok(c, await orderView(db, order), orderMessages.submitted, 201);
});
