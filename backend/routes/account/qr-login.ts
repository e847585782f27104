import { Hono } from 'hono';
import { decodeJwt } from 'jose';
import type { Env } from '../../context';
import { issueGuestToken } from '../../auth/guests';
import { authenticate } from '../../auth/sessions';
import { TOKEN_TTL_SECONDS } from '../../auth/tokens';
import { HttpError, ok } from '../../http';
import { clientAddress } from '../../lib/client-address';
import type { QrLoginResponse } from '../../../common/contract/account';
import { accountMessages } from './messages';

/** QR ids are random (seed/qr-codes.ts makes 22 base64url characters); anything else is unknown. */
export const QR_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** Seconds a token has left, from its own exp claim. */
function secondsLeft(token: string, now: Date): number {
  const exp = decodeJwt(token).exp ?? 0;
  return Math.max(0, exp - Math.floor(now.getTime() / 1000));
}

/**
 * GET /qrcode/{id}/get: a printed QR code (a shop's or a table's) in exchange for a session and
 * its login_to_id. A visitor without a session gets a new stateless guest token (rate-limited
 * per address like guest login); a caller who already has a valid session keeps it: their own
 * token comes back unchanged, so scanning a table's code never logs a customer out or empties
 * a guest's cart. Unknown, expired and revoked codes are one 404.
 */
export const qrLoginRoutes = new Hono<Env>();

qrLoginRoutes.get('/qrcode/:id/get', async (c) => {
  const { deps } = c.var;
  const id = c.req.param('id');
  if (!QR_ID.test(id)) throw new HttpError(404, accountMessages.qrInvalid);
  const [code] = await deps.db.query<{ login_to_id: number; label: string }>(
    'SELECT login_to_id, label FROM qr_codes WHERE id = $1 AND NOT revoked AND (expires_at IS NULL OR expires_at > $2)',
    [id, deps.now()],
  );
  if (!code) throw new HttpError(404, accountMessages.qrInvalid);
  const loginToId = Number(code.login_to_id);

  const header = c.req.header('authorization');
  const auth = await authenticate(deps, header);
  if (auth && header) {
    const access_token = header.slice('Bearer '.length);
    const user =
      // A customer's session always names its customer; the check only tells the type so.
      auth.role === 'customer' && auth.customerId !== null
        ? { id: auth.userId, role: 'customer' as const, customer_id: auth.customerId, login_to_id: loginToId }
        : { id: auth.userId || null, role: 'guest' as const, customer_id: null, login_to_id: loginToId };
    return ok(c, { token: { access_token, expires_in: secondsLeft(access_token, deps.now()) }, user, login_to_id: loginToId, label: code.label } satisfies QrLoginResponse);
  }
  const access_token = await issueGuestToken(deps, clientAddress(c));
  const user = { id: null, role: 'guest' as const, customer_id: null, login_to_id: loginToId };
  return ok(c, { token: { access_token, expires_in: TOKEN_TTL_SECONDS }, user, login_to_id: loginToId, label: code.label } satisfies QrLoginResponse);
});
