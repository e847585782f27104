import { Hono, type Context } from 'hono';
import type { Env } from '../../context';
import { HttpError, ok } from '../../http';
import { optionalString, readBody, scalarText } from '../../lib/validate';
import { cachedListProducts, nameMatchSql, searchTokens, SORTS, topProducts, type ProductFilter, type PropertyFilter, type Sort } from './product-list';
import { paged, parsePage, parseRefId, parseWhole, queryValue, reserveFromQuery, type ReserveAt } from './params';
import { catalogCache } from '../../lib/catalog-cache';
import type { Db } from '../../db/client';

/** The search filter's page size (spec section 9). */
export const SEARCH_PAGE_SIZE = 30;
const FAST_PRODUCTS = 8;
const FAST_CATEGORIES = 5;
const MAX_PROPERTIES = 20;
const MAX_VALUES = 20;

type Body = Record<string, unknown>;

function bad(what: string): HttpError {
  return new HttpError(400, `مقدار «${what}» معتبر نیست`);
}

function propertyValues(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  if (list.length > MAX_VALUES) throw bad('properties');
  const out: string[] = [];
  for (const v of list) {
    if (v === undefined || v === null || v === '') continue;
    const text = scalarText(v)?.trim();
    if (text === undefined) throw bad('properties');
    if (text.length > 200) throw bad('properties');
    if (text) out.push(text);
  }
  return out;
}

/**
 * properties: [{name, value}] where value is a string or a list of strings (any of them);
 * also accepted: {name: value}. Entries with an empty name or value are dropped.
 * The same name given twice merges its values.
 */
export function parseProperties(value: unknown): PropertyFilter[] | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  let entries: [unknown, unknown][];
  if (Array.isArray(value)) {
    entries = value.map((item) => {
      if (!item || typeof item !== 'object' || Array.isArray(item)) throw bad('properties');
      const { name, value: v } = item as Body;
      return [name, v];
    });
  } else if (typeof value === 'object') {
    entries = Object.entries(value as Body);
  } else {
    throw bad('properties');
  }
  if (entries.length > MAX_PROPERTIES) throw bad('properties');
  const merged = new Map<string, Set<string>>();
  for (const [name, v] of entries) {
    if (name === undefined || name === null || name === '') continue;
    if (typeof name !== 'string' || name.length > 100) throw bad('properties');
    const values = propertyValues(v);
    if (!name.trim() || !values.length) continue;
    const set = merged.get(name.trim()) ?? new Set<string>();
    for (const x of values) set.add(x);
    merged.set(name.trim(), set);
  }
  return merged.size ? [...merged].map(([name, values]) => ({ name, values: [...values] })) : undefined;
}

function parseBool(value: unknown, what: string): boolean | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  throw bad(what);
}

function parsePrice(value: unknown): { min?: number; max?: number } {
  if (value === undefined || value === null || value === '') return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw bad('price');
  const { min: rawMin, max: rawMax } = value as Body;
  const min = parseWhole(typeof rawMin === 'string' ? rawMin.replace(/[,٬،\s]/g, '') : rawMin, 'price');
  const max = parseWhole(typeof rawMax === 'string' ? rawMax.replace(/[,٬،\s]/g, '') : rawMax, 'price');
  if (min !== undefined && max !== undefined && min > max) throw bad('price');
  return { min, max };
}

function parseSort(value: unknown): Sort | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !(SORTS as readonly string[]).includes(value)) throw bad('sort');
  return value as Sort;
}

function parseCategory(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '' || value === 'all') return undefined;
  return parseRefId(value, 'category');
}

/** The search body of POST /products/search as a filter (see searchRoutes). */
export function parseSearchBody(body: Body): { filter: ProductFilter; sort: Sort | undefined } {
  const name = optionalString(body, 'name', 200);
  const price = parsePrice(body.price);
  return {
    filter: {
      categoryId: parseCategory(body.category),
      name: name || undefined,
      priceMin: price.min,
      priceMax: price.max,
      properties: parseProperties(body.properties),
      inStock: parseBool(body.is_exist, 'is_exist') ?? false,
      discounted: parseBool(body.discounted, 'discounted') ?? false,
    },
    sort: parseSort(body.sort),
  };
}

