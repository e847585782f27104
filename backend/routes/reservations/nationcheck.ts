import { Hono, type Context } from 'hono';
import { requireAuth } from '../../auth/middleware';
import type { Env } from '../../context';
import { ok } from '../../http';
import { clientAddress } from '../../lib/client-address';
import { enforceLimit } from '../../lib/rate-limit';
import { parseMobile, readBody } from '../../lib/validate';
import { assertNationCodeFree, parseNationCode } from './params';

/**
 * POST /customer/nationcheck {mobile, nation_code} → {success, data: {mobile, nation_code}, msg, code}
 * The server's rules for a guest booking's national code: ten digits (Persian digits accepted),
 * not one digit repeated, a valid check digit (400 otherwise), and not already the code of a
 * customer with another mobile (409), since a code belongs to one person.
 */
export const nationCheckRoutes = new Hono<Env>();

/**
 * Checks one client address may make an hour. A 409 tells that a code is another mobile's, so
 * unbounded checks would let anyone find whose code is whose; a booking form needs a handful
 * (a carrier's NAT puts many phones behind one address).
 */
export const NATION_CHECKS_PER_HOUR = 60;

/**
 * assertNationCodeFree, within NATION_CHECKS_PER_HOUR for the client address (429 past it). A guest
 * booking and a profile save give the same answer as /customer/nationcheck, so all three count.
 */
export async function checkNationCodeFree(c: Context<Env>, code: string, mobile: string): Promise<void> {
  const { db } = c.var.deps;
  const now = c.var.deps.now();
  await enforceLimit(db, `nationcheck:${clientAddress(c)}`, {
    limit: NATION_CHECKS_PER_HOUR,
    windowSeconds: 3600,
    now,
    msg: 'تعداد بررسی کد ملی از این دستگاه زیاد است؛ لطفاً ساعتی دیگر دوباره تلاش کنید',
  });
  await assertNationCodeFree(db, code, mobile);
}

nationCheckRoutes.use('/customer/nationcheck', requireAuth);

nationCheckRoutes.post('/customer/nationcheck', async (c) => {
  const body = await readBody(c);
  const mobile = parseMobile(body.mobile);
  const code = parseNationCode(body.nation_code);
  await checkNationCodeFree(c, code, mobile);
  return ok(c, { mobile, nation_code: code }, 'کد ملی معتبر است');
});
