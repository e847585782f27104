import { Hono } from 'hono';
import type { Env } from '../../context';
import { ok } from '../../http';
import { categoryIndex } from './category-data';

/**
 * GET /app/categories → data: {results: CategoryNode[]}  (roots, each with children: CategoryNode[])
 * GET /categories     → data: {results: CategoryView[], count}  (flat, parents before children)
 * CategoryView: {id, name, slug, description, image, parent_id, sort, products_count, updated_at}
 */
export const categoryRoutes = new Hono<Env>();

categoryRoutes.get('/app/categories', async (c) => {
  const index = await categoryIndex(c.var.deps.db);
  return ok(c, { results: index.tree() });
});

categoryRoutes.get('/categories', async (c) => {
  const flat = (await categoryIndex(c.var.deps.db)).flat();
  return ok(c, { results: flat, count: flat.length });
});
