import { Hono } from 'hono';
import type { Env } from '../../context';
import { requireAuth, requireOwnCustomer } from '../../auth/middleware';
import { ok } from '../../http';
import { formatJalali } from '../../lib/jalali';
import { usableSql } from '../checkout/coupon-uses';
import type { CouponView } from '../../../common/contract/account';

interface CouponRow {
  code: string;
  title: string;
  percent: number | null;
  amount: number | null;
  max_discount: number | null;
  min_order: number;
  expires_at: Date | string | null;
  customer_id: number | null;
}

const num = (v: number | null) => (v === null ? null : Number(v));

export function couponView(row: CouponRow): CouponView {
  const expires = row.expires_at === null ? null : new Date(row.expires_at);
  return {
    code: row.code,
    title: row.title,
    percent: num(row.percent),
    amount: num(row.amount),
    max_discount: num(row.max_discount),
    min_order: Number(row.min_order),
    expires_at: expires?.toISOString() ?? null,
    expires_at_jalali: expires ? formatJalali(expires) : null,
    /** true: made for this customer only; false: everyone's. */
    personal: row.customer_id !== null,
  };
}

/**
 * GET /app/customer/{id}/coupons (own only): the coupons this customer can use at checkout now,
 * the same rule order/price applies (active, not expired, everyone's or theirs, uses left in all
 * and for them: coupon-uses.ts); the minimum order is shown, not judged. Soonest to expire first.
 */
export const couponListRoutes = new Hono<Env>();

couponListRoutes.use('/app/customer/:id/coupons', requireAuth, requireOwnCustomer);
couponListRoutes.get('/app/customer/:id/coupons', async (c) => {
  const rows = await c.var.deps.db.query<CouponRow>(
    `SELECT code, title, percent, amount, max_discount, min_order, expires_at, customer_id FROM coupons c
     WHERE active AND (expires_at IS NULL OR expires_at > $2) AND (customer_id IS NULL OR customer_id = $1)
       AND ${usableSql('$1', '$2::timestamptz')}
     ORDER BY expires_at ASC NULLS LAST, id`,
    [c.var.auth.customerId, c.var.deps.now()],
  );
  return ok(c, rows.map(couponView));
});
