import 'server-only';
import { demoModeFrom } from '@/backend/lib/demo-mode.mjs';

/**
 * Sends an HTTP-shaped request to the shop API: API_UPSTREAM_URL when set, otherwise the
 * embedded backend's fetch handler in this process (no network hop, no second port).
 */
export async function upstreamFetch(request: Request): Promise<Response> {
  const base = process.env.API_UPSTREAM_URL;
  if (base) {
    const incoming = new URL(request.url);
    const target = new URL(incoming.pathname + incoming.search, base.endsWith('/') ? base : `${base}/`);
    // Redirects (payment pages, callback) go back to the browser, not followed here.
    return fetch(new Request(target, request), { redirect: 'manual' });
  }
  const { getEmbeddedBackend } = await import('@/backend/embedded');
  const backend = await getEmbeddedBackend();
  return backend.fetch(request);
}

/** Whether the demo-only backend routes (/api/dev/*) may be reached through the gateway. */
export function demoRoutesEnabled(): boolean {
  if (process.env.API_UPSTREAM_URL) return false;
  return demoModeFrom(process.env);
}
