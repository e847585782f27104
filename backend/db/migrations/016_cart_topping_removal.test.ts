import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDb, type Db } from '../client';
import { migrate } from '../migrate';
import { migrations } from './index';

let db: Db;
beforeAll(async () => {
  db = await openDb();
});
afterAll(() => db.close());

it('mends cart lines that already hold a topping their product no longer has', async () => {
  await migrate(db, migrations.slice(0, migrations.findIndex((m) => m.name === '016_cart_topping_removal')));
  const [cat] = await db.query<{ id: number }>(`INSERT INTO categories (name, slug) VALUES ('قهوه', 'm016') RETURNING id`);
  const [p] = await db.query<{ id: number }>(
    `INSERT INTO products (category_id, name, slug, sku, price, search_text) VALUES ($1, 'latte', 'm016-latte', 'M016', 1000, '') RETURNING id`,
    [cat.id],
  );
  const [kept] = await db.query<{ id: number }>(`INSERT INTO product_toppings (product_id, name, price) VALUES ($1, 'شات', 100) RETURNING id`, [p.id]);
  const [c] = await db.query<{ id: number }>(`INSERT INTO customers (mobile) VALUES ('09120001016') RETURNING id`);
  // 999999 never was a topping: as if it had been deleted before this migration.
  await db.query(
    `INSERT INTO cart_lines (customer_id, product_id, topping_ids, count) VALUES ($1, $2, '{}', 2), ($1, $2, $3::int[], 3), ($1, $2, $4::int[], 4)`,
    [c.id, p.id, [999_999], [kept.id, 999_999]],
  );
  await migrate(db);
  const lines = await db.query<{ topping_ids: number[]; count: number }>('SELECT topping_ids, count FROM cart_lines ORDER BY topping_ids');
  expect(lines.map((l) => ({ toppings: l.topping_ids.map(Number), count: Number(l.count) }))).toEqual([
    { toppings: [], count: 5 },
    { toppings: [kept.id], count: 4 },
  ]);
});
