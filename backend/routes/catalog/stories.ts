import { Hono, type Context } from 'hono';
import type { Env } from '../../context';
import { ok } from '../../http';
import { requireAuth } from '../../auth/middleware';
import { parseId } from '../../lib/validate';
import { notFound, optionalAuth } from './params';
import { userIdForRead, userIdForWrite } from '../../auth/guests';

/**
 * GET  /stories/ (or /stories) → data: {results: [{id, title, image, link, seen, created_at}]}
 *      active, unexpired stories in the shop's order; seen is per user of the Bearer token
 *      (false for everyone without one).
 * POST /stories/{id}/see/ (or without the slash), any token incl. guest → data: {id, seen: true}.
 *      Idempotent. No token 401, unknown story 404.
 */
export const storyRoutes = new Hono<Env>();

async function listStories(c: Context<Env>) {
  const auth = await optionalAuth(c);
  const results = await c.var.deps.db.query<{ id: number; title: string; image: string; link: string | null; seen: boolean; created_at: Date }>(
    `SELECT s.id, s.title, s.image, s.link, s.created_at,
       EXISTS (SELECT 1 FROM story_views v WHERE v.story_id = s.id AND v.user_id = $1) AS seen
     FROM stories s WHERE s.active AND (s.expires_at IS NULL OR s.expires_at > $2)
     ORDER BY s.sort, s.id`,
    [await userIdForRead(c.var.deps, auth), c.var.deps.now()],
  );
  return ok(c, { results: results.map((s) => ({ ...s, created_at: new Date(s.created_at).toISOString() })) });
}

async function seeStory(c: Context<Env>) {
  const id = parseId(c.req.param('id'));
  const { db, now } = c.var.deps;
  const rows = await db.query('SELECT 1 FROM stories WHERE id = $1 AND active AND (expires_at IS NULL OR expires_at > $2)', [id, now()]);
  if (!rows.length) throw notFound();
  await db.query('INSERT INTO story_views (story_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [id, await userIdForWrite(c.var.deps, c.var.auth)]);
  return ok(c, { id, seen: true });
}

storyRoutes.get('/stories/', listStories);
storyRoutes.get('/stories', listStories);
storyRoutes.post('/stories/:id/see/', requireAuth, seeStory);
storyRoutes.post('/stories/:id/see', requireAuth, seeStory);
