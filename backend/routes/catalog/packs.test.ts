import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { SEED_PRODUCTS } from '../../seed/catalog-data';
import { productId } from './test-helpers';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.backend.db.close());

const PACKS = SEED_PRODUCTS.filter((p) => p.pack).map((p) => p.slug);
const MOBILE = '09126670001';

const detail = async (id: number) => (await h.call('GET', `/api/v1/app/product/${id}`)).body.data;
const seo = async (id: number) => (await h.call('GET', `/api/v1/app/seo/product/${id}`)).body.data;
const search = async (body: unknown) => (await h.call('POST', '/api/v1/products/search?limit=100', { body })).body.data.results as any[];

/** What order/price charges for a pack's package add: each available item once. */
async function packageAddPrice(items: { id: number; limit: number | null }[]): Promise<number> {
  const me = await h.login(MOBILE);
  const products = items.filter((p) => p.limit !== 0).map((p) => ({ product_id: p.id, count: 1 }));
  const res = await h.call('POST', '/api/v1/order/price/', {
    token: me.token,
    body: { customer: MOBILE, coupon: '', shipping_price: 0, use_coupon: false, products },
  });
  expect(res.status).toBe(200);
  return res.body.data.invoice.price;
}

describe('packs in the catalogue', () => {
  it('lists a pack at what its package add costs: its available items once each, at their final prices', async () => {
    for (const slug of PACKS) {
      const id = await productId(h, slug);
      const pack = await detail(id);
      const charged = await packageAddPrice(pack.pack_items);
      expect(pack, slug).toMatchObject({ final_price: charged, price: charged, discount: 0, limit: null, available: true });
      expect(await seo(id), slug).toMatchObject({ final_price: charged, availability: 'InStock' });
      const listed = (await search({ name: pack.name })).find((p) => p.id === id);
      expect(listed, slug).toMatchObject({ final_price: charged, discount: 0 });
    }
  });

  it('filters and sorts packs by that price, not by the pack row of its own', async () => {
    const id = await productId(h, 'pack-family-pizza');
    const { final_price: shown } = await detail(id);
    expect((await search({ price: { min: shown, max: shown } })).map((p) => p.id)).toContain(id);
    // The pack row's own 890,000 − 15% is what no customer pays.
    expect((await search({ price: { min: 756_500, max: 756_500 } })).map((p) => p.id)).not.toContain(id);
    const cheapest = (await search({ sort: 'cheapest', is_exist: true })).map((p) => p.final_price);
    expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));
    // The price filter's range (app config) reaches the dearest pack.
    const { price_range } = (await h.call('GET', '/api/v1/app/config')).body.data.config;
    expect(price_range.max).toBeGreaterThanOrEqual(shown);
    // Its edges are what customers pay, as the filter compares: the cheapest after discount.
    expect(price_range.min).toBe(cheapest[0]);
    expect(price_range.max).toBe((await search({ sort: 'expensive' }))[0].final_price);
  });

  it('is not in stock when nothing in it can be added', async () => {
    const id = await productId(h, 'pack-sweet-party');
    const before = await detail(id);
    const items = before.pack_items.map((p: { id: number }) => p.id);
    await h.backend.db.query('UPDATE products SET stock_limit = 0 WHERE id = ANY($1::int[])', [items]);
    // On PostgreSQL the catalogue cache learns of the write by NOTIFY, a moment later. Sold out, it
    // shows what all its items cost, never 0: it must not lead a cheapest-first list.
    await vi.waitFor(async () => expect(await detail(id)).toMatchObject({ available: false, limit: 0, final_price: before.final_price }));
    expect(before.final_price).toBeGreaterThan(0);
    const cheapest = await search({ sort: 'cheapest' });
    expect(cheapest.findIndex((p) => p.id === id)).toBeGreaterThan(cheapest.findIndex((p) => p.available !== false));
    expect((await seo(id)).availability).toBe('OutOfStock');
    expect((await search({ is_exist: true })).map((p) => p.id)).not.toContain(id);
  });

  it('is never a cart line itself: adding, pricing or merging the pack’s own id is refused', async () => {
    const id = await productId(h, 'pack-family-pizza');
    const me = await h.login('09126670002');
    const base = `/api/v1/app/customer/${me.customerId}/cart`;
    const add = await h.call('POST', `${base}/add`, { token: me.token, body: { product_id: id, count: 1 } });
    expect(add.status).toBe(400);
    expect(add.body.msg).toMatch(/یک پک است/);
    const price = await h.call('POST', '/api/v1/order/price/', {
      token: me.token,
      body: { customer: '09126670002', coupon: '', shipping_price: 0, use_coupon: false, products: [{ product_id: id, count: 1 }] },
    });
    expect(price.status).toBe(400);
    const merged = await h.call('POST', `${base}/update`, { token: me.token, body: { merge: true, merge_id: 'pack', products: [{ product_id: id, count: 1 }] } });
    expect(merged.status).toBe(200);
    expect(merged.body.data.capped).toMatchObject([{ product_id: id, allowed: 0, reason: 'not_found' }]);
    expect(merged.body.data.count).toBe(0);
  });
});
