import { Hono } from 'hono';
import type { Env } from '../context';
import { requireAuth } from '../auth/middleware';
import { HttpError, fail, messages, ok } from '../http';
import { readBody } from '../lib/validate';
import { sameKey } from '../push/config';

const m = {
  badToken: 'شناسه اعلان این دستگاه معتبر نیست',
  registered: 'اعلان‌ها برای این دستگاه فعال شد',
  removed: 'اعلان‌های این دستگاه خاموش شد',
} as const;

/**
 * A device token: 1 to 1024 printable ASCII characters without spaces. FCM tokens are ~160 characters
 * of [A-Za-z0-9:_-]; the cap keeps the token within push_tokens' btree primary key (about 2.7 KB a row).
 */
const TOKEN = /^[\x21-\x7e]{1,1024}$/;
/** Devices kept per customer: a phone, a tablet, a few browsers. Older tokens go, so a script cannot fill the table. */
export const MAX_TOKENS_PER_CUSTOMER = 10;
const KEY_HEADER = /^Key[ \t]+(\S.*)$/i;

/** The device token of a request body, trimmed. */
function deviceToken(body: Record<string, unknown>): string {
  const token = typeof body.token === 'string' ? body.token.trim() : '';
  if (!TOKEN.test(token)) throw new HttpError(400, m.badToken);
  return token;
}

/** The logged-in customer of the request; a guest must log in first (401). */
function customerId(auth: Env['Variables']['auth']): number {
  if (auth.role !== 'customer' || auth.customerId === null) throw new HttpError(401, messages.unauthorized);
  return auth.customerId;
}

/**
 * Push messaging, mounted at /api/v1/app/push:
 * - GET /config with `Authorization: Key <PUSH_CONFIG_KEY>` (spec section 7): the Firebase web
 *   config and VAPID key, or push: null when push is not configured. The storefront's server
 *   calls it; the browser never holds the key.
 * - POST /token {token} and POST /token/delete {token}: the logged-in customer's device tokens.
 */
export const pushRoutes = new Hono<Env>();

pushRoutes.get('/config', (c) => {
  const { push } = c.var.deps;
  const given = KEY_HEADER.exec(c.req.header('authorization') ?? '')?.[1];
  if (!push?.configKey || !given || !sameKey(given, push.configKey)) return fail(c, 401, messages.unauthorized);
  return ok(c, { push: push.web });
});

pushRoutes.use('/token', requireAuth);
pushRoutes.use('/token/delete', requireAuth);

// One row per token: registering it again (a refreshed page, another customer on the same
// browser) moves it to the current customer in the same statement, so parallel registrations
// cannot make a second row.
pushRoutes.post('/token', async (c) => {
  const { auth, deps } = c.var;
  const owner = customerId(auth);
  const token = deviceToken(await readBody(c));
  await deps.db.query(
    `INSERT INTO push_tokens (token, customer_id, created_at, updated_at) VALUES ($1, $2, $3, $3)
     ON CONFLICT (token) DO UPDATE SET customer_id = EXCLUDED.customer_id, updated_at = EXCLUDED.updated_at`,
    [token, owner, deps.now()],
  );
  await deps.db.query(
    `DELETE FROM push_tokens WHERE customer_id = $1 AND token NOT IN
       (SELECT token FROM push_tokens WHERE customer_id = $1 ORDER BY updated_at DESC, token LIMIT $2)`,
    [owner, MAX_TOKENS_PER_CUSTOMER],
  );
  return ok(c, { registered: true }, m.registered);
});

// Only the owner's token goes: another customer's (or an unknown) token answers removed: false.
pushRoutes.post('/token/delete', async (c) => {
  const { auth, deps } = c.var;
  const owner = customerId(auth);
  const token = deviceToken(await readBody(c));
  const rows = await deps.db.query<{ token: string }>('DELETE FROM push_tokens WHERE token = $1 AND customer_id = $2 RETURNING token', [token, owner]);
  return ok(c, { removed: rows.length > 0 }, rows.length > 0 ? m.removed : '');
});
