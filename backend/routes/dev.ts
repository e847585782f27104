import { Hono } from 'hono';
import type { Env } from '../context';
import { fail } from '../http';
import { lastOtp } from '../auth/otp';
import { parseMobile } from '../lib/validate';
import { devOrderRoutes } from './dev-orders';

/** Demo-mode conveniences; the app mounts these only when demo is on. */
export const devRoutes = new Hono<Env>();

devRoutes.get('/otp', async (c) => {
  const mobile = parseMobile(c.req.query('mobile') ?? '');
  const code = await lastOtp(c.var.deps, mobile);
  if (!code) return fail(c, 404, 'کدی برای این شماره ارسال نشده است');
  // Plain shape on purpose: this is a tool for people and tests, not part of the shop contract.
  return c.json({ code });
});

devRoutes.route('/', devOrderRoutes);
