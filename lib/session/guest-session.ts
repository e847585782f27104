import 'server-only';
import type { NextRequest } from 'next/server';
import { upstreamFetch } from '@/lib/api/upstream';
import { isSecureRequest, sessionCookies, type CookieSpec } from './cookies';
import { extractToken } from './token-response';
import { CLIENT_ADDRESS_HEADER } from '@/lib/security/headers.mjs';
import { REQUEST_TIMEOUT_MS } from '@/lib/spec-constants';

export interface GuestSession {
  token: string;
  cookies: CookieSpec[];
  /** The `user` of the guest-login answer, token removed. */
  user: unknown;
}

/**
 * A fresh guest session for the visitor of `request`, or null when the API refuses one (its
 * per-address limit) or cannot be reached: the caller then goes on without a session.
 * Guest tokens are stateless upstream (no database row until the guest writes), so this is
 * cheap; it happens on the first API call of a browser without a session, never on a page view.
 * The client address (set by the server layer, scripts/security-layer.mjs) is passed on for
 * the API's per-address limit.
 */
export async function startGuestSession(request: NextRequest): Promise<GuestSession | null> {
  try {
    const headers = new Headers();
    const address = request.headers.get(CLIENT_ADDRESS_HEADER);
    if (address) headers.set('x-forwarded-for', address);
    const upstream = await upstreamFetch(
      new Request('http://upstream.internal/api/v1/user/login/guest', { method: 'POST', headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }),
    );
    if (!upstream.ok) {
      console.warn('[guest-session] refused:', upstream.status);
      return null;
    }
    const { issued, forwarded } = extractToken(await upstream.json());
    if (!issued) return null;
    const secure = isSecureRequest(request.url, request.headers.get('x-forwarded-proto'));
    const user = (forwarded as { data?: { user?: unknown } }).data?.user ?? null;
    return { token: issued.token, cookies: sessionCookies(issued.token, issued.role, secure, issued.maxAge), user };
  } catch (err) {
    console.error('[guest-session]', err);
    return null;
  }
}
