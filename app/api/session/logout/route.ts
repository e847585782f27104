import { NextResponse, type NextRequest } from 'next/server';
import { upstreamCall } from '@/lib/api/upstream';
import { ROLE_COOKIE, TOKEN_COOKIE, sessionToken } from '@/lib/session/cookies';
import { startGuestSession } from '@/lib/session/guest-session';
import { refuseCrossSite } from '@/lib/session/same-origin';
import { otherMethods } from '@/lib/api/other-methods';

export const dynamic = 'force-dynamic';
export const { GET, PUT, PATCH, DELETE } = otherMethods('POST');

/** Revokes the token's session upstream, so the old token is refused at once (not in 30 days). */
async function revoke(token: string | undefined): Promise<void> {
  if (!token) return;
  try {
    const answer = await upstreamCall('v1/user/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    await answer.body?.cancel();
    // 401: the token was dead already. Any other refusal leaves it valid upstream until it expires;
    // the customer is logged out here all the same (their cookies are replaced below).
    if (!answer.ok && answer.status !== 401) console.error(`[logout] revoke answered ${answer.status}`);
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
  await revoke(sessionToken(request.cookies));
  const guest = await startGuestSession(request);
  const response = NextResponse.json({ success: true, data: { user: guest?.user ?? null }, msg: '', code: 200 });
  response.headers.set('cache-control', 'private, no-store');
  if (!guest) {
    response.cookies.delete(TOKEN_COOKIE);
    response.cookies.delete(ROLE_COOKIE);
  }
  for (const cookie of guest?.cookies ?? []) response.cookies.set(cookie);
  return response;
}
