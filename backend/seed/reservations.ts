import type { Db, Queryable } from '../db/client';
import { tehranNow } from '../reservations/calendar-dates';
import { takePlaces } from '../reservations/places';
import { turnsBetween } from '../reservations/schedule';
import { SEED_REVIEWERS } from './catalog-data';
import { SEED_BOOKING_TARGETS, SEED_OWNERS } from './reservations-data';

/** How far ahead demo bookings are looked for (three weeks covers a weekly turn's second run). */
const LOOKAHEAD_DAYS = 21;

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function seedOwners(q: Queryable) {
  await q.query(
    `INSERT INTO product_owners (slug, name, title, description, image, address, phone, lat, lng, working_hours, instagram, sort)
     SELECT r.slug, r.name, r.title, r.description, r.image, r.address, r.phone, r.lat, r.lng, r.working_hours, r.instagram, r.sort
     FROM jsonb_to_recordset($1::jsonb) AS r(slug text, name text, title text, description text, image text, address text,
       phone text, lat float8, lng float8, working_hours text, instagram text, sort int)
     ON CONFLICT (slug) DO NOTHING`,
    [JSON.stringify(SEED_OWNERS)],
  );
  const links = SEED_OWNERS.flatMap((o) => o.products.map((product) => ({ owner: o.slug, product })));
  await q.query(
    `UPDATE products p SET owner_id = o.id
     FROM jsonb_to_recordset($1::jsonb) AS r(owner text, product text) JOIN product_owners o ON o.slug = r.owner
     WHERE p.slug = r.product AND p.owner_id IS NULL`,
    [JSON.stringify(links)],
  );
}

/**
 * Tops the coming runs of SEED_BOOKING_TARGETS up to their booked counts with confirmed
 * bookings by the demo reviewers, through the same capacity guard as real bookings. Counting
 * live bookings makes it idempotent: a second start adds nothing, a new day adds its share.
 */
async function seedBookings(q: Queryable, now: Date) {
  const from = addDays(tehranNow(now).date, 1);
  const to = addDays(from, LOOKAHEAD_DAYS);
  for (const target of SEED_BOOKING_TARGETS) {
    const [product] = await q.query<{ id: number }>('SELECT id FROM products WHERE slug = $1 AND reservable', [target.product]);
    if (!product) continue;
    const runs = (await turnsBetween(q, [product.id], from, to, now)).filter((t) => t.start_time === target.start);
    for (const [k, booked] of target.booked.entries()) {
      const run = runs[k];
      if (!run) break;
      const missing = Math.min(booked - (run.capacity - run.remain), run.remain);
      for (let i = 0; i < missing; i++) {
        const reviewer = SEED_REVIEWERS[i % SEED_REVIEWERS.length];
        const [customer] = await q.query<{ id: number }>('SELECT id FROM customers WHERE mobile = $1', [reviewer.mobile]);
        await takePlaces(
          q,
          [{ product_id: product.id, count: 1, times: [{ date: run.gregorian_date, reserve_time_id: run.id }] }],
          { customer_id: customer?.id ?? null, mobile: reviewer.mobile, first_name: reviewer.first_name, last_name: reviewer.last_name },
          { now, status: 'confirmed' },
        );
      }
    }
  }
}

/** Owners of the reservable products and demo bookings (full and nearly-full turns). Idempotent. */
export async function seedReservations(db: Db, now = new Date()): Promise<void> {
  await db.tx(async (q) => {
    await seedOwners(q);
    await seedBookings(q, now);
  });
}
