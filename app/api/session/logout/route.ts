import { NextResponse, type NextRequest } from 'next/server';
import { upstreamFetch } from '@/lib/api/upstream';
import { ROLE_COOKIE, TOKEN_COOKIE, isSecureRequest, sessionCookies, type CookieSpec } from '@/lib/session/cookies';
import { extractToken } from '@/lib/session/token-response';
import { refuseCrossSite } from '@/lib/session/same-origin';

export const dynamic = 'force-dynamic';

/** Revokes the token's session upstream, so the old token is refused at once (not in 30 days). */
async function revoke(token: string | undefined): Promise<void> {
  if (!token) return;
  try {
    await upstreamFetch(
      new Request('http://upstream.internal/api/v1/user/logout', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(10_000),
      }),
    );
  } catch (err) {
    console.error('[logout] revoke', err);
  }
}

/**
 * Logout: revokes the customer's session and, as the spec asks after a logout or a 401/403,
 * starts a fresh guest session in the same round trip. Only this origin may log a visitor out.
 */
export async function POST(request: NextRequest) {
  const refused = refuseCrossSite(request, 'session/logout');
  if (refused) return refused;
  await revoke(request.cookies.get(TOKEN_COOKIE)?.value);
  let user: unknown = null;
  let cookies: CookieSpec[] = [];
  try {
    const upstream = await upstreamFetch(
      new Request('http://upstream.internal/api/v1/user/login/guest', { method: 'POST', signal: AbortSignal.timeout(10_000) }),
    );
    const { issued, forwarded } = extractToken(await upstream.json());
    if (upstream.ok && issued) {
      const secure = isSecureRequest(request.url, request.headers.get('x-forwarded-proto'));
      cookies = sessionCookies(issued.token, issued.role, secure, issued.maxAge);
      user = (forwarded as { data?: { user?: unknown } }).data?.user ?? null;
    }
  } catch (err) {
    console.error('[logout] guest token', err);
  }
  const response = NextResponse.json({ success: true, data: { user }, msg: '', code: 200 });
  response.headers.set('cache-control', 'private, no-store');
  if (cookies.length === 0) {
    response.cookies.delete(TOKEN_COOKIE);
    response.cookies.delete(ROLE_COOKIE);
  }
  for (const cookie of cookies) response.cookies.set(cookie);
  return response;
}
