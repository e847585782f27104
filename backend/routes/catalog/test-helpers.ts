import type { Harness } from '../../test/harness';

/** Ids of seeded rows by slug, so tests do not depend on insertion order. */
export async function productId(h: Harness, slug: string): Promise<number> {
  const [row] = await h.backend.db.query<{ id: number }>('SELECT id FROM products WHERE slug = $1', [slug]);
  if (!row) throw new Error(`no seeded product ${slug}`);
  return row.id;
}

export async function categoryId(h: Harness, slug: string): Promise<number> {
  const [row] = await h.backend.db.query<{ id: number }>('SELECT id FROM categories WHERE slug = $1', [slug]);
  if (!row) throw new Error(`no seeded category ${slug}`);
  return row.id;
}

export async function count(h: Harness, sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await h.backend.db.query<{ n: number }>(`SELECT (${sql})::int AS n`, params);
  return row.n;
}
