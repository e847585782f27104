import { Hono, type Context } from 'hono';
import type { Env } from '../../context';
import { requireAuth } from '../../auth/middleware';
import { HttpError, messages, ok } from '../../http';
import { readBody } from '../../lib/validate';
import { bookingsOfOrder } from '../../reservations/bookings-view';
import { isCaller } from '../cart/price';
import { optionalEntityId } from '../cart/parse';
import { orderMessages, orderView } from './order-store';
import { placeOrder } from './place-order';
import type { OrderSubmitResponse } from '../../../common/contract/checkout';
import { isReservationRequest, parseReservation } from './reservation-input';
import { idempotencyKey, parseSubmit, type SubmitInput } from './submit-input';
import { customerOfMobile, guestBooker, guestDetails, guestOrderView, guestUserId, isGuestReplay, withinGuestBookingAllowance } from './guest-booking';
import { parseReservationItems } from '../reservations/params';
import { checkCouponWithinAllowance } from '../cart/coupons';

/**
 * POST /order/submit/: the customer's own order (spec §3 payload); see common/contract/checkout.ts for shapes.
 * With ?reserve_date&reserve_time or reserved items (products with times/reserve_time) it is a
 * reservation: the places are taken with the order (409 when full) and come back in `bookings`.
 * A guest token may submit a reservation only (guest-booking.ts); anything else needs a customer.
 */
export const submitRoutes = new Hono<Env>();

/** A logged-in customer's order or reservation, paid as payment_type says. */
async function customerOrder(c: Context<Env>, body: Record<string, unknown>, key: string) {
  const auth = c.var.auth;
  if (auth.role !== 'customer' || auth.customerId === null) throw new HttpError(401, messages.unauthorized);
  const [customer] = await c.var.deps.db.query<{ id: number; mobile: string; first_name: string; last_name: string; nation_code: string }>(
    'SELECT id, mobile, first_name, last_name, nation_code FROM customers WHERE id = $1',
    [auth.customerId],
  );
  if (!customer) throw new HttpError(401, messages.unauthorized);
  const reservation = isReservationRequest(body, c.req.query()) ? parseReservation(body, customer) : null;
  const input = parseSubmit(body, key, reservation);
  if (!isCaller(body.customer, customer)) throw new HttpError(403, messages.forbidden);
  const user = optionalEntityId(body.user);
  if (user !== null && user !== auth.userId) throw new HttpError(403, messages.forbidden);
  if (input.coupon) await checkCouponWithinAllowance(c, customer.id, input.coupon);
  const booker = { customer_id: customer.id, mobile: customer.mobile, first_name: customer.first_name, last_name: customer.last_name, nation_code: customer.nation_code };
  return { actor: { customerId: customer.id, userId: auth.userId, submitBy: 'site' as const, booker }, input };
}

/**
 * A guest token may only reserve, paying the whole price by card (guest-booking.ts), within the
 * address's allowance, which also bounds the customer rows made for new mobiles.
 */
async function guestReservation(c: Context<Env>, body: Record<string, unknown>, key: string, now: Date) {
  const db = c.var.deps.db;
  const booker = await guestBooker(c, body.products);
  const input: SubmitInput = {
    ...parseSubmit(body, key, parseReservationItems(body.products)),
    paymentType: 'online',
    coupon: null,
    guest: guestDetails(booker),
  };
  const userId = await guestUserId(c);
  const placed = await withinGuestBookingAllowance(c, await isGuestReplay(db, userId, key, booker.mobile), async (keepCount) => {
    const customer = await customerOfMobile(db, booker);
    if (customer.created) keepCount();
    return placeOrder(db, { customerId: customer.id, userId, submitBy: 'site', booker }, input, now);
  });
  return { ...placed, input };
}

async function submit(c: Context<Env>) {
  const db = c.var.deps.db;
  const body = await readBody(c);
  const guest = c.var.auth.role === 'guest';
  if (guest ? !isReservationRequest(body, c.req.query()) : c.var.auth.customerId === null) throw new HttpError(401, messages.unauthorized);
  const key = idempotencyKey(c, body);
  const now = c.var.deps.now();
  const customerSubmit = async () => {
    const { actor, input } = await customerOrder(c, body, key);
    return { ...(await placeOrder(db, actor, input, now)), input };
  };
  const { order, created, input } = guest ? await guestReservation(c, body, key, now) : await customerSubmit();
  const full = await orderView(db, order);
  const view = guest ? guestOrderView(full) : full;
  const bookings = input.reservation ? await bookingsOfOrder(db, order.id, now) : undefined;
  const msg = view.paid ? (order.payment_type === 'credit' && view.invoice.price > 0 ? orderMessages.paidByCredit : orderMessages.submitted) : orderMessages.submittedUnpaid;
  return ok(
    c,
    { order: view, order_id: view.order_id, paid: view.paid, amount_due: view.amount_due, customer_credit: view.customer_credit, replayed: !created, bookings } satisfies OrderSubmitResponse,
    msg,
    created ? 201 : 200,
  );
}

submitRoutes.use('/order/submit', requireAuth);
submitRoutes.use('/order/submit/', requireAuth);
submitRoutes.post('/order/submit', submit);
submitRoutes.post('/order/submit/', submit);
