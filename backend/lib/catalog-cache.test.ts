import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test/harness';

/**
 * The catalogue cache answers repeated reads from memory and drops them when the database
 * changes, whoever writes it (here SQL straight to the database, as an admin tool would).
 * On PostgreSQL the change notice arrives on its own connection, hence the polls.
 */
describe('catalogue cache', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.backend.db.close());

  async function categoryName(id: number): Promise<string> {
    const { body } = await h.call('GET', '/api/v1/categories');
    return body.data.results.find((c: { id: number }) => c.id === id).name;
  }

  it('shows a category renamed in the database', async () => {
    const { body } = await h.call('GET', '/api/v1/categories');
    const first = body.data.results[0];
    await categoryName(first.id);
    await h.backend.db.query('UPDATE categories SET name = $2 WHERE id = $1', [first.id, 'دسته تازه']);
    await expect.poll(() => categoryName(first.id)).toBe('دسته تازه');
  });

  it('shows a new product in the category counts and the config price range', async () => {
    const config = async () => (await h.call('GET', '/api/v1/app/config')).body.data.config.price_range.max;
    const before = await config();
    const [category] = await h.backend.db.query<{ id: number }>('SELECT id FROM categories WHERE parent_id IS NULL ORDER BY id LIMIT 1');
    const count = async () =>
      (await h.call('GET', '/api/v1/categories')).body.data.results.find((c: { id: number }) => c.id === category.id).products_count;
    const countBefore = await count();
    await h.backend.db.query(
      `INSERT INTO products (category_id, name, slug, sku, price, discount, search_text)
       VALUES ($1, 'محصول گران', 'cache-test-product', 'CACHE-1', $2, 0, 'محصول گران')`,
      [category.id, before + 1000],
    );
    await expect.poll(config).toBe(before + 1000);
    await expect.poll(count).toBe(countBefore + 1);
  });

  it("takes the range's low edge from what customers pay: a discounted product below every list price", async () => {
    const low = async () => (await h.call('GET', '/api/v1/app/config')).body.data.config.price_range.min;
    const before = await low();
    const [category] = await h.backend.db.query<{ id: number }>('SELECT id FROM categories WHERE parent_id IS NULL ORDER BY id LIMIT 1');
    // Listed at twice the cheapest list price, sold at 60% off: 0.8 × the old low edge.
    await h.backend.db.query(
      `INSERT INTO products (category_id, name, slug, sku, price, discount, search_text)
       VALUES ($1, 'محصول حراجی', 'cache-test-sale', 'CACHE-2', $2, 60, 'محصول حراجی')`,
      [category.id, before * 2],
    );
    await expect.poll(low).toBe(Math.round(before * 0.8));
  });

  it('listens again after its connection is cut, and then serves from memory again', async () => {
    const { db } = h.backend;
    const [category] = await db.query<{ id: number }>('SELECT id FROM categories WHERE parent_id IS NULL ORDER BY id LIMIT 1');
    // A write the cache cannot hear (triggers off for it): what is read next tells whether the
    // answer came from memory.
    const unheardRename = (name: string) =>
      db.tx(async (q) => {
        await q.query('SET LOCAL session_replication_role = replica');
        await q.query('UPDATE categories SET name = $2 WHERE id = $1', [category.id, name]);
      });
    // Every other connection to this database cut, as a database restart would: on PostgreSQL
    // the cache's listening one too, and the pool's idle ones (which must not end the process).
    await db.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    let attempt = 0;
    await expect
      .poll(
        async () => {
          const before = await categoryName(category.id);
          await unheardRename(`نام ناشنیده ${++attempt}`);
          return (await categoryName(category.id)) === before;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    // A change it hears still reaches it.
    await db.query('UPDATE categories SET name = $2 WHERE id = $1', [category.id, 'نام شنیده']);
    await expect.poll(() => categoryName(category.id)).toBe('نام شنیده');
  });
});
