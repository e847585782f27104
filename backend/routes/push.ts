import { Hono } from 'hono';
import type { Env } from '../context';
import { requireAuth } from '../auth/middleware';
import { HttpError, fail, messages, ok } from '../http';
import { readBody } from '../lib/validate';
import { sameKey } from '../push/config';
import { registerSubscription, registerToken, removeDevice } from '../push/devices';
import { PRINTABLE, optionalPushEndpoint, webPushSubscription } from '../push/subscription';

const m = {
  badToken: 'شناسه اعلان این دستگاه معتبر نیست',
  registered: 'اعلان‌ها برای این دستگاه فعال شد',
  removed: 'اعلان‌های این دستگاه خاموش شد',
} as const;

const KEY_HEADER = /^Key[ \t]+(\S.*)$/i;

/**
 * The device token of a request body, trimmed: 1 to 1024 printable ASCII characters without spaces.
 * FCM tokens are ~160 characters of [A-Za-z0-9:_-]; the cap keeps the token within push_tokens'
 * btree primary key (about 2.7 KB a row).
 */
function deviceToken(body: Record<string, unknown>): string {
  const token = typeof body.token === 'string' ? body.token.trim() : '';
  if (!PRINTABLE.test(token)) throw new HttpError(400, m.badToken);
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
 * - POST /token {token, endpoint?} and POST /token/delete {token, endpoint?}: the logged-in
 *   customer's device tokens, with the endpoint of the browser's subscription when the page knows it.
 * - POST /subscription {subscription, old_endpoint?}: the service worker's report of a subscription
 *   the browser replaced (backend/push/devices.ts).
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
pushRoutes.use('/subscription', requireAuth);

pushRoutes.post('/token', async (c) => {
  const { auth, deps } = c.var;
  const owner = customerId(auth);
  const body = await readBody(c);
  await registerToken(deps.db, owner, deviceToken(body), optionalPushEndpoint(body.endpoint), deps.now());
  return ok(c, { registered: true }, m.registered);
});

// Only the owner's rows go: another customer's (or an unknown) token answers removed: false.
pushRoutes.post('/token/delete', async (c) => {
  const { auth, deps } = c.var;
  const owner = customerId(auth);
  const body = await readBody(c);
  const removed = await removeDevice(deps.db, owner, deviceToken(body), optionalPushEndpoint(body.endpoint));
  return ok(c, { removed }, removed ? m.removed : '');
});

pushRoutes.post('/subscription', async (c) => {
  const { auth, deps } = c.var;
  const owner = customerId(auth);
  const body = await readBody(c);
  await registerSubscription(deps.db, owner, webPushSubscription(body.subscription), optionalPushEndpoint(body.old_endpoint), deps.now());
  return ok(c, { registered: true }, m.registered);
});
