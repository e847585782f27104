import type { Db, Queryable } from '../../db/client';
import {
  PRODUCT_SUMMARY_COLUMNS,
  loadProductSummaries,
  productSummary,
  type FullProductSummary,
  type ProductSummaryRow,
} from '../../lib/product-view';
import { catalogCache } from '../../lib/catalog-cache';
import { CATALOG_PRODUCTS_SQL } from './catalog-products';
import { categoryIndex } from './category-data';
import { notFound, type ReserveAt } from './params';
import type { CategoryCrumb } from '../../../common/contract/categories';
import type { ProductDetail, ProductTurn } from '../../../common/contract/catalog';

// A product as its page shows it (the rows behind GET /app/product/{id} and its SEO view) and its turns.

interface DetailRow extends ProductSummaryRow {
  description: string;
  meta_title: string;
  meta_description: string;
  created_at: Date | string;
  category_slug: string;
}

/**
 * Everything about one product that is the same for every visitor: the contract's ProductDetail
 * without the caller's own fields, and with those a remote API may leave out always set (the
 * SEO view reads them).
 */
export type SharedProductDetail = Omit<ProductDetail, 'is_favorite' | 'own_comment_ids' | 'turns'> &
  Required<Pick<ProductDetail, 'available' | 'rating' | 'meta_title' | 'meta_description' | 'created_at' | 'comments_count'>> & {
    category: CategoryCrumb;
    category_path: CategoryCrumb[];
  };

export async function loadProductDetail(db: Db, id: number): Promise<SharedProductDetail> {
  const [row] = await db.query<DetailRow>(
    `SELECT ${PRODUCT_SUMMARY_COLUMNS}, p.description, p.meta_title, p.meta_description, p.created_at, c.slug AS category_slug
     FROM ${CATALOG_PRODUCTS_SQL} p JOIN categories c ON c.id = p.category_id WHERE p.id = $1`,
    [id],
  );
  if (!row) throw notFound();
  const [toppings, properties, packRows, index] = await Promise.all([
    db.query<{ id: number; name: string; price: number }>(
      'SELECT id, name, price FROM product_toppings WHERE product_id = $1 ORDER BY price, id',
      [id],
    ),
    db.query<{ name: string; value: string }>('SELECT name, value FROM product_properties WHERE product_id = $1 ORDER BY name', [id]),
    db.query<{ product_id: number }>('SELECT product_id FROM pack_items WHERE pack_id = $1 ORDER BY product_id', [id]),
    categoryIndex(db),
  ]);
  const packMap = await loadProductSummaries(db, packRows.map((r) => r.product_id));
  const summary = productSummary(row);
  return {
    ...summary,
    category: { id: row.category_id, name: row.category_name, slug: row.category_slug },
    description: row.description,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    created_at: new Date(row.created_at).toISOString(),
    category_path: index.path(row.category_id),
    toppings: toppings.map((t) => ({ id: t.id, name: t.name, price: Number(t.price) })),
    properties,
    pack_items: packRows.map((r) => packMap.get(r.product_id)).filter((p): p is FullProductSummary => Boolean(p)),
    comments_count: summary.rating.count,
  };
}

/** loadProductDetail through the catalogue cache (shared: callers copy, never change it). */
export function cachedProductDetail(db: Db, id: number): Promise<SharedProductDetail> {
  return catalogCache(db).get(`product:${id}`, () => loadProductDetail(db, id));
}

/** Active turns of a product; with `at`, only those on that date (and covering that time). */
export async function loadTurns(db: Queryable, productId: number, at: ReserveAt | null): Promise<ProductTurn[]> {
  const params: unknown[] = [productId];
  let filter = '';
  if (at) {
    params.push(at.date);
    filter = ` AND (date = $2::date OR (date IS NULL AND weekday = EXTRACT(DOW FROM $2::date)))`;
    if (at.time) {
      params.push(at.time);
      filter += ` AND $3::time >= start_time AND $3::time < end_time`;
    }
  }
  const rows = await db.query<ProductTurn>(
    `SELECT id, weekday, to_char(date, 'YYYY-MM-DD') AS date, to_char(start_time, 'HH24:MI') AS start_time,
       to_char(end_time, 'HH24:MI') AS end_time, capacity
     FROM product_turns WHERE product_id = $1 AND active${filter}
     ORDER BY date NULLS FIRST, weekday, start_time`,
    params,
  );
  return rows.map((r) => ({ ...r, weekday: r.weekday === null ? null : Number(r.weekday) }));
}
