import { NextResponse, type NextRequest } from 'next/server';
import { safeRedirect } from '@/lib/redirect';
import { viewFromQuery, viewSegment } from '@/lib/category-view';
import { toWesternDigits } from '@/common/digits';
import { ROLE_COOKIE, sessionToken } from '@/lib/session/cookies';
import { nonceCsp } from '@/lib/security/page-csp';
import { siteUrl } from '@/lib/site-url';

const CATEGORY = /^\/category\/([^/]+)$/;

/** A product, category or owner id, and what follows it in the path. */
const ID_PATH = /^\/(product|category|owners)\/([^/]+)((?:\/[^/]*)*)$/;

/**
 * One address per page, so a link a customer typed works and search engines see no duplicates:
 * /product/۱۲ and /product/012 are /product/12, and a product's slug segment (/product/12/latte,
 * accepted, never linked) goes too. Anything else after the id is the page's to refuse (404).
 */
function canonicalIdPath(request: NextRequest): NextResponse | null {
  const match = ID_PATH.exec(request.nextUrl.pathname);
  if (!match) return null;
  const [, kind, raw] = match;
  let rest = match[3];
  let id: string;
  try {
    id = toWesternDigits(decodeURIComponent(raw));
  } catch {
    return null;
  }
  if (!/^\d{1,12}$/.test(id)) return null;
  id = String(Number(id));
  if (kind === 'product' && /^\/[^/]+$/.test(rest)) rest = '';
  const path = `/${kind}/${id}${rest}`;
  if (path === request.nextUrl.pathname) return null;
  const url = new URL(request.url);
  url.pathname = path;
  return NextResponse.redirect(url, 308);
}

/**
 * /category/{id}?page={n} (the public, canonical form) is served by the params-only route
 * /category/{id}/p/{n}, which can be cached per page; a sorted or in-stock view
 * (?sort=…&is_exist=1) by /category/{id}/p/{n}/{view}, cached the same way. The page
 * validates every value (404).
 */
function categoryRewrite(request: NextRequest): NextResponse | null {
  const match = CATEGORY.exec(request.nextUrl.pathname);
  if (!match) return null;
  const url = request.nextUrl.clone();
  // Spec section 5: Persian or Arabic digits are normalised (?page=۲ is page 2), and an empty
  // value is no value. Here the value is still text: the page gets its params percent-encoded.
  const page = toWesternDigits(url.searchParams.get('page') || '1');
  const view = viewSegment(viewFromQuery(url.searchParams));
  url.pathname = `/category/${match[1]}/p/${encodeURIComponent(page) || '_'}${view ? `/${view}` : ''}`;
  url.search = '';
  return NextResponse.rewrite(url);
}

/**
 * Runs before pages (the matcher keeps it off the API, static files and images):
 * - a trailing slash and a non-canonical id path (/product/012, /product/۱۲) answer 308;
 * - a logged-in customer opening /login goes to the safe `redirect` target instead;
 * - personal pages get a nonce CSP; a category page is rewritten to its params-only route, cached per page;
 * - home names its canonical URL in a Link header.
 * It never starts a session (the gateway does, on the first API call), so public pages are the
 * same bytes for everyone.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;

  if (pathname.length > 1 && pathname.endsWith('/')) {
    // A plain URL: NextURL re-applies trailing-slash formatting on output.
    const url = new URL(request.url);
    url.pathname = pathname.replace(/\/+$/, '') || '/';
    return NextResponse.redirect(url, 308);
  }

  const canonical = canonicalIdPath(request);
  if (canonical) return canonical;

  const csp = nonceCsp(request);
  const response = categoryRewrite(request) ?? NextResponse.next(csp ? { request: { headers: csp.requestHeaders } } : undefined);
  if (csp) response.headers.set('content-security-policy', csp.policy);
  // Home's canonical URL goes in a header, not in the document: a <link rel=canonical> in home's
  // metadata outlived a client-side move to a category (two canonicals in one document), and
  // links with tracking parameters (/?utm_source=…) must still count as home.
  if (pathname === '/') response.headers.append('link', `<${siteUrl()}/>; rel="canonical"`);
  const hasSession = sessionToken(request.cookies) !== undefined;
  if (pathname === '/login' && hasSession && request.cookies.get(ROLE_COOKIE)?.value === 'customer') {
    return NextResponse.redirect(new URL(safeRedirect(searchParams.get('redirect')), request.url));
  }

  return response;
}

export const config = {
  matcher: [
    // Pages only: not the API, Next's assets, image optimisation, or files with an extension.
    '/((?!api/|_next/|media/|.*\\.[a-zA-Z0-9]+$).*)',
  ],
};
