import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { productId } from './test-helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.backend.db.close());

describe('GET /app/product/{id}', () => {
  it('returns the detail: summary fields, description, toppings, properties, category path', async () => {
    const id = await productId(h, 'pizza-pepperoni');
    const { status, body } = await h.call('GET', `/api/v1/app/product/${id}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id,
      name: 'پیتزا پپرونی',
      price: 420000,
      discount: 10,
      final_price: 378000,
      has_toppings: true,
      is_pack: false,
      is_favorite: false,
      turns: [],
      category: { slug: 'pizza' },
    });
    expect(body.data.description.length).toBeGreaterThan(20);
    expect(body.data.category_path.map((c: any) => c.slug)).toEqual(['food', 'pizza']);
    expect(body.data.toppings.map((t: any) => t.name)).toContain('هالاپینو');
    expect(body.data.toppings.every((t: any) => typeof t.id === 'number' && t.price > 0)).toBe(true);
    expect(body.data.properties).toContainEqual({ name: 'اندازه', value: 'بزرگ' });
  });

  it('lists the items of a pack', async () => {
    const id = await productId(h, 'pack-family-pizza');
    const { body } = await h.call('GET', `/api/v1/app/product/${id}`);
    expect(body.data.is_pack).toBe(true);
    expect(body.data.pack_items.map((p: any) => p.slug).sort()).toEqual(
      ['mint-lemonade', 'pizza-margherita', 'pizza-pepperoni', 'special-fries'].sort(),
    );
  });

  it('lists the turns of a reservable product, narrowed by reserve_date and reserve_time', async () => {
    const id = await productId(h, 'barista-class');
    const all = await h.call('GET', `/api/v1/app/product/${id}`);
    expect(all.body.data.turns.map((t: any) => t.weekday).sort()).toEqual([1, 6]);
    // 1405-02-05 is Saturday 2026-04-25.
    const saturday = await h.call('GET', `/api/v1/app/product/${id}?reserve_date=۱۴۰۵-۰۲-۰۵&reserve_time=11:00`);
    expect(saturday.body.data.turns).toEqual([
      { id: expect.any(Number), weekday: 6, date: null, start_time: '10:00', end_time: '13:00', capacity: 8 },
    ]);
    const sunday = await h.call('GET', `/api/v1/app/product/${id}?reserve_date=2026-04-26`);
    expect(sunday.body.data.turns).toEqual([]);
    expect((await h.call('GET', `/api/v1/app/product/${id}?reserve_date=tomorrow`)).status).toBe(400);
  });

  it('answers unknown and malformed ids with 404', async () => {
    for (const id of ['99999999', 'abc', '0', '-1', '1.5', '1e3', "1'--", '%20']) {
      const res = await h.call('GET', `/api/v1/app/product/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body.success).toBe(false);
    }
  });

  it("names the customer's own comments on the product, and only to them", async () => {
    const id = await productId(h, 'americano');
    const me = await h.login('09121230003');
    const other = await h.login('09121230004');
    const post = async (who: { token: string; customerId: number }, text: string) =>
      (await h.call('POST', `/api/v1/product/${id}/add/comment`, { token: who.token, body: { customer_id: who.customerId, star: 4, comment: text } })).body.data.id as number;
    const first = await post(me, 'قهوه‌ای خوش‌طعم بود');
    await post(other, 'به نظرم کمی تلخ بود');
    const second = await post(me, 'دوباره هم سفارش دادم');
    const mine = await h.call('GET', `/api/v1/app/product/${id}?customer=${me.customerId}`, { token: me.token });
    expect(mine.body.data.own_comment_ids).toEqual([first, second]);
    // Someone else's id, no customer, a guest: none.
    expect((await h.call('GET', `/api/v1/app/product/${id}?customer=${me.customerId}`, { token: other.token })).body.data.own_comment_ids).toEqual([]);
    expect((await h.call('GET', `/api/v1/app/product/${id}`, { token: me.token })).body.data.own_comment_ids).toEqual([]);
    expect((await h.call('GET', `/api/v1/app/product/${id}?customer=${me.customerId}`, { token: await h.guest() })).body.data.own_comment_ids).toEqual([]);
    // Another product: none of these.
    const mocha = await h.call('GET', `/api/v1/app/product/${await productId(h, 'mocha')}?customer=${me.customerId}`, { token: me.token });
    expect(mocha.body.data.own_comment_ids).toEqual([]);
  });

  it('tells a customer whether the product is a favourite, and only them', async () => {
    const id = await productId(h, 'cappuccino');
    const me = await h.login('09121230001');
    await h.call('POST', `/api/v1/app/customer/${me.customerId}/add/favorite`, { token: me.token, body: { product_id: id } });
    const mine = await h.call('GET', `/api/v1/app/product/${id}?customer=${me.customerId}`, { token: me.token });
    expect(mine.body.data.is_favorite).toBe(true);
    // Without the customer parameter, with a guest token, with someone else's id, or a broken token: false, never an error.
    expect((await h.call('GET', `/api/v1/app/product/${id}`, { token: me.token })).body.data.is_favorite).toBe(false);
    const guest = await h.guest();
    const asGuest = await h.call('GET', `/api/v1/app/product/${id}?customer=${me.customerId}`, { token: guest });
    expect(asGuest.status).toBe(200);
    expect(asGuest.body.data.is_favorite).toBe(false);
    const other = await h.login('09121230002');
    const spoof = await h.call('GET', `/api/v1/app/product/${id}?customer=${me.customerId}`, { token: other.token });
    expect(spoof.body.data.is_favorite).toBe(false);
    const broken = await h.call('GET', `/api/v1/app/product/${id}?customer=${me.customerId}`, { token: 'not-a-token' });
    expect(broken.status).toBe(200);
    expect(broken.body.data.is_favorite).toBe(false);
    const notFav = await h.call('GET', `/api/v1/app/product/${await productId(h, 'mocha')}?customer=${me.customerId}`, { token: me.token });
    expect(notFav.body.data.is_favorite).toBe(false);
  });
});

