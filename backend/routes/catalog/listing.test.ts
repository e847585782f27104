import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { seed } from '../../seed';
import { takePlaces } from '../../reservations/places';
import { dayAheadOn } from '../../reservations/test-fixtures';
import { SEED_CATEGORIES, SEED_PRODUCTS } from '../../seed/catalog-data';
import { categoryId, count, productId, shownPrice } from './test-helpers';

/** The slugs of a category and its children in the seed. */
const subtree = (slug: string) => [slug, ...SEED_CATEGORIES.filter((c) => c.parent === slug).map((c) => c.slug)];

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.backend.db.close());

describe('demo seed', () => {
  it('has the catalogue the issue asks for', async () => {
    expect(await count(h, 'SELECT count(*) FROM products')).toBeGreaterThanOrEqual(44);
    expect(await count(h, 'SELECT count(*) FROM categories')).toBeGreaterThanOrEqual(8);
    expect(await count(h, 'SELECT count(*) FROM categories WHERE parent_id IS NOT NULL')).toBeGreaterThanOrEqual(4);
    expect(await count(h, 'SELECT count(*) FROM products WHERE stock_limit = 0')).toBeGreaterThanOrEqual(3);
    expect(await count(h, 'SELECT count(*) FROM products WHERE is_pack')).toBeGreaterThanOrEqual(3);
    expect(await count(h, 'SELECT count(*) FROM products WHERE discount > 0')).toBeGreaterThanOrEqual(5);
    expect(await count(h, 'SELECT count(DISTINCT product_id) FROM product_toppings')).toBeGreaterThanOrEqual(5);
    expect(
      await count(h, 'SELECT count(DISTINCT p.id) FROM products p JOIN product_turns t ON t.product_id = p.id WHERE p.reservable'),
    ).toBeGreaterThanOrEqual(4);
    // A pack that contains a sold-out product.
    expect(
      await count(h, 'SELECT count(*) FROM pack_items pi JOIN products p ON p.id = pi.product_id WHERE p.stock_limit = 0'),
    ).toBeGreaterThanOrEqual(1);
    expect(await count(h, "SELECT count(*) FROM holidays WHERE year = 1405 AND jdate = '1405-01-01'")).toBeGreaterThanOrEqual(1);
    expect(await count(h, 'SELECT count(*) FROM stories')).toBeGreaterThanOrEqual(3);
    expect(await count(h, 'SELECT count(*) FROM posters')).toBeGreaterThanOrEqual(1);
    expect(await count(h, 'SELECT count(*) FROM delivery_zones')).toBeGreaterThanOrEqual(1);
    // The demo customer stays customer 1 although the reviewers are seeded with the catalogue.
    expect(await count(h, "SELECT id FROM customers WHERE mobile = '09120000000'")).toBe(1);
  });

  it('is idempotent', async () => {
    const tables = ['categories', 'products', 'product_toppings', 'pack_items', 'product_properties', 'product_turns', 'comments', 'stories', 'posters', 'locations', 'holidays', 'delivery_zones', 'customers', 'product_owners', 'reservation_bookings'];
    const before = await Promise.all(tables.map((t) => count(h, `SELECT count(*) FROM ${t}`)));
    await seed(h.backend.db);
    const after = await Promise.all(tables.map((t) => count(h, `SELECT count(*) FROM ${t}`)));
    expect(after).toEqual(before);
  });

  it('stores the image paths of real files', async () => {
    const { existsSync } = await import('node:fs');
    const rows = await h.backend.db.query<{ images: string[] }>('SELECT images FROM products');
    const missing = rows.flatMap((r) => r.images).filter((src) => !existsSync(`public${src}`));
    expect(missing).toEqual([]);
  });
});

