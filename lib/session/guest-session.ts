import 'server-only';
import type { NextRequest } from 'next/server';
import { upstreamCall } from '@/lib/api/upstream';
import { issuedCookies, type CookieSpec } from './cookies';
import { extractToken } from './token-response';

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
 * The client address (set by the server layer, server/security-layer.mjs) is passed on for
 * the API's per-address limit.
 */
export async function startGuestSession(request: NextRequest): Promise<GuestSession | null> {
  try {
    const upstream = await upstreamCall('v1/user/login/guest', { method: 'POST', from: request });
    if (!upstream.ok) {
      console.warn('[guest-session] refused:', upstream.status);
      return null;
    }
    const { issued, forwarded } = extractToken(await upstream.json());
    if (!issued) return null;
    const user = (forwarded as { data?: { user?: unknown } }).data?.user ?? null;
    return { token: issued.token, cookies: issuedCookies(request, issued), user };
  } catch (err) {
    console.error('[guest-session]', err);
    return null;
  }
}
