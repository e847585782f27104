import type { Queryable } from '../db/client';
import type { Harness } from '../test/harness';
import { tehranNow, toJalali } from './calendar-dates';

/** Gregorian YYYY-MM-DD, `days` after Tehran's today at `now`. */
export function daysAhead(days: number, now = new Date()): string {
  const d = new Date(`${tehranNow(now).date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The first day on `weekday` (0 = Sunday) at least `days` ahead of Tehran's today, Gregorian and Jalali. */
export function dayAheadOn(weekday: number, days: number): { iso: string; jalali: string } {
  const d = new Date(`${daysAhead(days)}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + ((weekday - d.getUTCDay() + 7) % 7));
  const iso = d.toISOString().slice(0, 10);
  return { iso, jalali: toJalali(iso) };
}

export async function productId(q: Queryable, slug: string): Promise<number> {
  const [row] = await q.query<{ id: number }>('SELECT id FROM products WHERE slug = $1', [slug]);
  return row.id;
}

/** Adds a one-off (dated) turn to a product and returns its id. */
export async function addDatedTurn(q: Queryable, product: number, date: string, start: string, end: string, capacity: number): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    'INSERT INTO product_turns (product_id, date, start_time, end_time, capacity) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [product, date, start, end, capacity],
  );
  return row.id;
}

/** A bare unpaid order of a logged-in customer, for bookings that need a real order_id. */
export async function insertOrder(q: Queryable, me: { customerId: number; userId: number }): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO orders (customer_id, created_by, submit_by, idempotency_key, request_hash, payment_type, delivery,
       total, products_discount, coupon_discount, shipping_price, price)
     VALUES ($1, $2, 'site', md5(random()::text), '', 'online', false, 0, 0, 0, 0, 0) RETURNING id`,
    [me.customerId, me.userId],
  );
  return row.id;
}

/** A 10:00–12:00 dated turn of `product` on `date`, and how many places the turns API says it has left. */
export async function turnWithRemain(h: Harness, product: number, date: string, capacity: number) {
  const id = await addDatedTurn(h.backend.db, product, date, '10:00', '12:00', capacity);
  const remain = async () => {
    const res = await h.call('POST', `/api/v1/products/${product}/reservation/turns`, { body: { date } });
    return res.body.data.find((t: { id: number }) => t.id === id).remain as number;
  };
  return { id, date, remain };
}
