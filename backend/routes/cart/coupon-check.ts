import { Hono } from 'hono';
import type { Env } from '../../context';
import { requireAuth } from '../../auth/middleware';
import { HttpError, messages, ok } from '../../http';
import { readBody } from '../../lib/validate';
import { checkCouponWithinAllowance } from './coupons';

/**
 * POST /app/coupons/check {code}: whether a code is a coupon this customer may use now (exists,
 * active, theirs or everyone's, not expired, uses left in all and for them: coupon-uses.ts). The
 * minimum order is judged by order/price, which prices the cart with the code: a check never
 * grants a discount by itself. Refused codes count against FAILED_CODES_PER_HOUR (429 past it),
 * except a coupon whose uses are taken.
 */
export const couponCheckRoutes = new Hono<Env>();

couponCheckRoutes.use('/app/coupons/check', requireAuth);
couponCheckRoutes.post('/app/coupons/check', async (c) => {
  const auth = c.var.auth;
  if (auth.role !== 'customer' || auth.customerId === null) throw new HttpError(401, messages.unauthorized);
  const body = await readBody(c);
  if (typeof body.code !== 'string' || body.code.trim() === '') throw new HttpError(400, 'کد تخفیف را وارد کنید');
  // Any order size passes here; the minimum is order/price's to judge.
  const result = await checkCouponWithinAllowance(c, auth.customerId, body.code);
  // A "no" is a successful check: data.valid carries the verdict, msg the reason.
  return ok(c, { code: result.code, valid: result.valid, msg: result.msg }, result.msg);
});
