import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.backend.db.close());

const stamp = async (table: 'products' | 'categories', id: number) =>
  new Date((await h.backend.db.query<{ updated_at: Date | string }>(`SELECT updated_at FROM ${table} WHERE id = $1`, [id]))[0].updated_at).getTime();

describe("updated_at, the sitemap's lastmod", () => {
  it('moves when a product or category really changes, by whatever writes it; an update that changes nothing, or sets it, is kept', async () => {
    const [p] = await h.backend.db.query<{ id: number; category_id: number }>('SELECT id, category_id FROM products ORDER BY id LIMIT 1');
    const recently = Date.now() - 60_000;
    // A writer that sets it itself (an import keeping the source's time) is believed.
    await h.backend.db.query("UPDATE products SET updated_at = '2020-01-01T00:00:00Z' WHERE id = $1", [p.id]);
    await h.backend.db.query("UPDATE categories SET updated_at = '2020-01-01T00:00:00Z' WHERE id = $1", [p.category_id]);
    const old = Date.parse('2020-01-01T00:00:00Z');
    expect(await stamp('products', p.id)).toBe(old);

    await h.backend.db.query('UPDATE products SET price = price WHERE id = $1', [p.id]);
    expect(await stamp('products', p.id)).toBe(old);

    await h.backend.db.query('UPDATE products SET price = price + 1000 WHERE id = $1', [p.id]);
    expect(await stamp('products', p.id)).toBeGreaterThan(recently);
    await h.backend.db.query("UPDATE categories SET description = description || ' ' WHERE id = $1", [p.category_id]);
    expect(await stamp('categories', p.category_id)).toBeGreaterThan(recently);
  });

  it("a product's page moves with its reviews, toppings, properties and pack items, as the API and so the sitemap show it", async () => {
    const db = h.backend.db;
    const old = Date.parse('2020-01-01T00:00:00.000Z');
    const reset = () => db.query('UPDATE products SET updated_at = $1', [new Date(old)]);
    // The API reads through the catalogue cache, which PostgreSQL's notifications drop a moment
    // after a write (PGlite's at once): its answer is waited for. The triggers are read in the table.
    const shown = async (id: number) => Date.parse((await h.call('GET', `/api/v1/app/seo/product/${id}`)).body.data.updated_at as string);
    const [pack] = await db.query<{ id: number; item: number }>(
      'SELECT pi.pack_id AS id, min(pi.product_id) AS item FROM pack_items pi GROUP BY pi.pack_id ORDER BY pi.pack_id LIMIT 1',
    );
    const [plain] = await db.query<{ id: number }>(
      'SELECT id FROM products WHERE NOT is_pack AND id NOT IN (SELECT product_id FROM pack_items) ORDER BY id LIMIT 1',
    );
    const recently = Date.now() - 60_000;

    // An item's price is part of its pack's: read-time, so through the API.
    await reset();
    await vi.waitFor(async () => expect(await shown(pack.id)).toBe(old));
    await db.query('UPDATE products SET price = price + 1000 WHERE id = $1', [pack.item]);
    expect(await stamp('products', pack.id)).toBe(old);
    await vi.waitFor(async () => expect(await shown(pack.id)).toBeGreaterThan(recently));

    // A review written, and one hidden by reports (the rating changes both times).
    await reset();
    const who = await h.login('09121270031');
    const res = await h.call('POST', `/api/v1/product/${plain.id}/add/comment`, { token: who.token, body: { customer_id: who.customerId, star: 5, comment: 'عالی بود' } });
    expect(res.status).toBe(200);
    expect(await stamp('products', plain.id)).toBeGreaterThan(recently);
    await vi.waitFor(async () => {
      const listed = (await h.call('GET', '/api/v1/products?type=all&page=1&limit=100')).body.data.results as { id: number; updated_at: string }[];
      expect(Date.parse(listed.find((p) => p.id === plain.id)!.updated_at)).toBeGreaterThan(recently);
    });
    await reset();
    await db.query('UPDATE comments SET hidden = true WHERE id = $1', [res.body.data.id]);
    expect(await stamp('products', plain.id)).toBeGreaterThan(recently);
    // An update that changes nothing moves nothing.
    await reset();
    await db.query('UPDATE comments SET hidden = hidden WHERE product_id = $1', [plain.id]);
    expect(await stamp('products', plain.id)).toBe(old);

    // A topping and a property.
    await db.query("INSERT INTO product_toppings (product_id, name, price) VALUES ($1, 'شیر بادام آزمایشی', 1000)", [plain.id]);
    expect(await stamp('products', plain.id)).toBeGreaterThan(recently);
    await reset();
    await db.query("INSERT INTO product_properties (product_id, name, value) VALUES ($1, 'وزن آزمایشی', '۲۵۰ گرم')", [plain.id]);
    expect(await stamp('products', plain.id)).toBeGreaterThan(recently);

    // An item leaving its pack changes the pack's price.
    await reset();
    await db.query('DELETE FROM pack_items WHERE pack_id = $1 AND product_id = $2', [pack.id, pack.item]);
    expect(await stamp('products', pack.id)).toBeGreaterThan(recently);
  });
});
