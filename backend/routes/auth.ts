import { Hono, type Context } from 'hono';
import type { Env } from '../context';
import { issueOtp, verifyOtp, OTP_LENGTH } from '../auth/otp';
import { TOKEN_TTL_SECONDS } from '../auth/tokens';
import { issueGuestToken } from '../auth/guests';
import { authenticate, issueToken, revokeSession } from '../auth/sessions';
import { requireAuth } from '../auth/middleware';
import { clientAddress } from '../lib/client-address';
import { parseMobile, readBody, scalarText } from '../lib/validate';
import { plainDigits } from '../../common/digits';
import { HttpError, ok } from '../http';
import { customerView, type CustomerRow } from './customers-view';

export const authRoutes = new Hono<Env>();

authRoutes.post('/login/guest', async (c) => {
  // No users or sessions row: see auth/guests.ts. The guest's id is null until it has one.
  const access_token = await issueGuestToken(c.var.deps, clientAddress(c));
  return ok(c, { token: { access_token, expires_in: TOKEN_TTL_SECONDS }, user: { id: null, role: 'guest' } });
});

async function sendCode(c: Context<Env>) {
  const body = await readBody(c);
  const mobile = parseMobile(body.mobile);
  const { resendAfter } = await issueOtp(c.var.deps, mobile, clientAddress(c));
  return ok(c, { mobile, resend_after: resendAfter, code_length: OTP_LENGTH }, 'کد تایید ارسال شد');
}

authRoutes.post('/login', sendCode);
authRoutes.post('/resend', sendCode);

authRoutes.post('/validate', async (c) => {
  const { deps } = c.var;
  const body = await readBody(c);
  const mobile = parseMobile(body.mobile);
  const code = plainDigits(scalarText(body.code) ?? '').trim();
  if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) throw new HttpError(400, 'کد تایید اشتباه است');
  await verifyOtp(deps, mobile, code, clientAddress(c));
  // A customer session this login replaces stops working with it. A guest token has no session
  // row to revoke (stateless, README Sessions): the storefront's gateway drops its cookie with
  // the login, and it lapses by itself.
  const replaced = await authenticate(deps, c.req.header('authorization'));

  const result = await deps.db.tx(async (q) => {
    const inserted = await q.query<CustomerRow>(
      `INSERT INTO customers (mobile) VALUES ($1) ON CONFLICT (mobile) DO NOTHING RETURNING *`,
      [mobile],
    );
    const [customer] = inserted.length ? inserted : await q.query<CustomerRow>('SELECT * FROM customers WHERE mobile = $1', [mobile]);
    // New: never logged in and no name on file. A guest's booking may have made the row already
    // (without names: a guest proves no mobile); a customer the shop seeded or entered by name is not new.
    const [loggedInBefore] = await q.query('SELECT 1 FROM users WHERE customer_id = $1', [customer.id]);
    const [user] = await q.query<{ id: number }>(
      `INSERT INTO users (role, customer_id) VALUES ('customer', $1)
       ON CONFLICT (customer_id) DO UPDATE SET role = 'customer' RETURNING id`,
      [customer.id],
    );
    if (replaced) await revokeSession(deps, q, replaced.sessionId);
    const access_token = await issueToken(deps, q, { userId: user.id, role: 'customer', customerId: customer.id });
    return { customer, user, access_token, isNew: !loggedInBefore && !customer.first_name && !customer.last_name };
  });
  const { access_token } = result;
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

/** Logout: the token's session is revoked at once; the token gets 401 from then on. */
authRoutes.post('/logout', requireAuth, async (c) => {
  await revokeSession(c.var.deps, c.var.deps.db, c.var.auth.sessionId);
  return ok(c, null, 'از حساب کاربری خارج شدید');
});
