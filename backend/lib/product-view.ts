import type { Queryable } from '../db/client';
import type { ProductSummary } from '../../common/contract/catalog';

/**
 * Columns every product listing selects (alias the products table as p, categories as c).
 * The rating comes from visible comments (index comments_product_idx).
 */
export const PRODUCT_SUMMARY_COLUMNS = `p.id, p.name, p.slug, p.sku, p.price, p.discount, p.stock_limit, p.reservable,
  p.is_pack, p.images, p.updated_at, c.id AS category_id, c.name AS category_name,
  EXISTS (SELECT 1 FROM product_toppings t WHERE t.product_id = p.id) AS has_toppings,
  (SELECT round(avg(cm.star), 1)::float8 FROM comments cm WHERE cm.product_id = p.id AND NOT cm.hidden) AS rating_avg,
  (SELECT count(*)::int FROM comments cm WHERE cm.product_id = p.id AND NOT cm.hidden) AS rating_count`;

export interface ProductSummaryRow {
  id: number;
  name: string;
  slug: string;
  sku: string;
  price: number;
  discount: number;
  stock_limit: number | null;
  reservable: boolean;
  is_pack: boolean;
  images: string[];
  updated_at: Date | string;
  category_id: number;
  category_name: string;
  has_toppings: boolean;
  /** Present when selected through PRODUCT_SUMMARY_COLUMNS; missing means "no ratings". */
  rating_avg?: number | null;
  rating_count?: number | null;
}

/** Price after the product's own percentage discount, in whole Toman. */
export function finalPrice(price: number, discount: number): number {
  return Math.round((Number(price) * (100 - discount)) / 100);
}

/** The same rounding as finalPrice, for SQL filters and sorts (p = products). */
export const FINAL_PRICE_SQL = `round(p.price * (100 - p.discount) / 100.0)`;

/** The contract's summary with the fields a remote API may leave out (available, rating) always set, as this backend sends it. */
export type FullProductSummary = ProductSummary & Required<Pick<ProductSummary, 'available' | 'rating'>>;

/**
 * The product as every listing sends it:
 * {id, name, slug, sku, price, discount, final_price, limit, available, reservable, is_pack,
 *  has_toppings, image, images, category: {id, name}, rating: {avg, count}, updated_at}
 */
export function productSummary(row: ProductSummaryRow): FullProductSummary {
  const images = Array.isArray(row.images) ? row.images : [];
  const ratingCount = Number(row.rating_count ?? 0);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    sku: row.sku,
    price: Number(row.price),
    discount: row.discount,
    final_price: finalPrice(row.price, row.discount),
    /** How many a customer may have in a cart; null is unlimited, 0 is sold out. */
    limit: row.stock_limit,
    /** false only when limit is 0 (sold out). */
    available: row.stock_limit !== 0,
    reservable: row.reservable,
    is_pack: row.is_pack,
    has_toppings: row.has_toppings,
    image: images[0] ?? null,
    images,
    category: { id: row.category_id, name: row.category_name },
    /** Average star (one decimal) and number of visible comments; avg is 0 when there are none. */
    rating: { avg: ratingCount ? Number(row.rating_avg ?? 0) : 0, count: ratingCount },
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export async function loadProductSummaries(db: Queryable, ids: number[]): Promise<Map<number, FullProductSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<ProductSummaryRow>(
    `SELECT ${PRODUCT_SUMMARY_COLUMNS} FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id = ANY($1::int[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, productSummary(r)]));
}
