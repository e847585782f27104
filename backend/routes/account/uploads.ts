import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Env } from '../../context';
import { requireAuth, requireOwnCustomer } from '../../auth/middleware';
import { HttpError, fail, messages, ok } from '../../http';
import { MAX_IMAGE_BYTES, imageMessages, reencodeImage, type ImageShape } from '../../lib/images';
import { enforceLimit } from '../../lib/rate-limit';
import { newMediaKey } from '../../storage/media';
import { customerView, type CustomerRow } from '../customers-view';
import type { UploadResponse } from '../../../common/contract/account';
import { accountMessages } from './messages';

/**
 * POST /customer/{id}/avatar (own only) and POST /upload (customers): one image in the
 * multipart field `file` (`image` too for the avatar), re-encoded to WebP (lib/images.ts) and
 * kept in the media storage. The avatar becomes the customer's `avatar` URL.
 */
export const uploadRoutes = new Hono<Env>();

const UPLOAD_PATHS = [/^\/api\/v1\/upload\/?$/, /^\/api\/v1\/customer\/[^/]+\/avatar\/?$/];

/** Paths that take multipart images: the app's 1 MB JSON limit does not apply to them. */
export function isUploadPath(path: string): boolean {
  return UPLOAD_PATHS.some((re) => re.test(path));
}

export const AVATAR_SHAPE: ImageShape = { kind: 'square', size: 256 };
export const UPLOAD_SHAPE: ImageShape = { kind: 'fit', size: 1600 };
/** Images one customer may send per hour: each costs a decode and disk, and nothing else limits them. */
export const UPLOADS_PER_HOUR = 30;

// The file may be 5 MB; the multipart envelope around it adds a little.
const uploadLimit = bodyLimit({ maxSize: MAX_IMAGE_BYTES + 64 * 1024, onError: (c) => fail(c, 413, imageMessages.tooLarge) });

async function readImage(c: Context<Env>, fields: string[]): Promise<Uint8Array> {
  let form: Record<string, string | File>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw new HttpError(400, imageMessages.badType);
  }
  const file = fields.map((f) => form[f]).find((v): v is File => v instanceof File);
  if (!file) throw new HttpError(400, accountMessages.noFile);
  if (file.size > MAX_IMAGE_BYTES) throw new HttpError(413, imageMessages.tooLarge);
  return new Uint8Array(await file.arrayBuffer());
}

/**
 * Decodes, re-encodes and stores one image. Every file counts against the customer's hourly
 * allowance before it is decoded: the decode is the costly part, whether the image turns out good or bad.
 */
async function storeImage(c: Context<Env>, customerId: number, fields: string[], shape: ImageShape) {
  const { deps } = c.var;
  const bytes = await readImage(c, fields);
  const now = deps.now();
  await enforceLimit(deps.db, `upload:${customerId}`, { limit: UPLOADS_PER_HOUR, windowSeconds: 3600, now, msg: accountMessages.uploadLimit });
  const image = await reencodeImage(bytes, shape);
  const key = newMediaKey();
  await deps.storage.put(key, image.data, 'image/webp');
  return { url: deps.storage.url(key), width: image.width, height: image.height, size: image.data.byteLength, content_type: 'image/webp' as const };
}

uploadRoutes.use('/customer/:id/avatar', requireAuth, requireOwnCustomer, uploadLimit);
uploadRoutes.post('/customer/:id/avatar', async (c) => {
  const id = c.var.auth.customerId!;
  const stored = await storeImage(c, id, ['file', 'image'], AVATAR_SHAPE);
  const { db, storage } = c.var.deps;
  // The replaced picture's address, read in the same statement that replaces it.
  const [row] = await db.query<CustomerRow & { old_avatar: string | null }>(
    `UPDATE customers c SET avatar = $2 FROM (SELECT avatar FROM customers WHERE id = $1 FOR UPDATE) old
     WHERE c.id = $1 RETURNING c.*, old.avatar AS old_avatar`,
    [id, stored.url],
  );
  if (!row) throw new HttpError(404, messages.notFound);
  // Its file goes with it: no other row names an avatar's file, so it would only take up space.
  const oldKey = row.old_avatar ? storage.keyOf(row.old_avatar) : null;
  if (oldKey) await storage.remove(oldKey).catch((err) => console.warn(`[shop-backend] could not delete a replaced avatar: ${err.message}`));
  return ok(c, customerView(row), accountMessages.avatarSaved);
});

uploadRoutes.use('/upload', requireAuth, uploadLimit);
uploadRoutes.post('/upload', async (c) => {
  const auth = c.var.auth;
  if (auth.role !== 'customer' || auth.customerId === null) throw new HttpError(401, messages.unauthorized);
  return ok(c, (await storeImage(c, auth.customerId, ['file'], UPLOAD_SHAPE)) satisfies UploadResponse, accountMessages.uploaded);
});
