import { Hono } from 'hono';
import type { Env } from '../../context';
import type { Queryable } from '../../db/client';
import { requireAuth } from '../../auth/middleware';
import { HttpError, messages, ok } from '../../http';
import { readBody, scalarText } from '../../lib/validate';
import { limitCodeLookup, normalizeCode } from '../cart/coupons';
import { isCaller } from '../cart/price';
import { accountMessages } from './messages';

const m = accountMessages.gift;

interface GiftRow {
  id: number;
  code: string;
  amount: number;
  kind: 'single' | 'campaign';
  max_uses: number | null;
  uses: number;
  expires_at: Date | string | null;
  active: boolean;
}

export interface Redemption {
  code: string;
  amount: number;
  credit: number;
  /** This customer had redeemed it already (a retry after a lost answer): nothing was added now. */
  repeated?: true;
}

/**
 * Redeems a gift code into the customer's credit, all in one transaction. The code's row is
 * locked first, so parallel redemptions of one code queue up and each sees the uses of those
 * before it: a single-use code is won by exactly one customer, a campaign code is redeemed once
 * per customer (gift_redemptions' primary key) and never beyond max_uses (a CHECK on uses). The
 * customer's own code again answers what it added then, adding nothing (`repeated`).
 */
export async function redeemGiftCode(q: Queryable, customerId: number, input: string, now: Date): Promise<Redemption> {
  const code = normalizeCode(input);
  if (!code) throw new HttpError(400, m.empty);
  if (code.length > 64) throw new HttpError(404, m.unknown);
  const [gift] = await q.query<GiftRow>('SELECT * FROM gift_codes WHERE code = $1 FOR UPDATE', [code]);
  if (!gift || !gift.active) {
    const coupon = gift ? [] : await q.query('SELECT 1 FROM coupons WHERE code = $1', [code]);
    throw new HttpError(404, coupon.length > 0 ? m.isCoupon : m.unknown);
  }
  if (gift.expires_at && new Date(gift.expires_at).getTime() <= now.getTime()) throw new HttpError(400, m.expired);
  const [mine] = await q.query<{ amount: number }>('SELECT amount FROM gift_redemptions WHERE gift_code_id = $1 AND customer_id = $2', [
    gift.id,
    customerId,
  ]);
  if (mine) {
    // Said as done, not as «used» (someone else's use): the customer's own retry after an answer lost on the way.
    const [current] = await q.query<{ credit: number }>('SELECT credit FROM customers WHERE id = $1', [customerId]);
    return { code, amount: Number(mine.amount), credit: Number(current.credit), repeated: true };
  }
  if (gift.kind === 'single' && gift.uses > 0) throw new HttpError(409, m.used);
  if (gift.max_uses !== null && gift.uses >= gift.max_uses) throw new HttpError(409, m.exhausted);

  const amount = Number(gift.amount);
  await q.query('INSERT INTO gift_redemptions (gift_code_id, customer_id, amount, created_at) VALUES ($1, $2, $3, $4)', [
    gift.id,
    customerId,
    amount,
    now,
  ]);
  await q.query('UPDATE gift_codes SET uses = uses + 1 WHERE id = $1', [gift.id]);
  const [after] = await q.query<{ credit: number }>('UPDATE customers SET credit = credit + $2 WHERE id = $1 RETURNING credit', [
    customerId,
    amount,
  ]);
  await q.query(
    `INSERT INTO credit_transactions (customer_id, amount, balance, kind, gift_code_id, created_at) VALUES ($1, $2, $3, 'gift_code', $4, $5)`,
    [customerId, amount, after.credit, gift.id, now],
  );
  return { code, amount, credit: Number(after.credit) };
}

/**
 * POST /app/coupons/apply/ {coupon, customer}: the caller redeems a gift code (customer must be
 * the caller). Failed redemptions count against FAILED_CODES_PER_HOUR (429 past it).
 */
export const giftCodeRoutes = new Hono<Env>();

giftCodeRoutes.use('/app/coupons/apply', requireAuth);
giftCodeRoutes.use('/app/coupons/apply/', requireAuth);
giftCodeRoutes.post('/app/coupons/apply', async (c) => {
  const { auth, deps } = c.var;
  if (auth.role !== 'customer' || auth.customerId === null) throw new HttpError(401, messages.unauthorized);
  const body = await readBody(c);
  const [customer] = await deps.db.query<{ id: number; mobile: string }>('SELECT id, mobile FROM customers WHERE id = $1', [auth.customerId]);
  if (!customer) throw new HttpError(401, messages.unauthorized);
  if (!isCaller(body.customer, customer)) throw new HttpError(403, messages.forbidden);
  const code = scalarText(body.coupon);
  if (code === null) throw new HttpError(400, m.empty);
  const customerId = customer.id;
  const result = await limitCodeLookup(c, customerId, code, () => deps.db.tx((q) => redeemGiftCode(q, customerId, code, deps.now())));
  const { repeated, ...redemption } = result;
  return ok(c, redemption, repeated ? m.alreadyYours(result.amount) : m.redeemed(result.amount));
});