function pageOf(c: Context<Env>, body: Body) {
  return parsePage(queryValue(c, 'page') ?? body.page, queryValue(c, 'limit') ?? body.limit, SEARCH_PAGE_SIZE);
}

/**
 * POST /products/search/fast?reserve_date&reserve_time  body {name}
 *   → data: {products: ProductSummary[] (≤ 8), categories: [{id, name, slug, image, parent_id}] (≤ 5)}
 * POST /products/search?page&limit&reserve_date&reserve_time (also reservDate/reserveTime)
 *   body {category, name, sort: newest|cheapest|expensive|discount|popular, price: {min, max},
 *         properties: [{name, value}], is_exist}
 *   → data: {results: ProductSummary[], count, page, limit, pages}; limit default 30.
 *   Price bounds apply to final_price; is_exist true hides sold-out (limit 0) products;
 *   without sort, name matches come first, then the shop's order. Unknown category → empty.
 * GET /products/search/properties → data: {results: [{name, values: string[]}]}
 * POST /products/properties/search?page&limit body {properties} → like /products/search.
 */
export const searchRoutes = new Hono<Env>();

searchRoutes.post('/products/search/fast', async (c) => {
  const reserve = reserveFromQuery(c);
  const body = await readBody(c);
  const name = optionalString(body, 'name', 200);
  const tokens = searchTokens(name);
  if (!tokens.length) return ok(c, { products: [], categories: [] });
  const { db } = c.var.deps;
  const load = () => fastSearch(db, name!, reserve);
  // Free places at a reservation time change with every booking: those answers are not kept.
  return ok(c, await (reserve ? load() : catalogCache(db).get(`fast:${name}`, load)));
});

async function fastSearch(db: Db, name: string, reserve: ReserveAt | null | undefined) {
  const products = await topProducts(db, { name, reserve }, 'relevance', FAST_PRODUCTS);
  // Matched as products are: each word, or the words written together or apart.
  const params: unknown[] = [];
  const match = nameMatchSql('search_text', name, (value) => `$${params.push(value)}`);
  const categories = await db.query(
    `SELECT id, name, slug, image, parent_id FROM categories
     WHERE ${match} ORDER BY parent_id NULLS FIRST, sort, id LIMIT $${params.push(FAST_CATEGORIES)}`,
    params,
  );
  return { products, categories };
}

searchRoutes.post('/products/search', async (c) => {
  const reserve = reserveFromQuery(c);
  const body = await readBody(c);
  const page = pageOf(c, body);
  const { filter, sort } = parseSearchBody(body);
  const { db } = c.var.deps;
  if (filter.categoryId !== undefined) {
    const rows = await db.query('SELECT 1 FROM categories WHERE id = $1', [filter.categoryId]);
    if (!rows.length) return ok(c, paged([], 0, page));
  }
  const order: Sort = sort ?? (filter.name ? 'relevance' : 'default');
  return ok(c, await cachedListProducts(db, { ...filter, reserve }, order, page));
});

// A GROUP BY over every product's properties: kept until product_properties changes.
searchRoutes.get('/products/search/properties', async (c) => {
  const { db } = c.var.deps;
  const rows = await catalogCache(db).get('properties', () =>
    db.query<{ name: string; values: string[] }>(
      `SELECT name, array_agg(DISTINCT value ORDER BY value) AS values FROM product_properties GROUP BY name ORDER BY name`,
    ),
  );
  return ok(c, { results: rows });
});

searchRoutes.post('/products/properties/search', async (c) => {
  const body = await readBody(c);
  const page = pageOf(c, body);
  const properties = parseProperties(body.properties);
  const inStock = parseBool(body.is_exist, 'is_exist') ?? false;
  return ok(c, await cachedListProducts(c.var.deps.db, { properties, inStock }, 'default', page));
});
