import type { MiddlewareHandler } from 'hono';
import type { Env } from '../context';
import { HttpError, messages } from '../http';
import { parseId } from '../lib/validate';
import { liveSession, renewedToken } from './sessions';
import { TOKEN_TTL_SECONDS } from './tokens';
import { RENEWED_MAX_AGE_HEADER, RENEWED_ROLE_HEADER, RENEWED_TOKEN_HEADER } from '../../common/contract/session-headers';

/**
 * Any valid token of a live session, guest or customer; a missing, bad or revoked token is 401.
 * A session due for renewal gets its new token in the answer's RENEWED_* headers, which the
 * storefront's gateway turns into its cookies (and never passes on).
 */
export const requireAuth: MiddlewareHandler<Env> = async (c, next) => {
  const { deps } = c.var;
  const session = await liveSession(deps, c.req.header('authorization'));
  if (!session) throw new HttpError(401, messages.unauthorized);
  c.set('auth', session.claims);
  await next();
  // Renewing is a courtesy: a failure leaves the answer as it is and tries again next call.
  const token = await renewedToken(deps, session).catch((err: unknown) => {
    console.error('[auth] session renewal failed', err);
    return null;
  });
  if (!token) return;
  c.header(RENEWED_TOKEN_HEADER, token);
  c.header(RENEWED_ROLE_HEADER, session.claims.role);
  c.header(RENEWED_MAX_AGE_HEADER, String(TOKEN_TTL_SECONDS));
};

/**
 * A logged-in customer acting on their own record: the path parameter `id` must be their
 * customer id. Guests get 401 (they must log in), other customers 403.
 */
export const requireOwnCustomer: MiddlewareHandler<Env> = async (c, next) => {
  const id = parseId(c.req.param('id'));
  const auth = c.var.auth;
  if (auth.role !== 'customer') throw new HttpError(401, messages.unauthorized);
  if (auth.customerId !== id) throw new HttpError(403, messages.forbidden);
  await next();
};
