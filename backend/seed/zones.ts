import type { Db } from '../db/client';
import { polygonLiteral } from '../geo/zones';

/** Default map centre (spec): Isfahan, near Chaharbagh. */
export const MAP_CENTER = { lat: 32.646305, lng: 51.667598 } as const;

type Box = readonly [south: number, west: number, north: number, east: number];
const box = ([s, w, n, e]: Box) => polygonLiteral([[s, w], [s, e], [n, e], [n, w]]);

/** Demo delivery zones: Isfahan neighbourhoods around the centre, nearer ones cheaper. */
export const DEMO_ZONES: { name: string; area: Box; shipping_price: number }[] = [
  { name: 'چهارباغ عباسی', area: [32.64, 51.655, 32.655, 51.675], shipping_price: 20_000 },
  { name: 'خیابان نظر', area: [32.64, 51.675, 32.655, 51.695], shipping_price: 25_000 },
  { name: 'نقش جهان', area: [32.655, 51.665, 32.67, 51.69], shipping_price: 25_000 },
  { name: 'جلفا', area: [32.625, 51.65, 32.64, 51.675], shipping_price: 30_000 },
  { name: 'مرداویج', area: [32.61, 51.66, 32.625, 51.69], shipping_price: 35_000 },
];

/** Idempotent: inserts zones whose names are missing, never changes existing ones. */
export async function seedZones(db: Db): Promise<void> {
  for (const z of DEMO_ZONES) {
    await db.query(
      `INSERT INTO delivery_zones (name, city, area, shipping_price) VALUES ($1, 'اصفهان', $2::polygon, $3) ON CONFLICT (name) DO NOTHING`,
      [z.name, box(z.area), z.shipping_price],
    );
  }
}
