import { failureResponse } from './failure.mjs';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// The server layer's word for it too (server/security-layer.mjs).
const MESSAGE = 'این نوع درخواست پشتیبانی نمی‌شود';

/**
 * Handlers for the methods an /api route does not take: the API's Persian 405 envelope with
 * Allow, where Next's own 405 has an empty body. A route exports the ones it lacks:
 * `export const { POST, PUT, PATCH, DELETE } = otherMethods('GET');`
 */
export function otherMethods(...allowed: Method[]): Record<Method, () => Response> {
  const refuse = () => failureResponse(405, MESSAGE, { allow: allowed.join(', ') });
  return { GET: refuse, POST: refuse, PUT: refuse, PATCH: refuse, DELETE: refuse };
}
