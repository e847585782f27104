import { Hono } from 'hono';
import type { Env } from '../../context';
import { HttpError, ok } from '../../http';
import { categoryIndex } from './category-data';
import { cachedListProducts, type ProductFilter, type Sort } from './product-list';
import { categoryFromQuery, notFound, pageFromQuery, queryValue, reserveFromQuery } from './params';

/** Category product pages are 20 long (spec section 9). */
export const CATEGORY_PAGE_SIZE = 20;

const TYPES: Record<string, { filter: ProductFilter; sort: Sort }> = {
  all: { filter: {}, sort: 'default' },
  category: { filter: {}, sort: 'default' },
  discount: { filter: { discounted: true }, sort: 'discount' },
  newest: { filter: {}, sort: 'newest' },
  popular: { filter: {}, sort: 'popular' },
  reservable: { filter: { reservable: true }, sort: 'default' },
};

/**
 * GET /products?type=<all|category|discount|newest|popular|reservable>&category&page&limit
 *   (also reserve_date/reserve_time). Default type all, default limit 20, at most 100.
 * → data: {results: ProductSummary[], count, page, limit, pages, type,
 *          category: (when category is given) {id, name, slug, description, image, parent_id,
 *          products_count, path: [{id, name, slug}], children: CategoryView[]}}
 * category includes the products of its descendants; an unknown category is 404.
 */
export const productListRoutes = new Hono<Env>();

productListRoutes.get('/products', async (c) => {
  const type = queryValue(c, 'type') ?? 'all';
  const preset = Object.hasOwn(TYPES, type) ? TYPES[type] : undefined;
  if (!preset) throw new HttpError(400, 'مقدار «type» معتبر نیست');
  const page = pageFromQuery(c, CATEGORY_PAGE_SIZE);
  const categoryId = categoryFromQuery(c);
  const reserve = reserveFromQuery(c);
  const { db } = c.var.deps;

  let category = null;
  if (categoryId !== undefined) {
    const index = await categoryIndex(db);
    const view = index.byId.get(categoryId);
    if (!view) throw notFound();
    category = { ...view, path: index.path(categoryId), children: index.children(categoryId) };
  }
  const data = await cachedListProducts(db, { ...preset.filter, categoryId, reserve }, preset.sort, page);
  return ok(c, { ...data, type, category });
});
