import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Deps, Env } from './context';
import { HttpError, fail, messages } from './http';
import { storableText } from './lib/validate';
import { isTransient } from './db/retry';
import { authRoutes } from './routes/auth';
import { customerRoutes } from './routes/customers';
import { configRoutes } from './routes/config';
import { devRoutes } from './routes/dev';
import { catalogRoutes } from './routes/catalog';
import { cartRoutes } from './routes/cart';
import { holidayRoutes } from './routes/holidays';
import { checkoutRoutes } from './routes/checkout';
import { callbackRoutes } from './payments/callback';
import { sandboxPageRoutes } from './payments/sandbox-page';
import { createGateway } from './payments/gateway';
import { createGeocoder } from './geo/geocoder';
import { reservationRoutes } from './routes/reservations';
import { pushRoutes } from './routes/push';
import { accountRoutes, supportRoutes } from './routes/account';
import { isUploadPath } from './routes/account/uploads';
import { folderStorage } from './storage/folder';

/** Postgres error codes that are the client's fault, not the server's. */
const PG_CLIENT_ERRORS: Record<string, { status: 400 | 409; msg: string }> = {
  '23505': { status: 409, msg: messages.duplicate },
  '23514': { status: 400, msg: messages.badRequest },
  '23503': { status: 400, msg: messages.badRequest },
  '22P02': { status: 400, msg: messages.badRequest },
  '22003': { status: 400, msg: messages.badRequest },
  // String too long for its column: an input a route's own length check did not bound.
  '22001': { status: 400, msg: messages.badRequest },
  // Program limit exceeded, e.g. a value too large for its btree index: an oversized input.
  '54000': { status: 400, msg: messages.badRequest },
  // A NUL in text or in JSON, a date or time that does not exist: inputs the routes' own checks
  // refuse first; answered as the client's, should one slip past them.
  '22021': { status: 400, msg: messages.badRequest },
  '22P05': { status: 400, msg: messages.badRequest },
  '22007': { status: 400, msg: messages.badRequest },
  '22008': { status: 400, msg: messages.badRequest },
};

/** How long the health check waits for the database's answer. */
const HEALTH_TIMEOUT_MS = 3_000;

/** The shop API (spec section 7) as one Hono app over an open, migrated database. */
export function createApp(options: Omit<Deps, 'geo' | 'gateway' | 'storage'>) {
  const deps: Deps = {
    ...options,
    geo: createGeocoder(options.geocoder ?? { kind: 'zones' }, options.db, options.now),
    gateway: createGateway(options.payment ?? { provider: 'none' }, options.db),
    storage: folderStorage(options.uploadDir),
  };
  // strict: false — '/api/v1/stories' and '/api/v1/stories/' are the same route.
  const app = new Hono<Env>({ strict: false });

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  // A NUL in the query (e.g. ?name=%00) would reach SQL text parameters, and no search or filter
  // needs another control character: refused for every route.
  app.use('/api/*', async (c, next) => {
    if (!Object.values(c.req.queries()).flat().every(storableText)) return fail(c, 400, messages.badRequest);
    await next();
  });
  const jsonLimit = bodyLimit({ maxSize: 1024 * 1024, onError: (c) => fail(c, 413, 'حجم درخواست بیش از حد مجاز است') });
  // Image uploads have their own, larger limit (routes/account/uploads.ts).
  app.use('/api/*', (c, next) => (isUploadPath(c.req.path) ? next() : jsonLimit(c, next)));

  // For a load balancer: ready only while the database answers (within its probe's patience).
  app.get('/api/health', async (c) => {
    const up = await Promise.race([
      deps.db.query('SELECT 1').then(
        () => true,
        () => false,
      ),
      new Promise<false>((resolve) => setTimeout(resolve, HEALTH_TIMEOUT_MS, false).unref()),
    ]);
    return c.json({ ok: up }, up ? 200 : 503, { 'cache-control': 'no-store', ...(up ? {} : { 'retry-after': '1' }) });
  });

  const v1 = new Hono<Env>({ strict: false });
  v1.route('/user', authRoutes);
  v1.route('/app/customers', customerRoutes);
  v1.route('/app/push', pushRoutes);
  v1.route('/app', configRoutes);
  v1.route('/', catalogRoutes);
  v1.route('/', cartRoutes);
  v1.route('/', holidayRoutes);
  v1.route('/payment/callback', callbackRoutes);
  // The sandbox gateway's own pages exist only while the sandbox is the configured provider.
  if (deps.gateway?.name === 'sandbox') v1.route('/payment/sandbox', sandboxPageRoutes);
  v1.route('/', checkoutRoutes);
  v1.route('/', reservationRoutes);
  v1.route('/', accountRoutes);
  app.route('/api/v1', v1);
  app.route('/api/v3/support', supportRoutes);

  if (deps.demo) app.route('/api/dev', devRoutes);

  app.notFound((c) => fail(c, 404, messages.notFound));
  app.onError((err, c) => {
    if (err instanceof HttpError) {
      if (err.retryAfter) c.header('Retry-After', String(err.retryAfter));
      return fail(c, err.status, err.message);
    }
    const pgCode = (err as { code?: unknown }).code;
    const known = typeof pgCode === 'string' ? PG_CLIENT_ERRORS[pgCode] : undefined;
    if (known) return fail(c, known.status, known.msg);
    // A deadlock, a serialization failure, a lock time-out or a lost database connection: the
    // transaction was rolled back whole, and the same request may well succeed in a moment.
    if (isTransient(err)) {
      console.warn('[shop-backend]', c.req.method, c.req.path, pgCode, (err as Error).message);
      c.header('Retry-After', '1');
      return fail(c, 503, messages.busy);
    }
    console.error('[shop-backend]', c.req.method, c.req.path, err);
    return fail(c, 500, messages.server);
  });
  return app;
}

