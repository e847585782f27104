import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDb, type Db } from '../client';
import { migrate } from '../migrate';
import { migrations } from './index';

let db: Db;
beforeAll(async () => {
  db = await openDb();
});
afterAll(() => db.close());

it('turns the earlier circle delivery zones into polygons that cover the same ground', async () => {
  const before006 = migrations.slice(0, migrations.findIndex((m) => m.name === '006_checkout'));
  await migrate(db, before006);
  await db.query(
    `INSERT INTO delivery_zones (name, center_lat, center_lng, radius_m, shipping_price) VALUES ('مرکز', 32.646305, 51.667598, 3000, 30000)`,
  );
  await migrate(db);
  const inside = async (lat: number, lng: number) =>
    (await db.query('SELECT 1 FROM delivery_zones WHERE area @> point($1, $2)', [lng, lat])).length === 1;
  expect(await inside(32.646305, 51.667598)).toBe(true);
  // 2.5 km north and 2.5 km east are inside; 3.5 km in either direction is not.
  expect(await inside(32.646305 + 2500 / 110574, 51.667598)).toBe(true);
  expect(await inside(32.646305, 51.667598 + 2500 / 93800)).toBe(true);
  expect(await inside(32.646305 + 3500 / 110574, 51.667598)).toBe(false);
  expect(await inside(32.646305, 51.667598 - 3500 / 93800)).toBe(false);
  const [zone] = await db.query<{ shipping_price: number }>('SELECT shipping_price FROM delivery_zones');
  expect(Number(zone.shipping_price)).toBe(30_000);
});
