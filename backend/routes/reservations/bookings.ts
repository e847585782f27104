import { Hono, type Context } from 'hono';
import { requireAuth } from '../../auth/middleware';
import type { Env } from '../../context';
import { HttpError, messages, ok } from '../../http';
import { parseMobile, readBody } from '../../lib/validate';
import { bookingsOfMobile } from '../../reservations/bookings-view';
import { rescheduleBooking } from '../../reservations/reschedule';
import { parseRefId } from '../catalog/params';
import { parseReserveTimeInput } from './params';

/** The logged-in customer's id and mobile; guests get 401 (they log in with an OTP to that mobile). */
async function customerOf(c: Context<Env>): Promise<{ customer_id: number; mobile: string }> {
  const auth = c.var.auth;
  if (auth.role !== 'customer' || auth.customerId === null) throw new HttpError(401, messages.unauthorized);
  const [row] = await c.var.deps.db.query<{ mobile: string }>('SELECT mobile FROM customers WHERE id = $1', [auth.customerId]);
  if (!row) throw new HttpError(401, messages.unauthorized);
  return { customer_id: auth.customerId, mobile: row.mobile };
}

/**
 * POST /reservation/prev_turn {mobile} → data: {results: [BookingView]} (reservations/bookings-view.ts)
 *   Privacy: bookings are listed only for the logged-in customer's own mobile (which the OTP
 *   login proved), including guest bookings made with that mobile. A guest token → 401; another
 *   mobile → 403. Typing someone's number never shows their bookings.
 * POST /reservation/change {id, date, turn | reserve_time_id} → data: {results: [BookingView]}
 *   after moving one of the customer's own confirmed bookings (others' → 404) with the rest of
 *   its group (the places its order took at that turn and date); the new turn must have room for
 *   the whole group (409, nothing moved) and the old places are freed in the same transaction.
 */
export const bookingRoutes = new Hono<Env>();

bookingRoutes.use('/reservation/prev_turn', requireAuth);
bookingRoutes.use('/reservation/change', requireAuth);

bookingRoutes.post('/reservation/prev_turn', async (c) => {
  const body = await readBody(c);
  const mobile = parseMobile(body.mobile);
  const me = await customerOf(c);
  if (mobile !== me.mobile) throw new HttpError(403, 'فقط نوبت‌های شماره موبایل خودتان قابل مشاهده است');
  return ok(c, { results: await bookingsOfMobile(c.var.deps.db, mobile, c.var.deps.now()) });
});

bookingRoutes.post('/reservation/change', async (c) => {
  const body = await readBody(c);
  const id = parseRefId(body.id ?? body.booking_id, 'id');
  const to = parseReserveTimeInput(body);
  const me = await customerOf(c);
  const { db, now } = c.var.deps;
  const at = now();
  await db.tx((q) => rescheduleBooking(q, id, me, to, at));
  return ok(c, { results: await bookingsOfMobile(db, me.mobile, at) }, 'نوبت شما با موفقیت تغییر کرد');
});
