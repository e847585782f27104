import type { Queryable } from '../../db/client';
import type { Harness } from '../../test/harness';

/** Products the cart tests own, independent of the demo catalogue. Prices in Toman. */
export interface CartFixture {
  unlimited: number;
  limit2: number;
  soldOut: number;
  discounted: number;
  withToppings: number;
  /** Booked for a turn, never bought as goods. */
  reservable: number;
  /** Toppings of withToppings: almond milk 15,000 and an extra shot 20,000. */
  almond: number;
  shot: number;
  /** A topping of another product (never valid for withToppings). */
  foreignTopping: number;
}

let seq = 0;

export async function insertCartFixture(h: Harness): Promise<CartFixture> {
  const db = h.backend.db;
  const tag = `cartfx-${process.pid}-${++seq}`;
  const [cat] = await db.query<{ id: number }>(`INSERT INTO categories (name, slug) VALUES ('دسته آزمایشی', $1) RETURNING id`, [tag]);
  const product = async (name: string, price: number, opts: { limit?: number | null; discount?: number; reservable?: boolean } = {}) => {
    const slug = `${tag}-${name}`;
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO products (category_id, name, slug, sku, price, discount, stock_limit, reservable, search_text)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, '') RETURNING id`,
      [cat.id, name, slug, slug.toUpperCase(), price, opts.discount ?? 0, opts.limit ?? null, opts.reservable ?? false],
    );
    return row.id;
  };
  const topping = async (productId: number, name: string, price: number) => {
    const [row] = await db.query<{ id: number }>('INSERT INTO product_toppings (product_id, name, price) VALUES ($1, $2, $3) RETURNING id', [
      productId,
      name,
      price,
    ]);
    return row.id;
  };
  const unlimited = await product('unlimited', 100_000);
  const limit2 = await product('limit2', 50_000, { limit: 2 });
  const soldOut = await product('soldout', 70_000, { limit: 0 });
  const discounted = await product('discounted', 200_000, { discount: 20 });
  const withToppings = await product('latte', 120_000);
  return {
    unlimited,
    limit2,
    soldOut,
    discounted,
    withToppings,
    reservable: await product('table', 150_000, { reservable: true }),
    almond: await topping(withToppings, 'شیر بادام', 15_000),
    shot: await topping(withToppings, 'شات اضافه', 20_000),
    foreignTopping: await topping(unlimited, 'سس', 5_000),
  };
}

/**
 * Makes every database call of the backend wait for a macrotask first, so concurrent requests
 * really interleave (PGlite answers within microtasks, which would otherwise run each request to
 * its end before the next one starts). Returns the function that undoes it.
 */
export function interleaveQueries(h: Harness): () => void {
  const db = h.backend.db;
  const original = { query: db.query, tx: db.tx };
  const tick = () => new Promise<void>((resolve) => setImmediate(resolve));
  const slow = (q: Queryable): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      await tick();
      return q.query<T>(sql, params);
    },
  });
  db.query = async <T,>(sql: string, params?: unknown[]) => {
    await tick();
    return original.query.call(db, sql, params) as Promise<T[]>;
  };
  db.tx = <T,>(fn: (q: Queryable) => Promise<T>) => original.tx.call(db, (q) => fn(slow(q))) as Promise<T>;
  return () => Object.assign(db, original);
}

/**
 * A fresh customer (mobiles from `prefix`, 7 digits) and calls bound to their cart. The harness
 * is a getter because tests start it in beforeAll.
 */
export function cartCustomers(harness: () => Harness, prefix: string) {
  let seq = 0;
  return async () => {
    const h = harness();
    const me = await h.login(`${prefix}${String(++seq).padStart(4, '0')}`);
    const base = `/api/v1/app/customer/${me.customerId}/cart`;
    const post = (path: string) => (body: unknown) => h.call('POST', `${base}/${path}`, { token: me.token, body });
    return {
      ...me,
      base,
      get: () => h.call('GET', base, { token: me.token }),
      add: post('add'),
      remove: post('remove'),
      update: post('update'),
    };
  };
}

/** A cart answer's lines as {product_id, toppings, count}, for comparing with expected carts. */
interface CartBody {
  data: { items: { product_id: number; count: number; toppings: { id: number }[] }[] };
}

export const lineCounts = (body: CartBody) =>
  body.data.items.map((i) => ({ product_id: i.product_id, toppings: i.toppings.map((t) => t.id), count: i.count }));
