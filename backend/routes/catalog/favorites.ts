import { Hono, type Context } from 'hono';
import type { Env } from '../../context';
import { ok } from '../../http';
import { requireAuth, requireOwnCustomer } from '../../auth/middleware';
import { PRODUCT_SUMMARY_COLUMNS, productSummary, type ProductSummaryRow } from '../../lib/product-view';
import { readBody } from '../../lib/validate';
import { CATALOG_PRODUCTS_SQL } from './catalog-products';
import { notFound, parseRefId } from './params';

/**
 * Own customer only (guest 401, another customer 403):
 * GET  /app/customer/{id}/favorites        → data: {results: ProductSummary[], count}, newest first
 * POST /app/customer/{id}/add/favorite     body {product_id} → data: {product_id, is_favorite: true}
 *      idempotent: adding a favourite twice is still 200. Unknown product → 404, malformed → 400.
 * POST /app/customer/{id}/delete/favorite  body {product_id} → data: {product_id, is_favorite: false}
 *      idempotent as well (removing a product that is not a favourite is 200).
 * POST /app/customer/{id}/delete/favorites (no body) → data: {deleted: <how many>}
 */
export const favoriteRoutes = new Hono<Env>();

const own = [requireAuth, requireOwnCustomer] as const;

async function productIdFromBody(c: Context<Env>): Promise<number> {
  const body = await readBody(c);
  const productId = parseRefId(body.product_id, 'product_id');
  const rows = await c.var.deps.db.query('SELECT 1 FROM products WHERE id = $1', [productId]);
  if (!rows.length) throw notFound();
  return productId;
}

favoriteRoutes.get('/app/customer/:id/favorites', ...own, async (c) => {
  const rows = await c.var.deps.db.query<ProductSummaryRow>(
    `SELECT ${PRODUCT_SUMMARY_COLUMNS} FROM favorites f
     JOIN ${CATALOG_PRODUCTS_SQL} p ON p.id = f.product_id JOIN categories c ON c.id = p.category_id
     WHERE f.customer_id = $1 ORDER BY f.created_at DESC, p.id DESC`,
    [c.var.auth.customerId],
  );
  return ok(c, { results: rows.map(productSummary), count: rows.length });
});

favoriteRoutes.post('/app/customer/:id/add/favorite', ...own, async (c) => {
  const productId = await productIdFromBody(c);
  await c.var.deps.db.query(
    'INSERT INTO favorites (customer_id, product_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [c.var.auth.customerId, productId],
  );
  return ok(c, { product_id: productId, is_favorite: true }, 'به علاقه‌مندی‌ها اضافه شد');
});

favoriteRoutes.post('/app/customer/:id/delete/favorite', ...own, async (c) => {
  const productId = await productIdFromBody(c);
  await c.var.deps.db.query('DELETE FROM favorites WHERE customer_id = $1 AND product_id = $2', [c.var.auth.customerId, productId]);
  return ok(c, { product_id: productId, is_favorite: false }, 'از علاقه‌مندی‌ها حذف شد');
});

favoriteRoutes.post('/app/customer/:id/delete/favorites', ...own, async (c) => {
  const rows = await c.var.deps.db.query('DELETE FROM favorites WHERE customer_id = $1 RETURNING product_id', [c.var.auth.customerId]);
  return ok(c, { deleted: rows.length }, 'علاقه‌مندی‌ها پاک شد');
});