describe('categories', () => {
  it('GET /app/categories is a tree with children and subtree counts', async () => {
    const { status, body } = await h.call('GET', '/api/v1/app/categories');
    expect(status).toBe(200);
    const drinks = body.data.results.find((c: any) => c.slug === 'drinks');
    expect(drinks.parent_id).toBeNull();
    expect(drinks.children.map((c: any) => c.slug)).toEqual(['hot-drinks', 'cold-drinks']);
    const own = SEED_PRODUCTS.filter((p) => subtree('drinks').includes(p.category)).length;
    expect(drinks.products_count).toBe(own);
    expect(body.data.results.every((c: any) => c.parent_id === null)).toBe(true);
  });

  it('GET /categories is flat with parent ids', async () => {
    const { body } = await h.call('GET', '/api/v1/categories');
    const all = await count(h, 'SELECT count(*) FROM categories');
    expect(body.data.count).toBe(all);
    const pizza = body.data.results.find((c: any) => c.slug === 'pizza');
    expect(pizza.parent_id).toBe(await categoryId(h, 'food'));
    expect(pizza.products_count).toBe(SEED_PRODUCTS.filter((p) => p.category === 'pizza').length);
  });
});

describe('GET /products', () => {
  it('pages a category 20 at a time, including child categories', async () => {
    const food = await categoryId(h, 'food');
    const total = SEED_PRODUCTS.filter((p) => subtree('food').includes(p.category)).length;
    expect(total).toBeGreaterThan(20);
    const first = await h.call('GET', `/api/v1/products?type=category&category=${food}`);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ count: total, page: 1, limit: 20, pages: Math.ceil(total / 20) });
    expect(first.body.data.results).toHaveLength(20);
    expect(first.body.data.category.path.map((c: any) => c.slug)).toEqual(['food']);
    const second = await h.call('GET', `/api/v1/products?type=category&category=${food}&page=2`);
    expect(second.body.data.results).toHaveLength(total - 20);
    const ids = [...first.body.data.results, ...second.body.data.results].map((p: any) => p.id);
    expect(new Set(ids).size).toBe(total);
    // Sold-out products come last in the shop's order.
    const last = second.body.data.results.at(-1);
    expect(last.limit).toBe(0);
  });

  it('sends the product summary shape', async () => {
    const { body } = await h.call('GET', `/api/v1/products?type=category&category=${await categoryId(h, 'hot-drinks')}&limit=100`);
    const cappuccino = body.data.results.find((p: any) => p.slug === 'cappuccino');
    expect(cappuccino).toMatchObject({
      name: 'کاپوچینو',
      sku: 'HD-103',
      price: 120000,
      discount: 10,
      final_price: 108000,
      limit: null,
      available: true,
      has_toppings: true,
      image: '/media/products/cappuccino.webp',
      category: { name: 'نوشیدنی گرم' },
    });
    expect(cappuccino.rating.count).toBe(3);
    expect(cappuccino.rating.avg).toBeCloseTo(4.7, 1);
  });

  it('lists by type: discount, newest, popular, reservable', async () => {
    const discount = await h.call('GET', '/api/v1/products?type=discount&limit=100');
    expect(discount.body.data.count).toBe(SEED_PRODUCTS.filter((p) => shownPrice(p).discount > 0).length);
    const percents = discount.body.data.results.map((p: any) => p.discount);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    expect(percents.every((d: number) => d > 0)).toBe(true);

    const newest = await h.call('GET', '/api/v1/products?type=newest&limit=3');
    const youngest = [...SEED_PRODUCTS].sort((a, b) => a.ageDays - b.ageDays).slice(0, 3).map((p) => p.slug);
    expect(newest.body.data.results.map((p: any) => p.slug)).toEqual(youngest);

    const popular = await h.call('GET', '/api/v1/products?type=popular&limit=1');
    const top = [...SEED_PRODUCTS].sort((a, b) => b.popularity - a.popularity)[0];
    expect(popular.body.data.results[0].slug).toBe(top.slug);

    const reservable = await h.call('GET', '/api/v1/products?type=reservable');
    expect(reservable.body.data.count).toBe(SEED_PRODUCTS.filter((p) => p.reservable).length);
    expect(reservable.body.data.results.every((p: any) => p.reservable)).toBe(true);
  });

  it('keeps only reservable products with a turn on reserve_date', async () => {
    // On a Thursday only the latte-art workshop among the classes runs (the date given in Jalali).
    const thursday = await h.call('GET', `/api/v1/products?type=reservable&reserve_date=${dayAheadOn(4, 30).jalali}&limit=100`);
    const slugs = thursday.body.data.results.map((p: any) => p.slug);
    expect(slugs).toContain('latte-art-workshop');
    expect(slugs).not.toContain('barista-class');
    const saturday = await h.call('GET', `/api/v1/products?type=reservable&reserve_date=${dayAheadOn(6, 30).iso}&reserve_time=10:30&limit=100`);
    expect(saturday.body.data.results.map((p: any) => p.slug).sort()).toEqual(['barista-class', 'vip-meeting-room']);
  });

  it('offers no turn on a day that has passed', async () => {
    const past = await h.call('GET', `/api/v1/products?type=reservable&reserve_date=${dayAheadOn(6, -14).iso}&reserve_time=10:30&limit=100`);
    expect(past.status).toBe(200);
    expect(past.body.data.results).toEqual([]);
  });

  it('leaves out reservable products whose turns at reserve_date/time are full or closed that day', async () => {
    const slugsAt = async (query: string) =>
      (await h.call('GET', `/api/v1/products?type=reservable&${query}&limit=100`)).body.data.results.map((p: any) => p.slug);
    // Two Saturdays: the barista class runs 10:00–13:00 with 8 places.
    const full = dayAheadOn(6, 120).iso;
    const closed = dayAheadOn(6, 127).iso;
    const [turn] = await h.backend.db.query<{ id: number; product_id: number }>(
      `SELECT t.id, t.product_id FROM product_turns t JOIN products p ON p.id = t.product_id WHERE p.slug = 'barista-class' AND t.weekday = 6`,
    );
    expect(await slugsAt(`reserve_date=${full}&reserve_time=10:30`)).toContain('barista-class');
    await h.backend.db.tx((q) =>
      takePlaces(q, [{ product_id: turn.product_id, count: 8, times: [{ date: full, reserve_time_id: turn.id }] }], {
        customer_id: null,
        mobile: '09350000009',
      }, { now: new Date(), status: 'confirmed' }),
    );
    expect(await slugsAt(`reserve_date=${full}&reserve_time=10:30`)).not.toContain('barista-class');
    expect(await slugsAt(`reserve_date=${closed}&reserve_time=10:30`)).toContain('barista-class');
    await h.backend.db.query(`INSERT INTO product_closed_days (product_id, date) VALUES ($1, $2)`, [turn.product_id, closed]);
    expect(await slugsAt(`reserve_date=${closed}&reserve_time=10:30`)).not.toContain('barista-class');
  });

  it('answers bad parameters with 400, unknown categories with 404, and ignores empty ones', async () => {
    for (const q of ['page=-1', 'page=0', 'page=abc', 'limit=0', 'limit=-5', 'page=99999999999', 'type=bogus', "category=1'%20OR%201=1", 'reserve_date=1405-13-40', 'reserve_time=25:00']) {
      const { status, body } = await h.call('GET', `/api/v1/products?${q}`);
      expect(status, q).toBe(400);
      expect(body.success).toBe(false);
    }
    expect((await h.call('GET', '/api/v1/products?type=category&category=99999999')).status).toBe(404);
    const empty = await h.call('GET', '/api/v1/products?type=&category=&page=&limit=');
    expect(empty.status).toBe(200);
    expect(empty.body.data.count).toBe(SEED_PRODUCTS.length);
    expect(empty.body.data.limit).toBe(20);
    const beyond = await h.call('GET', '/api/v1/products?page=500000');
    expect(beyond.status).toBe(200);
    expect(beyond.body.data.results).toEqual([]);
    const capped = await h.call('GET', '/api/v1/products?limit=5000');
    expect(capped.body.data.limit).toBe(100);
    const persian = await h.call('GET', '/api/v1/products?page=۲&limit=۱۰');
    expect(persian.body.data).toMatchObject({ page: 2, limit: 10 });
  });
});

