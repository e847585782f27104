import { NextResponse, type NextRequest } from 'next/server';
import { ROLE_COOKIE, TOKEN_COOKIE } from '@/lib/session/cookies';
import { startGuestSession } from '@/lib/session/guest-session';

export const dynamic = 'force-dynamic';

/**
 * Logout: drops the customer's session and, as the spec asks after a logout or a 401/403,
 * starts a fresh guest session in the same round trip.
 */
export async function POST(request: NextRequest) {
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
