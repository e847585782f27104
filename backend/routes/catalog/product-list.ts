import type { Db, Queryable } from '../../db/client';
import { catalogCache } from '../../lib/catalog-cache';
import { normalizeSearch } from '../../lib/text';
import {
  FINAL_PRICE_SQL,
  PRODUCT_SUMMARY_COLUMNS,
  productSummary,
  type ProductSummaryRow,
} from '../../lib/product-view';
import { lastBookableDate } from '../../reservations/calendar-dates';
import { LIVE_BOOKING_SQL } from '../../reservations/schedule';
import { CATALOG_PRODUCTS_SQL } from './catalog-products';
import { categorySubtreeSql } from './category-data';
import { paged, type Page, type ReserveAt } from './params';
import type { Paged } from '../../../common/contract/paged';
import type { ProductSummary } from '../../../common/contract/catalog';

export const SORTS = ['newest', 'cheapest', 'expensive', 'discount', 'popular'] as const;
export type Sort = (typeof SORTS)[number] | 'default' | 'relevance';

export interface PropertyFilter {
  name: string;
  /** Any of these values (OR); different names are combined with AND. */
  values: string[];
}

export interface ProductFilter {
  /** The category and all its descendants. */
  categoryId?: number;
  /** Free text, matched after normalizeSearch (letter variants, digits, ZWNJ). */
  name?: string;
  discounted?: boolean;
  reservable?: boolean;
  /** Bounds on the final price (after discount), Toman. */
  priceMin?: number;
  priceMax?: number;
  properties?: PropertyFilter[];
  /** Hide sold-out products (limit 0). */
  inStock?: boolean;
  /** Reservable products must have a turn with a free place at that date (and time), not on a closed day; others are unaffected. */
  reserve?: ReserveAt | null;
}

/** %, _ and \ are literal in a user's query. */
function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** The query's words (normalised, at most 8, each at most 50 characters); empty for blank input. */
export function searchTokens(name: string | undefined): string[] {
  if (!name) return [];
  return normalizeSearch(name)
    .split(' ')
    .filter(Boolean)
    .slice(0, 8)
    .map((t) => t.slice(0, 50));
}

/**
 * A search name's condition on a normalised `column` (search_text): every word in it, or the
 * words written together or apart («سیب زمینی» / «سیبزمینی», «پکها» / «پک‌ها»). `add` pushes a
 * parameter and names it. Null without words.
 */
export function nameMatchSql(column: string, name: string | undefined, add: (value: unknown) => string): string | null {
  const tokens = searchTokens(name);
  if (!tokens.length) return null;
  const each = tokens.map((t) => `${column} LIKE ${add(`%${likeEscape(t)}%`)} ESCAPE '\\'`);
  const joined = `replace(${column}, ' ', '') LIKE ${add(`%${likeEscape(tokens.join(''))}%`)} ESCAPE '\\'`;
  return `((${each.join(' AND ')}) OR ${joined})`;
}

/** Builds WHERE conditions over `CATALOG_PRODUCTS_SQL p`; pushes parameters into `params`. */
export function productWhere(filter: ProductFilter, params: unknown[]): string[] {
  const where: string[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.categoryId !== undefined) where.push(`p.category_id IN (${categorySubtreeSql(add(filter.categoryId))})`);
  const name = nameMatchSql('p.search_text', filter.name, add);
  if (name) where.push(name);
  if (filter.discounted) where.push('p.discount > 0');
  if (filter.reservable) where.push('p.reservable');
  if (filter.priceMin !== undefined) where.push(`${FINAL_PRICE_SQL} >= ${add(filter.priceMin)}`);
  if (filter.priceMax !== undefined) where.push(`${FINAL_PRICE_SQL} <= ${add(filter.priceMax)}`);
  for (const prop of filter.properties ?? []) {
    where.push(
      `EXISTS (SELECT 1 FROM product_properties pp WHERE pp.product_id = p.id AND pp.name = ${add(prop.name)}
        AND pp.value = ANY(${add(prop.values)}::text[]))`,
    );
  }
  if (filter.inStock) where.push('(p.stock_limit IS NULL OR p.stock_limit > 0)');
  if (filter.reserve) {
    const date = add(filter.reserve.date);
    let time = '';
    if (filter.reserve.time) {
      const at = add(filter.reserve.time);
      time = ` AND ${at}::time >= t.start_time AND ${at}::time < t.end_time`;
    }
    // A turn counts when it has not begun, is within the booking horizon (resolveTurn refuses
    // later days), the product is open that day and not sold out, and a place is free.
    const today = add(filter.reserve.local.date);
    const ahead = `(${date}::date > ${today}::date OR (${date}::date = ${today}::date AND t.start_time > ${add(filter.reserve.local.time)}::time))`;
    const horizon = `${date}::date <= ${add(lastBookableDate(filter.reserve.local))}::date`;
    where.push(
      `(NOT p.reservable OR (p.stock_limit IS DISTINCT FROM 0 AND ${horizon} AND EXISTS (SELECT 1 FROM product_turns t WHERE t.product_id = p.id AND t.active AND ${ahead}
        AND (t.date = ${date}::date OR (t.date IS NULL AND t.weekday = EXTRACT(DOW FROM ${date}::date)))${time}
        AND NOT EXISTS (SELECT 1 FROM product_closed_days cd WHERE cd.product_id = p.id AND cd.date = ${date}::date)
        AND (SELECT count(*) FROM reservation_bookings b
             WHERE b.turn_id = t.id AND b.date = ${date}::date AND ${LIVE_BOOKING_SQL('b', 'now()')}) < t.capacity)))`,
    );
  }
  return where;
}