describe('GET /home', () => {
  it('returns the blocks in order with their items', async () => {
    const { status, body } = await h.call('GET', '/api/v1/home');
    expect(status).toBe(200);
    const types = body.data.items.map((b: any) => b.type_name);
    expect(types.slice(0, 4)).toEqual(['favorite', 'discount_banner', 'discount', 'category']);
    expect(types.slice(4).every((t: string) => t === 'category_steps')).toBe(true);
    expect(body.data).toMatchObject({ page: 1, limit: 30, count: types.length });

    const [favorite, banner, discount, category] = body.data.items;
    expect(favorite.items.length).toBeGreaterThan(0);
    expect(favorite.items.every((p: any) => p.limit !== 0)).toBe(true);
    expect(banner.items[0]).toMatchObject({ image: expect.stringMatching(/^\/media\/posters\//) });
    expect(discount.items.every((p: any) => p.discount > 0)).toBe(true);
    expect(category.base_category).toBe(true);
    expect(category.items.every((c: any) => c.parent_id === null)).toBe(true);
    const steps = body.data.items.filter((b: any) => b.type_name === 'category_steps');
    expect(steps.map((s: any) => s.category.id)).toEqual(category.items.map((c: any) => c.id));
    expect(steps.every((s: any) => s.items.length > 0 && s.items.length <= 8)).toBe(true);
  });

  it('scopes to a category and paginates by block', async () => {
    const food = await categoryId(h, 'food');
    const { body } = await h.call('GET', `/api/v1/home?category=${food}`);
    const category = body.data.items.find((b: any) => b.type_name === 'category');
    expect(category.base_category).toBe(false);
    expect(category.items.map((c: any) => c.slug)).toEqual(['pizza', 'burger', 'breakfast', 'pasta-salad']);
    const favorite = body.data.items.find((b: any) => b.type_name === 'favorite');
    const foodSlugs = SEED_PRODUCTS.filter((p) => subtree('food').includes(p.category)).map((p) => p.slug);
    expect(favorite.items.every((p: any) => foodSlugs.includes(p.slug))).toBe(true);

    const page2 = await h.call('GET', '/api/v1/home?limit=2&page=2');
    expect(page2.body.data.items.map((b: any) => b.type_name)).toEqual(['discount', 'category']);
    expect((await h.call('GET', '/api/v1/home?category=99999999')).status).toBe(404);
    expect((await h.call('GET', '/api/v1/home?page=-3')).status).toBe(400);
  });
});

describe('shop information', () => {
  it('GET /poster/{id}', async () => {
    const [poster] = await h.backend.db.query<{ id: number }>('SELECT id FROM posters ORDER BY id LIMIT 1');
    const res = await h.call('GET', `/api/v1/poster/${poster.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: poster.id, link: `/category/${await categoryId(h, 'cold-drinks')}` });
    expect((await h.call('GET', '/api/v1/poster/99999999')).status).toBe(404);
    expect((await h.call('GET', '/api/v1/poster/abc')).status).toBe(404);
  });

  it('GET /locations lists provinces by default and cities under a province', async () => {
    const provinces = await h.call('GET', '/api/v1/locations');
    const isfahan = provinces.body.data.results.find((l: any) => l.name === 'اصفهان');
    expect(isfahan).toMatchObject({ parent_id: 1, has_children: true });
    const cities = await h.call('GET', `/api/v1/locations?parent=${isfahan.id}`);
    expect(cities.body.data.results.map((l: any) => l.name)).toContain('کاشان');
    expect((await h.call('GET', '/api/v1/locations?parent=99999')).body.data.results).toEqual([]);
    expect((await h.call('GET', '/api/v1/locations?parent=x')).status).toBe(400);
  });

  it('has a sold-out product in the seeded pack of the afternoon', async () => {
    const pack = await productId(h, 'pack-afternoon-coffee');
    const { body } = await h.call('GET', `/api/v1/app/product/${pack}`);
    expect(body.data.pack_items.some((p: any) => p.limit === 0)).toBe(true);
  });
});
