import type { Queryable } from '../db/client';
import type { LatLng } from './coords';

export interface Zone {
  id: number;
  name: string;
  city: string;
  shipping_price: number;
}

/**
 * The active delivery zone that contains a point, or null. Zones may overlap at their edges;
 * the cheaper one wins so a customer on a border never pays the higher price.
 */
export async function zoneAt(q: Queryable, at: LatLng): Promise<Zone | null> {
  const [row] = await q.query<Zone>(
    `SELECT id, name, city, shipping_price FROM delivery_zones
     WHERE active AND area @> point($1, $2) ORDER BY shipping_price, id LIMIT 1`,
    [at.lng, at.lat],
  );
  return row ? { ...row, shipping_price: Number(row.shipping_price) } : null;
}

/** A polygon literal for PostgreSQL from [lat, lng] corners (stored as x = lng, y = lat). */
export function polygonLiteral(corners: readonly (readonly [number, number])[]): string {
  return `(${corners.map(([lat, lng]) => `(${lng},${lat})`).join(',')})`;
}
