import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
