import { NextResponse, type NextRequest } from 'next/server';
import { upstreamFetch, demoRoutesEnabled } from '@/lib/api/upstream';
import { REQUEST_TIMEOUT_MS } from '@/lib/api/envelope';
import { apiPathFrom, isAllowedPath, isSessionless, issuesToken } from '@/lib/session/allowlist';
import { isSecureRequest, sessionCookies, sessionToken, type CookieSpec } from '@/lib/session/cookies';
import { renewedSessionCookies } from '@/lib/session/renewed-session';
import { extractToken } from '@/lib/session/token-response';
import { startGuestSession } from '@/lib/session/guest-session';
import { MESSAGES } from '@/lib/errors';
import { revalidateTag } from 'next/cache';
import { productTag } from '@/lib/api/catalog-server';
import { mayChangeProduct, productChangedBy } from '@/lib/session/write-revalidation';
import { refuseCrossSite } from '@/lib/session/same-origin';
import { CLIENT_ADDRESS_HEADER } from '@/lib/security/headers.mjs';
import { readRequestBody } from '@/lib/http/limited-body';
import { upstreamFailure } from '@/lib/api/upstream-failure';
import { failureBody } from '@/lib/api/failure.mjs';
import { MAX_API_BODY_BYTES } from '@/lib/api/gateway-constants.mjs';

/**
 * The API gateway: the browser's single, same-origin door to the shop API. It forwards
 * allow-listed paths only, adds the Bearer token from the httpOnly cookie, applies the 60 s
 * time-out, and turns issued tokens into the session cookie so page JavaScript never sees them.
 * Served by the route app/api/[[...path]] and, in production, straight from the server layer
 * (lib/api/direct-gateway.ts) without Next's route machinery.
 */

// idempotency-key: an order submit's retry or double click must reach the API as the same submit.
const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept', 'accept-language', 'idempotency-key'];
// location: the payment provider's pages and callback answer with redirects (same-site paths).
// retry-after: when a limit (429) or a busy database (503) lifts.
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified', 'location', 'retry-after'];

function envelope(status: number, msg: string) {
  return NextResponse.json(failureBody(status, msg), { status });
}

function withCookies(response: NextResponse, cookies: CookieSpec[]): NextResponse {
  for (const cookie of cookies) response.cookies.set(cookie);
  return response;
}

export async function gateway(request: NextRequest): Promise<Response> {
  const path = apiPathFrom(request.nextUrl.pathname);
  if (!path || !isAllowedPath(path, demoRoutesEnabled())) return envelope(404, MESSAGES[404]);
  const refused = refuseCrossSite(request, path);
  if (refused) return refused;

  let body: Uint8Array<ArrayBuffer> | undefined;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    // Read before a guest session is started: a refused body costs the API nothing.
    const read = await readRequestBody(request, MAX_API_BODY_BYTES);
    if (!read.ok) return envelope(read.status, read.msg);
    body = read.bytes;
  }

  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  // A browser's first call without a session starts its guest session (never a page view, nor a
  // HEAD: a monitor's or crawler's probe).
  const session = sessionToken(request.cookies);
  const needsGuest = request.method !== 'HEAD' && !session && !issuesToken(path) && !isSessionless(path) && !path.startsWith('dev/');
  const guest = needsGuest ? await startGuestSession(request) : null;
  const token = session ?? guest?.token;
  if (token) headers.set('authorization', `Bearer ${token}`);
  // Set by the server layer from the socket (server/server.mjs); the API's per-address limits use it.
  const client = request.headers.get(CLIENT_ADDRESS_HEADER);
  if (client) headers.set('x-forwarded-for', client);

  // A declared length lets the backend's body limit read it instead of re-streaming the body.
  if (body) headers.set('content-length', String(body.byteLength));

  let upstream: Response;
  try {
    upstream = await upstreamFetch(
      new Request(`http://upstream.internal/api/${path}${request.nextUrl.search}`, {
        method: request.method,
        headers,
        body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      }),
    );
  } catch (err) {
    const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
    console.error('[gateway]', request.method, path, timedOut ? 'time-out' : err);
    return timedOut ? envelope(504, MESSAGES.timeout) : envelope(502, MESSAGES.server);
  }

  const secure = isSecureRequest(request.url, request.headers.get('x-forwarded-proto'));
  // A fresh guest's cookies, or those of a session the API renewed.
  const cookies = [...(guest?.cookies ?? []), ...renewedSessionCookies(upstream.headers, secure)];

  const failure = await upstreamFailure(upstream, path);
  if (failure) {
    // The details stay in the server's log (the embedded backend has logged its own failure
    // already: once is enough); the browser gets the Persian envelope.
    if (process.env.API_UPSTREAM_URL) console.error('[gateway]', request.method, path, 'upstream answered', upstream.status, upstream.headers.get('content-type'));
    const refused = envelope(failure.status, failure.msg);
    // The upstream's own refusal (its 503, kept with its msg) says when to come back; a 502 put in its place does not.
    const retryAfter = failure.status === upstream.status && upstream.headers.get('retry-after');
    if (retryAfter) refused.headers.set('retry-after', retryAfter);
    return withCookies(refused, cookies);
  }

  const responseHeaders = new Headers();
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) responseHeaders.set(name, value);
  }
  // Personal answers must never be stored by a shared cache.
  if (token && !responseHeaders.has('cache-control')) responseHeaders.set('cache-control', 'private, no-store');

  if (upstream.ok && mayChangeProduct(request.method, path)) {
    const answer: unknown = await upstream.clone().json().catch(() => null);
    const productId = productChangedBy(request.method, path, answer);
    // Expire now: the writer's refresh and the next visitor see the change, not the old page.
    if (productId !== null) revalidateTag(productTag(productId), { expire: 0 });
  }

  if (!issuesToken(path) || !upstream.ok) {
    return withCookies(new NextResponse(upstream.body, { status: upstream.status, headers: responseHeaders }), cookies);
  }

  const json = await upstream.json().catch(() => null);
  const { issued, forwarded } = extractToken(json);
  const response = NextResponse.json(forwarded, { status: upstream.status, headers: responseHeaders });
  response.headers.set('cache-control', 'private, no-store');
  return withCookies(response, issued ? sessionCookies(issued.token, issued.role, secure, issued.maxAge) : cookies);
}
