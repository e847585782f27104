import type { Context } from 'hono';

/**
 * The client address the storefront's gateway reports in X-Forwarded-For (its first entry).
 * The backend is reached only through the gateway (in-process or on a private port), which sets
 * the header itself; a request without one counts as one shared "unknown" client.
 */
export function clientAddress(c: Context): string {
  const first = (c.req.header('x-forwarded-for') ?? '').split(',')[0].trim();
  return first && first.length <= 64 ? first.toLowerCase() : 'unknown';
}
