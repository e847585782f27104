import type { Queryable } from '../db/client';

/** Columns every product listing selects (alias the products table as p, categories as c). */
export const PRODUCT_SUMMARY_COLUMNS = `p.id, p.name, p.slug, p.sku, p.price, p.discount, p.stock_limit, p.reservable,
  p.is_pack, p.images, p.updated_at, c.id AS category_id, c.name AS category_name,
  EXISTS (SELECT 1 FROM product_toppings t WHERE t.product_id = p.id) AS has_toppings`;

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
}

/** Price after the product's own percentage discount, in whole Toman. */
export function finalPrice(price: number, discount: number): number {
  return Math.round((Number(price) * (100 - discount)) / 100);
}

export function productSummary(row: ProductSummaryRow) {
  const images = Array.isArray(row.images) ? row.images : [];
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
    reservable: row.reservable,
    is_pack: row.is_pack,
    has_toppings: row.has_toppings,
    image: images[0] ?? null,
    images,
    category: { id: row.category_id, name: row.category_name },
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export type ProductSummary = ReturnType<typeof productSummary>;

export async function loadProductSummaries(db: Queryable, ids: number[]): Promise<Map<number, ProductSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<ProductSummaryRow>(
    `SELECT ${PRODUCT_SUMMARY_COLUMNS} FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id = ANY($1::int[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, productSummary(r)]));
}
