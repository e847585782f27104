import { Hono } from 'hono';
import type { Env } from '../../context';
import type { Queryable } from '../../db/client';
import { ok } from '../../http';
import { parseId } from '../../lib/validate';
import { notFound, parseRefId, queryValue } from './params';
import type { Poster } from '../../../common/contract/home';

const POSTER_COLUMNS = 'id, title, subtitle, image, link';

export async function loadActivePosters(db: Queryable): Promise<Poster[]> {
  return db.query<Poster>(`SELECT ${POSTER_COLUMNS} FROM posters WHERE active ORDER BY sort, id`);
}

/**
 * GET /poster/{id}                  → data: Poster (inactive or unknown → 404)
 * GET /locations?parent (default 1) → data: {results: [{id, name, parent_id, has_children}], parent}
 *     id 1 is the country, its children the provinces, theirs the cities. Unknown parent → empty.
 */
export const shopInfoRoutes = new Hono<Env>();

shopInfoRoutes.get('/poster/:id', async (c) => {
  const id = parseId(c.req.param('id'));
  const [poster] = await c.var.deps.db.query<Poster>(`SELECT ${POSTER_COLUMNS} FROM posters WHERE id = $1 AND active`, [id]);
  if (!poster) throw notFound();
  return ok(c, poster);
});

shopInfoRoutes.get('/locations', async (c) => {
  const value = queryValue(c, 'parent');
  const parent = value === undefined ? 1 : parseRefId(value, 'parent');
  const results = await c.var.deps.db.query(
    `SELECT l.id, l.name, l.parent_id, EXISTS (SELECT 1 FROM locations ch WHERE ch.parent_id = l.id) AS has_children
     FROM locations l WHERE l.parent_id = $1 ORDER BY l.id`,
    [parent],
  );
  return ok(c, { results, parent });
});
