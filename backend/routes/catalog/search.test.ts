import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { SEED_PRODUCTS } from '../../seed/catalog-data';
import { categoryId, shownPrice } from './test-helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.backend.db.close());

const search = (body: unknown, query = '') => h.call('POST', `/api/v1/products/search${query}`, { body });
const slugs = (res: { body: any }) => res.body.data.results.map((p: any) => p.slug);

describe('POST /products/search', () => {
  it('finds a product typed with Arabic letters (ي, ك, ة) and finds the same set as Persian', async () => {
    const persian = await search({ name: 'کیک شکلاتی' });
    expect(slugs(persian)).toContain('chocolate-fudge-cake');
    const arabic = await search({ name: 'كيك شكلاتي' });
    expect(arabic.status).toBe(200);
    expect(slugs(arabic)).toEqual(slugs(persian));
    const coffee = await search({ name: 'قهوة ترك' });
    expect(slugs(coffee)[0]).toBe('turkish-coffee');
  });

  it('finds a name stretched with tatweel, in presentation forms (copied from a PDF) or wrapped in direction marks', async () => {
    const persian = slugs(await search({ name: 'کیک شکلاتی' }));
    for (const name of ['کیـک شکـلاتی', '\ufedb\ufef4\ufeda \ufeb7\ufedc\ufefc\ufe97\ufef2', '\u202bکیک شکلاتی\u202c', '\ufeffکیک\u200bشکلاتی']) {
      expect(slugs(await search({ name })), name).toEqual(persian);
    }
  });

  it('matches Persian and Arabic-Indic digits and words written with or without the half-space', async () => {
    const persianDigits = await search({ name: 'HD-۱۰۳' });
    expect(slugs(persianDigits)).toEqual(['cappuccino']);
    const arabicDigits = await search({ name: 'HD-١٠٣' });
    expect(slugs(arabicDigits)).toEqual(['cappuccino']);
    const gaz = await search({ name: '۴۰۰ گرمی' });
    expect(slugs(gaz)).toEqual(['isfahan-gaz']);
    const joined = await search({ name: 'سیبزمینی' });
    expect(slugs(joined)).toContain('special-fries');
    const zwnj = await search({ name: 'سیب‌زمینی' });
    expect(slugs(zwnj)).toContain('special-fries');
  });

  it('searches a category by name (and the category filter includes children)', async () => {
    const byName = await search({ name: 'پیتزا' });
    expect(byName.body.data.count).toBe(SEED_PRODUCTS.filter((p) => p.category === 'pizza' || p.name.includes('پیتزا')).length);
    const drinks = await categoryId(h, 'drinks');
    const inDrinks = await search({ category: drinks, name: 'آیس' });
    expect(slugs(inDrinks).sort()).toEqual(['iced-americano', 'iced-latte']);
    const inFood = await search({ category: await categoryId(h, 'food'), name: 'آیس' });
    expect(inFood.body.data.count).toBe(0);
  });

  it('filters by final price range and sorts cheapest / expensive', async () => {
    const res = await search({ price: { min: 100000, max: '200,000' }, sort: 'cheapest' }, '?limit=100');
    expect(res.status).toBe(200);
    const prices = res.body.data.results.map((p: any) => p.final_price);
    // By price, what can be bought first: sold-out products follow, by price too.
    const inRange = SEED_PRODUCTS.filter((p) => shownPrice(p).final_price >= 100000 && shownPrice(p).final_price <= 200000);
    const byPrice = (list: typeof SEED_PRODUCTS) => list.map((p) => shownPrice(p).final_price).sort((a, b) => a - b);
    expect(prices).toEqual([...byPrice(inRange.filter((p) => p.limit !== 0)), ...byPrice(inRange.filter((p) => p.limit === 0))]);
    const expensive = await search({ sort: 'expensive' }, '?limit=5');
    const top = expensive.body.data.results.map((p: any) => p.final_price);
    expect(top).toEqual([...top].sort((a, b) => b - a));
    expect(top[0]).toBe(Math.max(...SEED_PRODUCTS.filter((p) => p.limit !== 0).map((p) => shownPrice(p).final_price)));
  });

  it('lists only discounted products when asked (home\'s «مشاهده همه» of its discount row)', async () => {
    const res = await search({ discounted: true, sort: 'discount' }, '?limit=100');
    expect(res.status).toBe(200);
    const discounts = res.body.data.results.map((p: any) => p.discount);
    expect(discounts.length).toBe(SEED_PRODUCTS.filter((p) => shownPrice(p).discount > 0).length);
    expect(discounts.every((d: number) => d > 0)).toBe(true);
    expect((await search({ discounted: 'yes' })).status).toBe(400);
  });

  it('sorts by discount, newest and popularity', async () => {
    const discount = await search({ sort: 'discount' }, '?limit=3');
    expect(discount.body.data.results.map((p: any) => p.discount)).toEqual(
      SEED_PRODUCTS.map((p) => shownPrice(p).discount).sort((a, b) => b - a).slice(0, 3),
    );
    const newest = await search({ sort: 'newest' }, '?limit=2');
    expect(slugs(newest)).toEqual([...SEED_PRODUCTS].sort((a, b) => a.ageDays - b.ageDays).slice(0, 2).map((p) => p.slug));
    const popular = await search({ sort: 'popular' }, '?limit=2');
    expect(slugs(popular)).toEqual([...SEED_PRODUCTS].sort((a, b) => b.popularity - a.popularity).slice(0, 2).map((p) => p.slug));
  });

  it('filters by properties (values of one name OR-ed, names AND-ed) and is_exist', async () => {
    const meaty = await search({ properties: [{ name: 'نوع', value: 'گوشتی' }] }, '?limit=100');
    const expected = SEED_PRODUCTS.filter((p) => p.properties?.['نوع'] === 'گوشتی').map((p) => p.slug);
    expect(slugs(meaty).sort()).toEqual(expected.sort());
    const big = await search({ properties: [{ name: 'نوع', value: ['گوشتی', 'مرغ'] }, { name: 'اندازه', value: 'بزرگ' }] }, '?limit=100');
    const bigExpected = SEED_PRODUCTS.filter(
      (p) => ['گوشتی', 'مرغ'].includes(p.properties?.['نوع'] ?? '') && p.properties?.['اندازه'] === 'بزرگ',
    ).map((p) => p.slug);
    expect(slugs(big).sort()).toEqual(bigExpected.sort());

    const all = await search({ name: 'اسموتی' });
    expect(slugs(all)).toEqual(['mango-smoothie']);
    const inStock = await search({ name: 'اسموتی', is_exist: true });
    expect(inStock.body.data.count).toBe(0);
    const everything = await search({ is_exist: true }, '?limit=100');
    expect(everything.body.data.count).toBe(SEED_PRODUCTS.filter((p) => p.limit !== 0).length);
    expect(everything.body.data.results.every((p: any) => p.limit !== 0)).toBe(true);
  });

  it('pages with a default limit of 30', async () => {
    const first = await search({});
    expect(first.body.data).toMatchObject({ page: 1, limit: 30, count: SEED_PRODUCTS.length, pages: Math.ceil(SEED_PRODUCTS.length / 30) });
    expect(first.body.data.results).toHaveLength(30);
    const second = await search({}, '?page=2');
    expect(second.body.data.results).toHaveLength(SEED_PRODUCTS.length - 30);
  });

  it('drops empty values and treats an unknown category as no results', async () => {
    const res = await search({ category: '', name: '', sort: '', price: { min: '', max: null }, properties: [], is_exist: '' });
    expect(res.status).toBe(200);
    expect(res.body.data.count).toBe(SEED_PRODUCTS.length);
    const unknown = await search({ category: 99999999 });
    expect(unknown.status).toBe(200);
    expect(unknown.body.data.count).toBe(0);
  });

  it('answers hostile input with 400 or an empty result, never 500', async () => {
    const bad = [
      { sort: 'price; DROP TABLE products' },
      { sort: 5 },
      { category: 'abc' },
      { category: -1 },
      { category: { id: 1 } },
      { name: 'x'.repeat(5000) },
      { name: { $ne: 1 } },
      { price: 'cheap' },
      { price: { min: -5 } },
      { price: { min: 10, max: 5 } },
      { price: { min: 1e300 } },
      { properties: 'نوع' },
      { properties: [{ name: 'نوع', value: { x: 1 } }] },
      { properties: Array.from({ length: 50 }, (_, i) => ({ name: `n${i}`, value: 'v' })) },
      { is_exist: 'maybe' },
    ];
    for (const body of bad) {
      const res = await search(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    for (const name of ["' OR 1=1 --", '%', '_', '\\', '%%%%', "'; DELETE FROM products; --"]) {
      const res = await search({ name });
      expect(res.status, name).toBe(200);
      expect(res.body.data.count, name).toBe(0);
    }
    expect((await h.call('POST', '/api/v1/products/search', { raw: '[1,2]' })).status).toBe(400);
    expect((await h.call('POST', '/api/v1/products/search', { raw: '{"name":' })).status).toBe(400);
    expect((await search({}, '?page=-1')).status).toBe(400);
    expect((await search({}, '?limit=abc')).status).toBe(400);
  });
});

describe('POST /products/search/fast', () => {
  it('suggests up to 8 products and up to 5 categories', async () => {
    const res = await h.call('POST', '/api/v1/products/search/fast', { body: { name: 'پیتزا' } });
    expect(res.status).toBe(200);
    expect(res.body.data.products.length).toBeGreaterThan(0);
    expect(res.body.data.products.length).toBeLessThanOrEqual(8);
    expect(res.body.data.categories.map((c: any) => c.slug)).toEqual(['pizza']);
    const drinks = await h.call('POST', '/api/v1/products/search/fast', { body: { name: 'نوشيدني' } });
    expect(drinks.body.data.categories.map((c: any) => c.slug)).toEqual(['drinks', 'hot-drinks', 'cold-drinks']);
    // Categories match as products do: words in any order, and written together or apart.
    const cold = await h.call('POST', '/api/v1/products/search/fast', { body: { name: 'سرد نوشیدنی' } });
    expect(cold.body.data.categories.map((c: any) => c.slug)).toEqual(['cold-drinks']);
    const packs = await h.call('POST', '/api/v1/products/search/fast', { body: { name: 'پکها' } });
    expect(packs.body.data.categories.map((c: any) => c.slug)).toEqual(['packs']);
    const empty = await h.call('POST', '/api/v1/products/search/fast', { body: { name: '   ' } });
    expect(empty.body.data).toEqual({ products: [], categories: [] });
  });

  it('ranks a name match first', async () => {
    const res = await h.call('POST', '/api/v1/products/search/fast', { body: { name: 'لاته' } });
    const names = res.body.data.products.map((p: any) => p.name);
    expect(names[0]).toMatch(/^(کافه )?لاته|^آیس لاته/);
    expect(names).toContain('کافه لاته');
  });
});

describe('properties', () => {
  it('GET /products/search/properties lists names with their values', async () => {
    const res = await h.call('GET', '/api/v1/products/search/properties');
    const size = res.body.data.results.find((p: any) => p.name === 'اندازه');
    expect(size.values.sort()).toEqual(['بزرگ', 'متوسط', 'کوچک'].sort());
    // Kept, and read again once the properties change.
    const [product] = await h.backend.db.query<{ id: number }>(
      "SELECT id FROM products WHERE id NOT IN (SELECT product_id FROM product_properties WHERE name = 'اندازه') LIMIT 1",
    );
    await h.backend.db.query("INSERT INTO product_properties (product_id, name, value) VALUES ($1, 'اندازه', 'خیلی بزرگ')", [product.id]);
    await expect
      .poll(async () => (await h.call('GET', '/api/v1/products/search/properties')).body.data.results.find((p: any) => p.name === 'اندازه').values)
      .toContain('خیلی بزرگ');
    await h.backend.db.query("DELETE FROM product_properties WHERE value = 'خیلی بزرگ'");
  });

  it('POST /products/properties/search returns matching products', async () => {
    const res = await h.call('POST', '/api/v1/products/properties/search', {
      body: { properties: [{ name: 'ظرفیت', value: '۶ نفر' }] },
    });
    expect(res.status).toBe(200);
    expect(slugs(res).sort()).toEqual(['family-table-six', 'latte-art-workshop']);
    expect((await h.call('POST', '/api/v1/products/properties/search', { body: { properties: 7 } })).status).toBe(400);
  });
});
