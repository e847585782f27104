import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { cartCustomers, insertCartFixture, interleaveQueries, lineCounts as counts, type CartFixture } from './fixtures';

let h: Harness;
let fx: CartFixture;

beforeAll(async () => {
  h = await startHarness();
  fx = await insertCartFixture(h);
});
afterAll(() => h.backend.db.close());

const customer = cartCustomers(() => h, '0912444');

describe('access', () => {
  it('refuses requests without a token, with a guest token, and for another customer', async () => {
    const me = await customer();
    const other = await customer();
    expect((await h.call('GET', me.base)).status).toBe(401);
    const guest = await h.guest();
    const asGuest = await h.call('GET', me.base, { token: guest });
    expect(asGuest.status).toBe(401);
    expect(asGuest.body.success).toBe(false);
    expect((await h.call('POST', `${me.base}/add`, { token: guest, body: { product_id: fx.unlimited } })).status).toBe(401);

    for (const [method, path] of [
      ['GET', ''],
      ['POST', '/add'],
      ['POST', '/remove'],
      ['POST', '/update'],
    ] as const) {
      const res = await h.call(method, `${me.base}${path}`, {
        token: other.token,
        body: method === 'POST' ? { product_id: fx.unlimited, products: [] } : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    // Nothing reached my cart.
    expect((await me.get()).body.data.items).toEqual([]);
  });
});

describe('GET and add', () => {
  it('refuses a reservable product, which is booked for a turn: adding it, or setting its count', async () => {
    const me = await customer();
    const added = await me.add({ product_id: fx.reservable, count: 1 });
    expect(added.status).toBe(400);
    expect(added.body).toEqual({ success: false, data: null, msg: '«table» با نوبت‌گیری از صفحه محصول رزرو می‌شود و به سبد خرید اضافه نمی‌شود', code: 400 });
    expect((await me.update({ products: [{ product_id: fx.reservable, count: 2 }] })).status).toBe(400);
    expect((await me.get()).body.data.items).toEqual([]);
  });

  it('starts empty, then returns lines with product, toppings and prices', async () => {
    const me = await customer();
    const empty = await me.get();
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual({ items: [], count: 0, capped: [] });

    const added = await me.add({ product_id: fx.discounted, count: 2 });
    expect(added.status).toBe(200);
    expect(added.body.msg).toBe('محصول به سبد خرید اضافه شد');
    await me.add({ product_id: fx.withToppings, toppings: [{ id: fx.shot, count: 1 }, { id: fx.almond, count: 1 }] });

    const { body } = await me.get();
    expect(body.data.count).toBe(3);
    expect(body.data.capped).toEqual([]);
    const [discounted, latte] = body.data.items;
    expect(discounted).toMatchObject({ product_id: fx.discounted, count: 2, toppings: [], unit_price: 160_000, line_price: 320_000 });
    expect(discounted.product).toMatchObject({ id: fx.discounted, price: 200_000, discount: 20, final_price: 160_000, limit: null });
    expect(latte).toMatchObject({ product_id: fx.withToppings, count: 1, unit_price: 155_000, line_price: 155_000 });
    expect(latte.toppings).toEqual([
      { id: fx.almond, name: 'شیر بادام', price: 15_000, count: 1 },
      { id: fx.shot, name: 'شات اضافه', price: 20_000, count: 1 },
    ]);
    expect(typeof latte.id).toBe('number');
  });

  it('adds to the matching line, and makes a new line for each topping set (ids or objects, duplicates collapse)', async () => {
    const me = await customer();
    await me.add({ product_id: fx.withToppings });
    await me.add({ product_id: fx.withToppings, toppings: [fx.shot] });
    await me.add({ product_id: fx.withToppings, toppings: [{ id: fx.shot, count: 1 }, fx.shot] });
    await me.add({ product_id: fx.withToppings, toppings: [fx.shot, fx.almond] });
    const res = await me.add({ product_id: fx.withToppings, toppings: [String(fx.almond), { id: fx.shot }] });
    expect(res.status).toBe(200);
    expect(counts(res.body)).toEqual([
      { product_id: fx.withToppings, toppings: [], count: 1 },
      { product_id: fx.withToppings, toppings: [fx.shot], count: 2 },
      { product_id: fx.withToppings, toppings: [fx.almond, fx.shot], count: 2 },
    ]);
    expect(res.body.data.count).toBe(5);
  });

  it('refuses toppings of another product, unknown products, and bad counts', async () => {
    const me = await customer();
    const foreign = await me.add({ product_id: fx.withToppings, toppings: [fx.foreignTopping] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.msg).toMatch(/افزودنی/);
    const unknown = await me.add({ product_id: 99_999 });
    expect(unknown.status).toBe(404);
    for (const count of [0, -1, 1.5, 1000, 'abc', true]) {
      const res = await me.add({ product_id: fx.unlimited, count });
      expect(res.status, `count ${count}`).toBe(400);
    }
    for (const body of [{}, { product_id: 'x' }, { product_id: fx.unlimited, toppings: 'x' }, { product_id: fx.withToppings, toppings: [{ id: fx.shot, count: 2 }] }]) {
      expect((await me.add(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await h.call('POST', `${me.base}/add`, { token: me.token, raw: '[1]' })).status).toBe(400);
    expect((await me.get()).body.data.items).toEqual([]);
  });

  it('accepts Persian digits and any count up to what one product may reach (999, as a guest cart and the merge)', async () => {
    const me = await customer();
    const res = await me.add({ product_id: String(fx.unlimited).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]), count: '۱۰۰' });
    expect(res.status).toBe(200);
    expect(counts(res.body)).toEqual([{ product_id: fx.unlimited, toppings: [], count: 100 }]);
    expect((await me.add({ product_id: fx.unlimited, count: 899 })).status).toBe(200);
    expect((await me.add({ product_id: fx.unlimited, count: 1 })).status).toBe(400);
    expect((await (await customer()).add({ product_id: fx.unlimited, count: 1000 })).status).toBe(400);
  });
});

describe('limits', () => {
  it('allows exactly the limit and refuses one more with a message naming it', async () => {
    const me = await customer();
    expect((await me.add({ product_id: fx.limit2, count: 2 })).status).toBe(200);
    const over = await me.add({ product_id: fx.limit2 });
    expect(over.status).toBe(400);
    expect(over.body.success).toBe(false);
    expect(over.body.msg).toContain('حداکثر ۲ عدد از این محصول را می‌توانید سفارش دهید');
    expect(counts(await me.get().then((r) => r.body))).toEqual([{ product_id: fx.limit2, toppings: [], count: 2 }]);
  });

  it('refuses a single add above the limit', async () => {
    const me = await customer();
    const res = await me.add({ product_id: fx.limit2, count: 3 });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/حداکثر ۲ عدد/);
    expect((await me.get()).body.data.items).toEqual([]);
  });

  it('counts every line of a product (toppings included) against its limit', async () => {
    const me = await customer();
    await h.backend.db.query('UPDATE products SET stock_limit = 3 WHERE id = $1', [fx.withToppings]);
    try {
      expect((await me.add({ product_id: fx.withToppings, count: 2 })).status).toBe(200);
      expect((await me.add({ product_id: fx.withToppings, toppings: [fx.shot] })).status).toBe(200);
      const over = await me.add({ product_id: fx.withToppings, toppings: [fx.almond] });
      expect(over.status).toBe(400);
      expect(over.body.msg).toMatch(/حداکثر ۳ عدد/);
    } finally {
      await h.backend.db.query('UPDATE products SET stock_limit = NULL WHERE id = $1', [fx.withToppings]);
    }
  });

  it('refuses a sold-out product', async () => {
    const me = await customer();
    const res = await me.add({ product_id: fx.soldOut });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('این محصول موجود نیست');
    expect((await me.get()).body.data.items).toEqual([]);
  });

  it('two concurrent adds on a limit-2 product cannot pass the limit together', async () => {
    const me = await customer();
    expect((await me.add({ product_id: fx.limit2 })).status).toBe(200);
    const restore = interleaveQueries(h);
    let results;
    try {
      results = await Promise.all([me.add({ product_id: fx.limit2 }), me.add({ product_id: fx.limit2 }), me.add({ product_id: fx.limit2 })]);
    } finally {
      restore();
    }
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    const { body } = await me.get();
    expect(counts(body)).toEqual([{ product_id: fx.limit2, toppings: [], count: 2 }]);
  });

  // The CHECKs themselves (23514, check_violation), not any error a typo or a trigger would give.
  it('keeps the count positive in the database itself', async () => {
    const me = await customer();
    await me.add({ product_id: fx.unlimited });
    await expect(h.backend.db.query('UPDATE cart_lines SET count = 0 WHERE customer_id = $1', [me.customerId])).rejects.toMatchObject({
      code: '23514',
      constraint: 'cart_lines_count_check',
    });
    expect(counts((await me.get()).body)).toEqual([{ product_id: fx.unlimited, toppings: [], count: 1 }]);
  });

  it('keeps topping ids sorted and unique in the database itself, so one choice is one line', async () => {
    const me = await customer();
    const insert = (ids: string) =>
      h.backend.db.query(`INSERT INTO cart_lines (customer_id, product_id, topping_ids, count) VALUES ($1, $2, $3, 1)`, [me.customerId, fx.withToppings, ids]);
    for (const ids of ['{3,2}', '{2,2}']) {
      await expect(insert(ids)).rejects.toMatchObject({ code: '23514', constraint: 'cart_lines_topping_ids_check' });
    }
    await insert('{2,3}');
    const lines = await h.backend.db.query<{ topping_ids: number[] }>('SELECT topping_ids FROM cart_lines WHERE customer_id = $1', [me.customerId]);
    expect(lines).toEqual([{ topping_ids: [2, 3] }]);
  });
});

describe('remove', () => {
  it('lowers a count above the removed amount and deletes the line otherwise', async () => {
    const me = await customer();
    await me.add({ product_id: fx.unlimited, count: 5 });
    await me.add({ product_id: fx.withToppings, toppings: [fx.almond] });

    const lowered = await me.remove({ product_id: fx.unlimited, count: 2 });
    expect(lowered.status).toBe(200);
    expect(counts(lowered.body)[0]).toEqual({ product_id: fx.unlimited, toppings: [], count: 3 });

    const byOne = await me.remove({ product_id: fx.unlimited });
    expect(counts(byOne.body)[0].count).toBe(2);

    const gone = await me.remove({ product_id: fx.unlimited, count: 2 });
    expect(gone.status).toBe(200);
    expect(gone.body.msg).toBe('محصول از سبد خرید حذف شد');
    expect(counts(gone.body)).toEqual([{ product_id: fx.withToppings, toppings: [fx.almond], count: 1 }]);

    // Without toppings is a different line from the one with almond milk.
    const missing = await me.remove({ product_id: fx.withToppings });
    expect(missing.status).toBe(404);
    const removed = await me.remove({ product_id: fx.withToppings, toppings: [{ id: fx.almond, count: 1 }], count: 10 });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ items: [], count: 0, capped: [] });
  });
});

describe('update (absolute)', () => {
  it('sets counts, deletes with 0, and leaves unlisted lines alone', async () => {
    const me = await customer();
    await me.add({ product_id: fx.unlimited, count: 3 });
    await me.add({ product_id: fx.discounted });
    await me.add({ product_id: fx.withToppings, toppings: [fx.shot] });
    const res = await me.update({
      products: [
        { product_id: fx.unlimited, count: 1 },
        { product_id: fx.discounted, count: 0 },
        { product_id: fx.withToppings, toppings: [fx.shot], count: 4 },
        { product_id: fx.limit2, count: 2 },
      ],
    });
    expect(res.status).toBe(200);
    expect(counts(res.body)).toEqual([
      { product_id: fx.unlimited, toppings: [], count: 1 },
      { product_id: fx.withToppings, toppings: [fx.shot], count: 4 },
      { product_id: fx.limit2, toppings: [], count: 2 },
    ]);
    expect(res.body.data.count).toBe(7);
  });

  it('refuses an increase above the limit or of a sold-out product, changing nothing', async () => {
    const me = await customer();
    await me.add({ product_id: fx.unlimited, count: 2 });
    const over = await me.update({
      products: [
        { product_id: fx.unlimited, count: 5 },
        { product_id: fx.limit2, count: 3 },
      ],
    });
    expect(over.status).toBe(400);
    expect(over.body.msg).toMatch(/حداکثر ۲ عدد از «limit2»/);
    const soldOut = await me.update({ products: [{ product_id: fx.soldOut, count: 1 }] });
    expect(soldOut.status).toBe(400);
    expect(counts((await me.get()).body)).toEqual([{ product_id: fx.unlimited, toppings: [], count: 2 }]);
  });

  it('lets a cart above a since-lowered limit be reduced', async () => {
    const me = await customer();
    await me.add({ product_id: fx.discounted, count: 5 });
    await h.backend.db.query('UPDATE products SET stock_limit = 2 WHERE id = $1', [fx.discounted]);
    try {
      const down = await me.update({ products: [{ product_id: fx.discounted, count: 4 }] });
      expect(down.status).toBe(200);
      expect(counts(down.body)[0].count).toBe(4);
      expect((await me.add({ product_id: fx.discounted })).status).toBe(400);
    } finally {
      await h.backend.db.query('UPDATE products SET stock_limit = NULL WHERE id = $1', [fx.discounted]);
    }
  });

  it('rejects bad shapes with 400', async () => {
    const me = await customer();
    const tooMany = Array.from({ length: 101 }, () => ({ product_id: fx.unlimited, count: 1 }));
    for (const body of [
      {},
      { products: 'x' },
      { products: [1] },
      { products: [{ product_id: fx.unlimited }] },
      { products: [{ product_id: fx.unlimited, count: -1 }] },
      { products: tooMany },
      { products: [{ product_id: fx.unlimited, count: 1 }, { product_id: fx.unlimited, count: 2 }] },
      { products: [], merge: 'yes' },
    ]) {
      const res = await me.update(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await me.update({ products: [{ product_id: 99_999, count: 1 }] })).status).toBe(404);
    expect((await me.get()).body.data.items).toEqual([]);
  });
});

describe('a topping taken off its product', () => {
  it('leaves its lines without it, merged with an equal line, so they can still be changed and removed', async () => {
    const db = h.backend.db;
    const [p] = await db.query<{ id: number }>(
      `INSERT INTO products (category_id, name, slug, sku, price, search_text)
       SELECT category_id, 'mocha', 'cart-topping-gone-mocha', 'CART-TOPPING-GONE-MOCHA', 90000, '' FROM products WHERE id = $1 RETURNING id`,
      [fx.withToppings],
    );
    const [cream, syrup] = await db.query<{ id: number }>(
      `INSERT INTO product_toppings (product_id, name, price) VALUES ($1, 'خامه', 10000), ($1, 'سیروپ', 5000) RETURNING id`,
      [p.id],
    );
    const me = await customer();
    const other = await customer();
    await me.add({ product_id: p.id, count: 1 });
    await me.add({ product_id: p.id, toppings: [cream.id], count: 2 });
    await me.add({ product_id: p.id, toppings: [cream.id, syrup.id], count: 3 });
    await other.add({ product_id: p.id, toppings: [cream.id], count: 4 });

    await db.query('DELETE FROM product_toppings WHERE id = $1', [cream.id]);

    const mine = await me.get();
    expect(counts(mine.body)).toEqual([
      { product_id: p.id, toppings: [], count: 3 },
      { product_id: p.id, toppings: [syrup.id], count: 3 },
    ]);
    expect(mine.body.data.items[0].unit_price).toBe(90000);
    expect(counts((await other.get()).body)).toEqual([{ product_id: p.id, toppings: [], count: 4 }]);
    // The line as the cart shows it is the line every write finds.
    const lowered = await me.remove({ product_id: p.id, count: 1 });
    expect(lowered.status).toBe(200);
    expect(counts(lowered.body)[0]).toEqual({ product_id: p.id, toppings: [], count: 2 });
    expect((await me.update({ products: [{ product_id: p.id, count: 1 }] })).status).toBe(200);

    // A topping moved to another product counts as taken off this one.
    await db.query('UPDATE product_toppings SET product_id = $1 WHERE id = $2', [fx.unlimited, syrup.id]);
    expect(counts((await me.get()).body)).toEqual([{ product_id: p.id, toppings: [], count: 4 }]);
  });
});