function orderBy(sort: Sort, filter: ProductFilter, params: unknown[]): string {
  switch (sort) {
    case 'newest':
      return 'p.created_at DESC, p.id DESC';
    // Sold-out last in the price sorts too: what cannot be bought does not lead the list.
    case 'cheapest':
      return `COALESCE(p.stock_limit = 0, false) ASC, ${FINAL_PRICE_SQL} ASC, p.id`;
    case 'expensive':
      return `COALESCE(p.stock_limit = 0, false) ASC, ${FINAL_PRICE_SQL} DESC, p.id`;
    case 'discount':
      return 'p.discount DESC, p.popularity DESC, p.id';
    case 'popular':
      return 'p.popularity DESC, p.id';
    case 'relevance': {
      const first = searchTokens(filter.name)[0];
      if (first) {
        params.push(first);
        // Name matches first (the name leads search_text), sold-out last.
        return `COALESCE(p.stock_limit = 0, false) ASC, strpos(p.search_text, $${params.length}) = 0, strpos(p.search_text, $${params.length}), p.popularity DESC, p.id`;
      }
      return 'COALESCE(p.stock_limit = 0, false) ASC, p.sort, p.id';
    }
    default:
      return 'COALESCE(p.stock_limit = 0, false) ASC, p.sort, p.id';
  }
}

/**
 * listProducts through the catalogue cache, except for reservation filters: free places change
 * with every booking.
 */
export function cachedListProducts(db: Db, filter: ProductFilter, sort: Sort, page: Page): Promise<Paged<ProductSummary>> {
  if (filter.reserve) return listProducts(db, filter, sort, page);
  return catalogCache(db).get(`list:${JSON.stringify([filter, sort, page])}`, () => listProducts(db, filter, sort, page));
}

/** One page of product summaries matching the filter, and the total count. */
export async function listProducts(db: Queryable, filter: ProductFilter, sort: Sort, page: Page): Promise<Paged<ProductSummary>> {
  const params: unknown[] = [];
  const where = productWhere(filter, params);
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [{ count }] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${CATALOG_PRODUCTS_SQL} p ${whereSql}`, params);
  if (count === 0 || page.offset >= count) return paged([], count, page);
  const order = orderBy(sort, filter, params);
  params.push(page.limit, page.offset);
  const rows = await db.query<ProductSummaryRow>(
    `SELECT ${PRODUCT_SUMMARY_COLUMNS} FROM ${CATALOG_PRODUCTS_SQL} p JOIN categories c ON c.id = p.category_id
     ${whereSql} ORDER BY ${order} LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return paged(rows.map(productSummary), count, page);
}

/** The first `limit` products matching the filter (no count). */
export async function topProducts(db: Queryable, filter: ProductFilter, sort: Sort, limit: number): Promise<ProductSummary[]> {
  const params: unknown[] = [];
  const where = productWhere(filter, params);
  const order = orderBy(sort, filter, params);
  params.push(limit);
  const rows = await db.query<ProductSummaryRow>(
    `SELECT ${PRODUCT_SUMMARY_COLUMNS} FROM ${CATALOG_PRODUCTS_SQL} p JOIN categories c ON c.id = p.category_id
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY ${order} LIMIT $${params.length}`,
    params,
  );
  return rows.map(productSummary);
}
