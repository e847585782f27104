import { Hono } from 'hono';
import type { Env } from '../../context';
import { ok } from '../../http';
import { getSetting } from '../../lib/settings';
import { parseId } from '../../lib/validate';
import type { ShopSettings } from '../config';
import { loadComments } from './comment-data';
import { optionalAuth, parseRefId, queryValue, reserveFromQuery } from './params';
import { cachedProductDetail, loadTurns } from './product-detail-data';
import { SEO_COMMENTS, seoProduct } from './seo-product';
import type { ProductDetail } from '../../../common/contract/catalog';

/**
 * GET /app/product/{id}?customer&reserve_date&reserve_time
 * → data: ProductDetail + {is_favorite, own_comment_ids, turns: ProductTurn[]}
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
  return ok(c, { ...detail, is_favorite: isFavorite, own_comment_ids: ownComments, turns } satisfies ProductDetail);
});

/**
 * What a server-rendered product page needs, with nothing personal:
 * {id, name, slug, sku, description, image, images, price, discount, final_price, currency: 'TOMAN',
 *  limit, available, availability: 'InStock'|'OutOfStock', reservable, is_pack,
 *  category: {id, name, slug}, category_path: [{id, name, slug}], toppings: [{id, name, price}],
 *  pack_items: ProductSummary[], properties: [{name, value}], rating: {avg, count},
 *  comments: ProductComment[] (latest 10), comments_count, meta_title, meta_description,
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
