import { SEED_PRODUCTS, type SeedProduct } from '../../seed/catalog-data';
import { finalPrice } from '../../lib/product-view';
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

/**
 * The final price and discount the catalogue shows for a seed product: a pack's are its
 * available items' final prices summed, with no discount of its own (catalog-products.ts).
 */
export function shownPrice(p: SeedProduct): { final_price: number; discount: number } {
  if (!p.pack) return { final_price: finalPrice(p.price, p.discount ?? 0), discount: p.discount ?? 0 };
  const items = p.pack.map((slug) => SEED_PRODUCTS.find((s) => s.slug === slug)!).filter((s) => s.limit !== 0);
  return { final_price: items.reduce((sum, s) => sum + finalPrice(s.price, s.discount ?? 0), 0), discount: 0 };
}
