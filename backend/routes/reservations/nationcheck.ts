import { Hono } from 'hono';
import { requireAuth } from '../../auth/middleware';
import type { Env } from '../../context';
import { ok } from '../../http';
import { parseMobile, readBody } from '../../lib/validate';
import { assertNationCodeFree, parseNationCode } from './params';

/**
 * POST /customer/nationcheck {mobile, nation_code} → {success, data: {mobile, nation_code}, msg, code}
 * The server's rules for a guest booking's national code: ten digits (Persian digits accepted),
 * not one digit repeated, a valid check digit (400 otherwise), and not already the code of a
 * customer with another mobile (409), since a code belongs to one person.
 */
export const nationCheckRoutes = new Hono<Env>();

nationCheckRoutes.use('/customer/nationcheck', requireAuth);

nationCheckRoutes.post('/customer/nationcheck', async (c) => {
  const body = await readBody(c);
  const mobile = parseMobile(body.mobile);
  const code = parseNationCode(body.nation_code);
  await assertNationCodeFree(c.var.deps.db, code, mobile);
  return ok(c, { mobile, nation_code: code }, 'کد ملی معتبر است');
});
