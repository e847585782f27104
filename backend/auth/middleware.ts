import type { MiddlewareHandler } from 'hono';
import type { Env } from '../context';
import { HttpError, messages } from '../http';
import { parseId } from '../lib/validate';
import { authenticate } from './sessions';

/** Any valid token of a live session, guest or customer; a missing, bad or revoked token is 401. */
export const requireAuth: MiddlewareHandler<Env> = async (c, next) => {
  const claims = await authenticate(c.var.deps, c.req.header('authorization'));
  if (!claims) throw new HttpError(401, messages.unauthorized);
  c.set('auth', claims);
  await next();
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
