import type { Harness } from '../../test/harness';
import { polygonLiteral } from '../../geo/zones';

let seq = 0;

/**
 * A delivery zone of the test's own (a small square far from the demo zones) and the point in
 * its middle, so a test knows its shipping price whatever the seed holds.
 */
export async function insertZone(h: Harness, shipping_price: number): Promise<{ id: number; lat: number; lng: number }> {
  const n = ++seq;
  const south = 10 + n * 0.1;
  const west = 20 + (process.pid % 100) * 0.5;
  const [row] = await h.backend.db.query<{ id: number }>(
    `INSERT INTO delivery_zones (name, city, area, shipping_price) VALUES ($1, 'آزمایش', $2::polygon, $3) RETURNING id`,
    [
      `zone-${process.pid}-${n}`,
      polygonLiteral([[south, west], [south, west + 0.05], [south + 0.05, west + 0.05], [south + 0.05, west]]),
      shipping_price,
    ],
  );
  return { id: row.id, lat: south + 0.025, lng: west + 0.025 };
}

/** Saves an address for a logged-in customer through the API and returns its id. */
export async function addAddress(
  h: Harness,
  me: { token: string; customerId: number },
  at: { lat: number; lng: number },
  extra: Record<string, unknown> = {},
): Promise<number> {
  const res = await h.call('POST', `/api/v1/app/customer/${me.customerId}/addresses/add`, {
    token: me.token,
    body: { title: 'خانه', address: 'خیابان آزمایش، کوچه ۳', number: '12', postal_code: '8134567890', ...at, ...extra },
  });
  if (res.status !== 201) throw new Error(`address add failed: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}
