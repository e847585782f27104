import { Hono } from 'hono';
import type { Env } from '../context';
import { fail } from '../http';
import { lastOtp } from '../auth/otp';
import { parseMobile } from '../lib/validate';
import { devOrderRoutes } from './dev-orders';
import { demoQrId } from '../seed/qr-codes';

/** Demo-mode conveniences; the app mounts these only when demo is on. */
export const devRoutes = new Hono<Env>();

devRoutes.get('/otp', async (c) => {
  const mobile = parseMobile(c.req.query('mobile') ?? '');
  const code = await lastOtp(c.var.deps, mobile);
  if (!code) return fail(c, 404, 'کدی برای این شماره ارسال نشده است');
  // Plain shape on purpose: this is a tool for people and tests, not part of the shop contract.
  return c.json({ code });
});

/** The demo QR code's storefront path, for end-to-end tests (its id is random per database). */
devRoutes.get('/qr', async (c) => {
  const id = await demoQrId(c.var.deps.db);
  if (!id) return fail(c, 404, 'کد QR نمونه وجود ندارد');
  return c.json({ id, path: `/qr/${id}` });
});

devRoutes.route('/', devOrderRoutes);
/** Row counts the end-to-end tests watch (a page view must not add a users row). */
devRoutes.get('/stats', async (c) => {
  const [row] = await c.var.deps.db.query<{ users: number; guests: number }>(
    `SELECT count(*)::int AS users, count(*) FILTER (WHERE role = 'guest')::int AS guests FROM users`,
  );
  return c.json(row);
});
