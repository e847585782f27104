import { NextResponse, type NextRequest } from 'next/server';
import { safeRedirect } from '@/lib/redirect';
import { isCrawler } from '@/lib/crawlers';
import { internalOrigin } from '@/lib/server-origin';
import { ROLE_COOKIE, TOKEN_COOKIE } from '@/lib/session/cookies';
import { nonceCsp } from '@/lib/security/page-csp';

const BOOTSTRAP_TIMEOUT_MS = 1500;
const CATEGORY = /^\/category\/([^/]+)$/;

/**
 * /category/{id}?page={n} (the public, canonical form) is served by the params-only route
 * /category/{id}/p/{n}, which can be cached per page. The page validates both values (404).
 */
function categoryRewrite(request: NextRequest): NextResponse | null {
  const match = CATEGORY.exec(request.nextUrl.pathname);
  if (!match) return null;
  const url = request.nextUrl.clone();
  const page = url.searchParams.get('page') ?? '1';
  url.pathname = `/category/${match[1]}/p/${encodeURIComponent(page) || '_'}`;
  url.search = '';
  return NextResponse.rewrite(url);
}

/**
 * Runs before pages (the matcher keeps it off the API, static files and images):
 * - a logged-in customer opening /login goes to the safe `redirect` target instead;
 * - a visitor with no session gets a guest token cookie, within a bounded time; a failure
 *   only means the page is served without one.
 */
export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;

  if (pathname.length > 1 && pathname.endsWith('/')) {
    // A plain URL: NextURL re-applies trailing-slash formatting on output.
    const url = new URL(request.url);
    url.pathname = pathname.replace(/\/+$/, '') || '/';
    return NextResponse.redirect(url, 308);
  }

  const csp = nonceCsp(request);
  const response = categoryRewrite(request) ?? NextResponse.next(csp ? { request: { headers: csp.requestHeaders } } : undefined);
  if (csp) response.headers.set('content-security-policy', csp.policy);
  const hasSession = request.cookies.has(TOKEN_COOKIE);
  if (pathname === '/login' && hasSession && request.cookies.get(ROLE_COOKIE)?.value === 'customer') {
    return NextResponse.redirect(new URL(safeRedirect(searchParams.get('redirect')), request.url));
  }

  if (hasSession || request.method !== 'GET' || isCrawler(request.headers.get('user-agent'))) return response;
  if (request.headers.get('purpose') === 'prefetch' || request.headers.has('next-router-prefetch')) return response;

  try {
    const guest = await fetch(`${internalOrigin()}/api/v1/user/login/guest`, {
      method: 'POST',
      signal: AbortSignal.timeout(BOOTSTRAP_TIMEOUT_MS),
      headers: { 'x-forwarded-proto': request.headers.get('x-forwarded-proto') ?? request.nextUrl.protocol.replace(':', '') },
    });
    if (guest.ok) for (const cookie of guest.headers.getSetCookie()) response.headers.append('set-cookie', cookie);
  } catch (err) {
    console.warn('[proxy] guest session not created:', err instanceof Error ? err.message : err);
  }
  return response;
}

export const config = {
  matcher: [
    // Pages only: not the API, Next's assets, image optimisation, or files with an extension.
    '/((?!api/|_next/|media/|.*\\.[a-zA-Z0-9]+$).*)',
  ],
};
