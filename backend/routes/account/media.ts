import { Hono } from 'hono';
import type { Env } from '../../context';
import { HttpError, messages } from '../../http';

/**
 * GET /media/uploads/{key}: files of the folder storage. Keys are random and a file never
 * changes under its key, so browsers and CDNs may keep it for a year. Only names of the form
 * MEDIA_KEY reach the storage; anything else is a 404 before the file system is touched.
 */
export const mediaRoutes = new Hono<Env>();

mediaRoutes.get('/media/uploads/:key{[0-9a-f]{32}\\.webp}', async (c) => {
  const bytes = await c.var.deps.storage.read(c.req.param('key'));
  if (!bytes) throw new HttpError(404, messages.notFound);
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'content-type': 'image/webp',
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
  });
});
