import { Hono, type Context } from 'hono';
import type { Env } from '../../context';
import { requireAuth, requireOwnCustomer } from '../../auth/middleware';
import { HttpError, messages, ok } from '../../http';
import { optionalString, parseId, readBody, scalarText } from '../../lib/validate';
import { bookingsOfOrder } from '../../reservations/bookings-view';
import { recheckReturnedPayment } from '../../payments/verify';
import { guestOrderView, loadCallerOrder } from './guest-booking';
import { paged, pageFromQuery, queryValue } from '../catalog/params';
import { RATEABLE, loadOwnOrder, orderMessages, orderView, orderViews, type OrderRow } from './order-store';
import { ORDER_STATUSES, type OrderStatus } from '../../../common/contract/orders';

/** The customer's orders, one order, and its rating (mounted at /api/v1). */
export const orderRoutes = new Hono<Env>();

orderRoutes.use('/app/customer/:id/orders', requireAuth, requireOwnCustomer);

// A Map, not an object: a field named `constructor` or `__proto__` must find nothing.
const ORDER_FIELDS = new Map([['id', 'id'], ['created_at', 'created_at'], ['price', 'price'], ['status', 'status']]);

/** `ordering` as a JSON string: {"created_at":"desc"} or ["-created_at", "id"]; default newest first. */
function parseOrdering(raw: string | undefined): string {
  if (!raw) return 'created_at DESC, id DESC';
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new HttpError(400, 'مقدار «ordering» معتبر نیست');
  }
  const pairs: [string, string][] = Array.isArray(value)
    ? value.map((v) => (typeof v === 'string' && v.startsWith('-') ? [v.slice(1), 'desc'] : [scalarText(v) ?? '', 'asc']))
    : value && typeof value === 'object'
      ? Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, (scalarText(v) ?? '').toLowerCase()])
      : [['', '']];
  if (pairs.length === 0 || pairs.length > 4) throw new HttpError(400, 'مقدار «ordering» معتبر نیست');
  const parts = pairs.map(([field, dir]) => {
    const column = ORDER_FIELDS.get(field);
    if (!column || (dir !== 'asc' && dir !== 'desc')) throw new HttpError(400, 'مقدار «ordering» معتبر نیست');
    return `${column} ${dir.toUpperCase()}`;
  });
  return [...parts, 'id DESC'].join(', ');
}

/** `status`: one status or several separated by commas. */
function parseStatuses(raw: string | undefined): OrderStatus[] | null {
  if (!raw) return null;
  const list = raw.split(',').map((s) => s.trim());
  if (!list.every((s): s is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(s))) throw new HttpError(400, 'وضعیت سفارش معتبر نیست');
  return list;
}

orderRoutes.get('/app/customer/:id/orders', async (c) => {
  const db = c.var.deps.db;
  const page = pageFromQuery(c, 20);
  const statuses = parseStatuses(queryValue(c, 'status'));
  const orderBy = parseOrdering(queryValue(c, 'ordering'));
  const params: unknown[] = [c.var.auth.customerId];
  let where = 'customer_id = $1';
  if (statuses) {
    params.push(statuses);
    where += ' AND status = ANY($2::text[])';
  }
  const [{ count }] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM orders WHERE ${where}`, params);
  const rows = await db.query<OrderRow>(`SELECT * FROM orders WHERE ${where} ORDER BY ${orderBy} LIMIT ${page.limit} OFFSET ${page.offset}`, params);
  return ok(c, paged(await orderViews(db, rows), count, page));
});

function ownCustomer(auth: Env['Variables']['auth']): number {
  if (auth.role !== 'customer' || auth.customerId === null) throw new HttpError(401, messages.unauthorized);
  return auth.customerId;
}

/**
 * The failed-payment landing sends a customer whose payment is still pending here: like GET
 * /payment/{ref}, the newest pending payment they came back from with OK is verified again
 * (at most once an interval, verify.ts), so the order shows what the gateway says by now.
 */
async function recheckOrderPayment(c: Context<Env>, order: OrderRow): Promise<OrderRow> {
  const rechecked = await recheckReturnedPayment(c.var.deps, order.id);
  if (!rechecked || rechecked.status === 'pending') return order;
  const [fresh] = await c.var.deps.db.query<OrderRow>('SELECT * FROM orders WHERE id = $1', [order.id]);
  return fresh;
}

orderRoutes.use('/app/order/:orderId', requireAuth);
orderRoutes.get('/app/order/:orderId', async (c) => {
  const db = c.var.deps.db;
  const order = await recheckOrderPayment(c, await loadCallerOrder(c, parseId(c.req.param('orderId'))));
  const view = await orderView(db, order);
  // The reservation page (/reservation/{order_id}) shows the order's bookings; [] for goods orders.
  const bookings = await bookingsOfOrder(db, order.id, c.var.deps.now());
  return ok(c, { ...(c.var.auth.role === 'guest' ? guestOrderView(view) : view), bookings });
});

orderRoutes.use('/order/:orderId/rate/create', requireAuth);
orderRoutes.post('/order/:orderId/rate/create', async (c) => {
  const db = c.var.deps.db;
  const order = await loadOwnOrder(db, ownCustomer(c.var.auth), parseId(c.req.param('orderId')));
  const body = await readBody(c);
  const starText = optionalString(body, 'star', 2);
  const star = starText ? Number(starText) : 3;
  if (!Number.isInteger(star) || star < 1 || star > 5) throw new HttpError(400, 'امتیاز باید عددی از ۱ تا ۵ باشد');
  const comment = optionalString(body, 'comment', 1000) ?? '';
  if (!RATEABLE.includes(order.status)) throw new HttpError(400, orderMessages.rateNotYet);
  const rows = await db.query(
    'INSERT INTO order_rates (order_id, star, comment) VALUES ($1, $2, $3) ON CONFLICT (order_id) DO NOTHING RETURNING order_id',
    [order.id, star, comment],
  );
  if (rows.length === 0) throw new HttpError(409, orderMessages.alreadyRated);
  return ok(c, { order_id: order.id, star, comment }, orderMessages.rated, 201);
});
