import { Hono } from 'hono';
import type { Env } from '../../context';
import { ok } from '../../http';
import { PRODUCT_SUMMARY_COLUMNS, productSummary, type ProductSummaryRow } from '../../lib/product-view';
import { parseId } from '../../lib/validate';
import { notFound } from '../catalog/params';

/**
 * Owner: {id, slug, name, title (what they are: hall, trainer, doctor…), description, image,
 * address, phone, lat, lng, working_hours, instagram, products_count (reservable products)}.
 */
const OWNER_COLUMNS = `o.id, o.slug, o.name, o.title, o.description, o.image, o.address, o.phone, o.lat, o.lng,
  o.working_hours, o.instagram,
  (SELECT count(*)::int FROM products p WHERE p.owner_id = o.id AND p.reservable) AS products_count`;

/**
 * GET /user/product_owners     → data: {results: [Owner]} (active owners by sort)
 * GET /user/{id}/owner_details → data: Owner + {products: [ProductSummary]} (their reservable
 *                                products); unknown or inactive → 404
 */
export const ownerRoutes = new Hono<Env>();

ownerRoutes.get('/user/product_owners', async (c) => {
  const results = await c.var.deps.db.query(`SELECT ${OWNER_COLUMNS} FROM product_owners o WHERE o.active ORDER BY o.sort, o.id`);
  return ok(c, { results });
});

ownerRoutes.get('/user/:id/owner_details', async (c) => {
  const { db } = c.var.deps;
  const id = parseId(c.req.param('id'));
  const [owner] = await db.query(`SELECT ${OWNER_COLUMNS} FROM product_owners o WHERE o.id = $1 AND o.active`, [id]);
  if (!owner) throw notFound();
  const rows = await db.query<ProductSummaryRow>(
    `SELECT ${PRODUCT_SUMMARY_COLUMNS} FROM products p JOIN categories c ON c.id = p.category_id
     WHERE p.owner_id = $1 AND p.reservable ORDER BY p.sort, p.id`,
    [id],
  );
  return ok(c, { ...owner, products: rows.map(productSummary) });
});