describe('GET /app/seo/product/{id}', () => {
  it('has everything a product page needs', async () => {
    const id = await productId(h, 'cappuccino');
    const { status, body } = await h.call('GET', `/api/v1/app/seo/product/${id}`);
    expect(status).toBe(200);
    const d = body.data;
    expect(d).toMatchObject({
      id,
      name: 'کاپوچینو',
      slug: 'cappuccino',
      sku: 'HD-103',
      price: 120000,
      discount: 10,
      final_price: 108000,
      currency: 'TOMAN',
      availability: 'InStock',
      available: true,
      path: `/product/${id}`,
      shop_name: 'کافه پرهام‌رود',
      category: { slug: 'hot-drinks' },
    });
    expect(d.images[0]).toBe('/media/products/cappuccino.webp');
    expect(d.image).toBe(d.images[0]);
    expect(d.category_path.map((c: any) => c.slug)).toEqual(['drinks', 'hot-drinks']);
    expect(d.rating).toEqual({ avg: 4.7, count: 3 });
    expect(d.comments).toHaveLength(3);
    expect(d.comments[0]).toEqual({
      id: expect.any(Number),
      product_id: id,
      star: expect.any(Number),
      comment: expect.any(String),
      customer_name: expect.any(String),
      created_at: expect.any(String),
    });
    const times = d.comments.map((c: any) => Date.parse(c.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(d.meta_title).toContain('کاپوچینو');
    expect(d.meta_description.length).toBeGreaterThan(20);
    expect(d.meta_description.length).toBeLessThanOrEqual(160);
    expect(Date.parse(d.updated_at)).not.toBeNaN();
    expect(d.toppings.length).toBe(3);
    expect(JSON.stringify(d)).not.toMatch(/09\d{9}/);
    expect(d).not.toHaveProperty('is_favorite');
  });

  it('marks a sold-out product OutOfStock', async () => {
    const { body } = await h.call('GET', `/api/v1/app/seo/product/${await productId(h, 'tiramisu')}`);
    expect(body.data).toMatchObject({ limit: 0, available: false, availability: 'OutOfStock' });
    expect(body.data.rating).toEqual({ avg: 0, count: 0 });
    expect(body.data.comments).toEqual([]);
  });

  it('answers unknown and malformed ids with 404', async () => {
    for (const id of ['99999999', 'abc', '0', '12345678901']) {
      expect((await h.call('GET', `/api/v1/app/seo/product/${id}`)).status, id).toBe(404);
    }
  });
});
