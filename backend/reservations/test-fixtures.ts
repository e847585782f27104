import type { Queryable } from '../db/client';
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
