import { Hono, type Context } from 'hono';
import type { Env } from '../context';
import { issueOtp, verifyOtp, OTP_LENGTH } from '../auth/otp';
import { signToken, TOKEN_TTL_SECONDS } from '../auth/tokens';
import { clientAddress, issueGuestToken } from '../auth/guests';
import { parseMobile, readBody } from '../lib/validate';
import { toWesternDigits } from '../lib/text';
import { HttpError, ok } from '../http';
import { customerView, type CustomerRow } from './customers-view';

export const authRoutes = new Hono<Env>();

authRoutes.post('/login/guest', async (c) => {
  // No users row: see auth/guests.ts. The guest's id is null until it has one.
  const access_token = await issueGuestToken(c.var.deps, clientAddress(c.req.header('x-forwarded-for')));
  return ok(c, { token: { access_token, expires_in: TOKEN_TTL_SECONDS }, user: { id: null, role: 'guest' } });
});

async function sendCode(c: Context<Env>) {
  const body = await readBody(c);
  const mobile = parseMobile(body.mobile);
  const { resendAfter } = await issueOtp(c.var.deps, mobile);
  return ok(c, { mobile, resend_after: resendAfter, code_length: OTP_LENGTH }, 'کد تایید ارسال شد');
}

authRoutes.post('/login', sendCode);
authRoutes.post('/resend', sendCode);

authRoutes.post('/validate', async (c) => {
  const { deps } = c.var;
  const body = await readBody(c);
  const mobile = parseMobile(body.mobile);
  const code = toWesternDigits(String(body.code ?? '')).trim();
  if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) throw new HttpError(400, 'کد تایید اشتباه است');
  await verifyOtp(deps, mobile, code);

  const result = await deps.db.tx(async (q) => {
    const inserted = await q.query<CustomerRow>(
      `INSERT INTO customers (mobile) VALUES ($1) ON CONFLICT (mobile) DO NOTHING RETURNING *`,
      [mobile],
    );
    const [customer] = inserted.length ? inserted : await q.query<CustomerRow>('SELECT * FROM customers WHERE mobile = $1', [mobile]);
    const [user] = await q.query<{ id: number }>(
      `INSERT INTO users (role, customer_id) VALUES ('customer', $1)
       ON CONFLICT (customer_id) DO UPDATE SET role = 'customer' RETURNING id`,
      [customer.id],
    );
    return { customer, user, isNew: inserted.length > 0 };
  });

  const access_token = await signToken(deps.jwtSecret, {
    userId: result.user.id,
    role: 'customer',
    customerId: result.customer.id,
  });
  return ok(
    c,
    {
      token: { access_token, expires_in: TOKEN_TTL_SECONDS },
      customer: customerView(result.customer),
      user: { id: result.user.id, role: 'customer' },
      is_new_user: result.isNew,
    },
    'خوش آمدید',
  );
});
