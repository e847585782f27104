import { Hono } from 'hono';
import type { Env } from '../../context';
import { ok } from '../../http';
import { categoryIndex } from './category-data';
import { topProducts, type ProductFilter } from './product-list';
import { categoryFromQuery, notFound, paged, pageFromQuery, reserveFromQuery } from './params';
import { loadActivePosters } from './shop-info';
import type { HomeBlock } from '../../../common/contract/home';

/** Home is paginated by block, 30 a page (spec section 9). */
export const HOME_PAGE_SIZE = 30;
const PRODUCTS_PER_BLOCK = 10;
const PRODUCTS_PER_STEP = 8;

/**
 * The blocks of the home page, in display order. Empty blocks are left out.
 *   {type_name: 'favorite',        title, base_category: false, items: ProductSummary[]}  most popular
 *   {type_name: 'discount_banner', title, base_category: false, items: Poster[]}          {id, title, subtitle, image, link}
 *   {type_name: 'discount',        title, base_category: false, items: ProductSummary[]}  biggest discount first
 *   {type_name: 'category',        title, base_category: true|false, items: CategoryView[]}
 *        top-level categories (base_category true), or the children of `category` (false)
 *   {type_name: 'category_steps',  title: <category name>, base_category: false,
 *        category: {id, name, slug, image}, items: ProductSummary[]}  one block per category above
 *
 * GET /home?category&reserve_date&reserve_time&page&limit=30
 * → data: {items: HomeBlock[], count, page, limit, pages, category: CategoryView | null}
 * `category` scopes every product block to that category's subtree (unknown id → 404);
 * reserve_date/time keep only reservable products that have a turn then.
 */
export const homeRoutes = new Hono<Env>();

homeRoutes.get('/home', async (c) => {
  const page = pageFromQuery(c, HOME_PAGE_SIZE);
  const categoryId = categoryFromQuery(c);
  const reserve = reserveFromQuery(c);
  const { db } = c.var.deps;
  const index = await categoryIndex(db);
  const scope = categoryId === undefined ? null : (index.byId.get(categoryId) ?? null);
  if (categoryId !== undefined && !scope) throw notFound();

  const base: ProductFilter = { categoryId, reserve };
  const [favorite, discount, posters] = await Promise.all([
    topProducts(db, { ...base, inStock: true }, 'popular', PRODUCTS_PER_BLOCK),
    topProducts(db, { ...base, discounted: true }, 'discount', PRODUCTS_PER_BLOCK),
    loadActivePosters(db),
  ]);
  const categories = (scope ? index.children(scope.id) : index.roots()).filter((cat) => cat.products_count > 0);
  const steps = await Promise.all(
    categories.map(async (cat) => ({
      cat,
      items: await topProducts(db, { categoryId: cat.id, reserve }, 'default', PRODUCTS_PER_STEP),
    })),
  );

  const blocks: HomeBlock[] = [];
  if (favorite.length) blocks.push({ type_name: 'favorite', title: 'محبوب‌ترین‌ها', base_category: false, items: favorite });
  if (posters.length) blocks.push({ type_name: 'discount_banner', title: 'پیشنهاد ویژه', base_category: false, items: posters });
  if (discount.length) blocks.push({ type_name: 'discount', title: 'تخفیف‌دارها', base_category: false, items: discount });
  if (categories.length) {
    blocks.push({
      type_name: 'category',
      title: scope ? scope.name : 'دسته‌بندی‌ها',
      base_category: !scope,
      items: categories,
    });
  }
  for (const { cat, items } of steps) {
    if (!items.length) continue;
    blocks.push({
      type_name: 'category_steps',
      title: cat.name,
      base_category: false,
      category: { id: cat.id, name: cat.name, slug: cat.slug, image: cat.image },
      items,
    });
  }
  const data = paged(blocks.slice(page.offset, page.offset + page.limit), blocks.length, page);
  return ok(c, { items: data.results, count: data.count, page: data.page, limit: data.limit, pages: data.pages, category: scope });
});
