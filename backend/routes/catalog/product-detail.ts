import { Hono } from 'hono';
import type { Env } from '../../context';
import type { Db, Queryable } from '../../db/client';
import { ok } from '../../http';
import {
  PRODUCT_SUMMARY_COLUMNS,
  loadProductSummaries,
  productSummary,
  type ProductSummary,
  type ProductSummaryRow,
} from '../../lib/product-view';
import { getSetting } from '../../lib/settings';
import { catalogCache } from '../../lib/catalog-cache';
import { parseId } from '../../lib/validate';
import type { ShopSettings } from '../config';
import { CATALOG_PRODUCTS_SQL } from './catalog-products';
import { categoryIndex, type CategoryCrumb } from './category-data';
import { loadComments, type CommentView } from './comment-data';
import { notFound, optionalAuth, parseRefId, queryValue, reserveFromQuery, type ReserveAt } from './params';

interface DetailRow extends ProductSummaryRow {
  description: string;
  meta_title: string;
  meta_description: string;
  created_at: Date | string;
  category_slug: string;
}

/**
 * A reservation turn: {id, weekday, date, start_time, end_time, capacity}.
 * weekday follows PostgreSQL's DOW (0 Sunday … 6 Saturday) for weekly turns and is null for
 * a one-off turn, which has a Gregorian date instead. Times are HH:MM.
 */
export interface TurnView {
  id: number;
  weekday: number | null;
  date: string | null;
  start_time: string;
  end_time: string;
  capacity: number;
}

/** Everything about one product that is the same for every visitor. */
export interface ProductDetail extends ProductSummary {
  description: string;
  meta_title: string;
  meta_description: string;
  created_at: string;
  category: { id: number; name: string; slug: string };
  category_path: CategoryCrumb[];
  toppings: { id: number; name: string; price: number }[];
  properties: { name: string; value: string }[];
  /** The products inside a pack (summaries), empty for other products. */
  pack_items: ProductSummary[];
  comments_count: number;
}

export async function loadProductDetail(db: Db, id: number): Promise<ProductDetail> {
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
    pack_items: packRows.map((r) => packMap.get(r.product_id)).filter((p): p is ProductSummary => Boolean(p)),
    comments_count: summary.rating.count,
  };
}

/** loadProductDetail through the catalogue cache (shared: callers copy, never change it). */
export function cachedProductDetail(db: Db, id: number): Promise<ProductDetail> {
  return catalogCache(db).get(`product:${id}`, () => loadProductDetail(db, id));
}

/** Active turns of a product; with `at`, only those on that date (and covering that time). */
export async function loadTurns(db: Queryable, productId: number, at: ReserveAt | null): Promise<TurnView[]> {
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
  const rows = await db.query<TurnView>(
    `SELECT id, weekday, to_char(date, 'YYYY-MM-DD') AS date, to_char(start_time, 'HH24:MI') AS start_time,
       to_char(end_time, 'HH24:MI') AS end_time, capacity
     FROM product_turns WHERE product_id = $1 AND active${filter}
     ORDER BY date NULLS FIRST, weekday, start_time`,
    params,
  );
  return rows.map((r) => ({ ...r, weekday: r.weekday === null ? null : Number(r.weekday) }));
}

/**
 * GET /app/product/{id}?customer&reserve_date&reserve_time
 * → data: ProductDetail + {is_favorite, own_comment_ids, turns: TurnView[]}
 *   is_favorite is true only when the Bearer token is the customer named by `customer` and the
 *   product is in their favourites; guests and bad tokens just get false (never an error).
 *   own_comment_ids: that customer's comments on the product (the page offers no «report» on
 *   them; the spec's API has no such field, so a remote upstream may leave it out); [] otherwise.
 *   turns: [] for products that are not reservable; all weekly turns, or only those at
 *   reserve_date (Jalali or Gregorian) / reserve_time when given.
 *
 * GET /app/seo/product/{id} → data: SeoProduct (public fields only, see below).
 */
export const productDetailRoutes = new Hono<Env>();

productDetailRoutes.get('/app/product/:id', async (c) => {
  const id = parseId(c.req.param('id'));
  const { db } = c.var.deps;
  const customerValue = queryValue(c, 'customer');
  const customer = customerValue === undefined ? undefined : parseRefId(customerValue, 'customer');
  const reserve = reserveFromQuery(c);
  const detail = await cachedProductDetail(db, id);
  // Only a call naming a customer can get is_favorite: the others skip the session lookup.
  const auth = customer === undefined ? null : await optionalAuth(c);
  let isFavorite = false;
  let ownComments: number[] = [];
  if (auth?.role === 'customer' && auth.customerId === customer) {
    const [favorite, comments] = await Promise.all([
      db.query('SELECT 1 FROM favorites WHERE customer_id = $1 AND product_id = $2', [customer, id]),
      db.query<{ id: number }>('SELECT id FROM comments WHERE customer_id = $1 AND product_id = $2 ORDER BY id', [customer, id]),
    ]);
    isFavorite = favorite.length > 0;
    ownComments = comments.map((r) => Number(r.id));
  }
  const turns = detail.reservable ? await loadTurns(db, id, reserve) : [];
  return ok(c, { ...detail, is_favorite: isFavorite, own_comment_ids: ownComments, turns });
});

export const SEO_COMMENTS = 10;

/**
 * What a server-rendered product page needs, with nothing personal:
 * {id, name, slug, sku, description, image, images, price, discount, final_price, currency: 'TOMAN',
 *  limit, available, availability: 'InStock'|'OutOfStock', reservable, is_pack,
 *  category: {id, name, slug}, category_path: [{id, name, slug}], toppings: [{id, name, price}],
 *  pack_items: ProductSummary[], properties: [{name, value}], rating: {avg, count},
 *  comments: CommentView[] (latest 10), comments_count, meta_title, meta_description,
 *  path: '/product/<id>', shop_name, created_at, updated_at}
 * meta_title/meta_description fall back to the name and the description when not set.
 */
productDetailRoutes.get('/app/seo/product/:id', async (c) => {
  const id = parseId(c.req.param('id'));
  const { db } = c.var.deps;
  const detail = await cachedProductDetail(db, id);
  const [{ results: comments }, shop] = await Promise.all([
    loadComments(db, id, SEO_COMMENTS),
    getSetting<ShopSettings>(db, 'shop'),
  ]);
  return ok(c, seoProduct(detail, comments, shop?.name ?? ''));
});

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

export function seoProduct(d: ProductDetail, comments: CommentView[], shopName: string) {
  return {
    id: d.id,
    name: d.name,
    slug: d.slug,
    sku: d.sku,
    description: d.description,
    image: d.image,
    images: d.images,
    price: d.price,
    discount: d.discount,
    final_price: d.final_price,
    currency: 'TOMAN' as const,
    limit: d.limit,
    available: d.available,
    availability: d.available ? ('InStock' as const) : ('OutOfStock' as const),
    reservable: d.reservable,
    is_pack: d.is_pack,
    category: d.category,
    category_path: d.category_path,
    toppings: d.toppings,
    pack_items: d.pack_items,
    properties: d.properties,
    rating: d.rating,
    comments,
    comments_count: d.comments_count,
    meta_title: d.meta_title || (shopName ? `${d.name} | ${shopName}` : d.name),
    meta_description: clip(d.meta_description || d.description || d.name, 160),
    path: `/product/${d.id}`,
    shop_name: shopName,
    created_at: d.created_at,
    updated_at: d.updated_at,
  };
}

export type SeoProduct = ReturnType<typeof seoProduct>;
