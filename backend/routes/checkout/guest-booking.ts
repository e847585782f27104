import type { Context } from 'hono';
import type { Env } from '../../context';
import type { Queryable } from '../../db/client';
import { userIdForRead, userIdForWrite } from '../../auth/guests';
import { HttpError, messages } from '../../http';
import { clientAddress } from '../../lib/client-address';
import { hit, unhit, windowFull } from '../../lib/rate-limit';
import type { Booker } from '../../reservations/places';
import { parseGuestBooker } from '../reservations/params';
import { checkNationCodeFree } from '../reservations/nationcheck';
import { normalizeSearch } from '../../lib/text';
import { loadOwnOrder, orderMessages, type OrderRow } from './order-store';
import type { GuestDetails } from './submit-input';

/**
 * Guest reservations (spec §6: mobile, first name, last name, national code). A guest has not
 * proven the mobile, so a guest booking never touches that mobile's credit: it is paid whole by
 * card (payment_type online, whatever was sent), and without a coupon (coupons may be bound to
 * the account behind the mobile). The order belongs to the customer of that mobile
 * (created on first use, as an OTP login would) and was created_by the guest's users row, which
 * is how the guest token reads and pays it.
 */

/**
 * Guest bookings per client address and hour. A guest proves no mobile, so without a bound one
 * client could hold whole turns under made-up names; a customer logs in for more.
 */
export const GUEST_BOOKINGS_PER_HOUR = 10;
const GUEST_BOOKING_WINDOW_SECONDS = 3600;

/**
 * Runs a guest's booking within the allowance (429 past it). Counted before it runs, so parallel
 * submits cannot all pass the ceiling, and taken back unless it made a new booking or `book`
 * kept the count (it made a customer row for a new mobile, which stays whether booked or not):
 * a refused attempt or a replayed idempotency key (`replayed`, never refused) does not use it up.
 */
export async function withinGuestBookingAllowance<T extends { created: boolean }>(
  c: Context<Env>,
  replayed: boolean,
  book: (keepCount: () => void) => Promise<T>,
): Promise<T> {
  if (replayed) return book(() => {});
  const { db } = c.var.deps;
  const at = c.var.deps.now();
  const bucket = `guest-booking:${clientAddress(c)}`;
  const hits = await hit(db, bucket, GUEST_BOOKING_WINDOW_SECONDS, at);
  let kept = false;
  try {
    if (hits > GUEST_BOOKINGS_PER_HOUR) {
      throw windowFull('تعداد رزروهای بدون ورود از این دستگاه زیاد است؛ لطفاً وارد شوید یا ساعتی دیگر دوباره تلاش کنید', GUEST_BOOKING_WINDOW_SECONDS, at);
    }
    const result = await book(() => (kept = true));
    kept ||= result.created;
    return result;
  } finally {
    if (!kept) await unhit(db, [bucket], GUEST_BOOKING_WINDOW_SECONDS, at);
  }
}

/**
 * Whether this guest already booked with this idempotency key for this mobile: a retry, which
 * placeOrder answers with that order. Looked up as placeOrder finds it (the mobile's customer and
 * the key): the same key with another mobile is a new booking and must be counted.
 */
export async function isGuestReplay(q: Queryable, userId: number, key: string, mobile: string): Promise<boolean> {
  const rows = await q.query(
    'SELECT 1 FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.created_by = $1 AND o.idempotency_key = $2 AND c.mobile = $3',
    [userId, key, mobile],
  );
  return rows.length > 0;
}

/** The guest's details from the first reserve_time that carries them; checked (and counted) as /customer/nationcheck does. */
export async function guestBooker(c: Context<Env>, products: unknown): Promise<Booker> {
  const times = (Array.isArray(products) ? products : []).flatMap((line) => {
    const l = (line ?? {}) as Record<string, unknown>;
    return Array.isArray(l.times) ? l.times : l.reserve_time ? [l.reserve_time] : [];
  });
  const booker = parseGuestBooker(times[0]);
  await checkNationCodeFree(c, booker.nation_code!, booker.mobile);
  return booker;
}

/**
 * The guest's details as a replay is compared on: names folded as search text is (Arabic letter
 * variants, spacing), so a retry typed a little differently is still the same booking.
 */
export function guestDetails(booker: Booker): GuestDetails {
  return { first_name: normalizeSearch(booker.first_name ?? ''), last_name: normalizeSearch(booker.last_name ?? ''), nation_code: booker.nation_code ?? '' };
}

/**
 * The customer row of the guest's mobile, created when there is none. A guest proves no mobile,
 * so the names typed stay on the booking only: the mobile's owner must not find a stranger's
 * name on their profile, orders and reviews when they log in.
 */
export async function customerOfMobile(q: Queryable, booker: Booker): Promise<{ id: number; created: boolean }> {
  // xmax is 0 on a row this statement inserted, not on one it found and updated.
  const [row] = await q.query<{ id: number; created: boolean }>(
    `INSERT INTO customers (mobile) VALUES ($1)
     ON CONFLICT (mobile) DO UPDATE SET mobile = EXCLUDED.mobile RETURNING id, (xmax = 0) AS created`,
    [booker.mobile],
  );
  return row;
}

export function guestUserId(c: Context<Env>): Promise<number> {
  return userIdForWrite(c.var.deps, c.var.auth);
}

/**
 * The caller's order: a customer's own, or one a guest token submitted (its created_by). Others'
 * ids answer 404 either way, so they cannot be probed.
 */
export async function loadCallerOrder(c: Context<Env>, orderId: number): Promise<OrderRow> {
  const auth = c.var.auth;
  const db = c.var.deps.db;
  if (auth.role === 'customer' && auth.customerId !== null) return loadOwnOrder(db, auth.customerId, orderId);
  if (auth.role !== 'guest') throw new HttpError(401, messages.unauthorized);
  const userId = await userIdForRead(c.var.deps, auth);
  const [row] = await db.query<OrderRow>(`SELECT * FROM orders WHERE id = $1 AND created_by = $2 AND submit_by = 'site'`, [orderId, userId]);
  if (!row || userId === 0) throw new HttpError(404, orderMessages.notFound);
  return row;
}

/**
 * What a guest sees of an order: never the account behind the mobile (its id, name or credit),
 * only the mobile the guest typed. Customer id 0: no account is named.
 */
export function guestOrderView<T extends { customer: { id: number; mobile: string; name: string }; customer_credit: number }>(view: T): T {
  return { ...view, customer: { id: 0, mobile: view.customer.mobile, name: '' }, customer_credit: 0 };
}
