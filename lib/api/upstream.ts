import 'server-only';
import { demoModeFrom } from '@/backend/lib/demo-mode.mjs';
import { CLIENT_ADDRESS_HEADER } from '@/lib/security/headers.mjs';
import { REQUEST_TIMEOUT_MS } from '@/lib/spec-constants';

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

export interface UpstreamInit {
  method?: string;
  headers?: HeadersInit;
  /** The browser's request this call is made for: its address goes along for the API's per-address limits. */
  from?: Request;
  timeoutMs?: number;
}

/**
 * Calls the shop API at `/api/<path>` (query included) through upstreamFetch, with the spec's
 * time limit and, given `from`, the visitor's address (set by the server layer from the socket).
 */
export function upstreamCall(path: string, { method = 'GET', headers, from, timeoutMs = REQUEST_TIMEOUT_MS }: UpstreamInit = {}): Promise<Response> {
  const sent = new Headers(headers);
  const client = from?.headers.get(CLIENT_ADDRESS_HEADER);
  if (client) sent.set('x-forwarded-for', client);
  return upstreamFetch(new Request(`http://upstream.internal/api/${path}`, { method, headers: sent, signal: AbortSignal.timeout(timeoutMs) }));
}

/** Whether the demo-only backend routes (/api/dev/*) may be reached through the gateway. */
export function demoRoutesEnabled(): boolean {
  if (process.env.API_UPSTREAM_URL) return false;
  return demoModeFrom(process.env);
}
