/**
 * What the service worker does with a same-origin request. Kept free of worker globals so the
 * rules are unit-tested: a page that could hold personal data must never come from a cache.
 */

/** Pages that are the same bytes for every visitor (nothing personal is rendered on the server). */
const PUBLIC_PAGE = /^\/(?:$|product\/|category\/|owners(?:\/|$)|search$)/;

/** Whether a page is kept for offline use (the offline page says which kind it stands in for). */
export function isPublicPage(path: string): boolean {
  return PUBLIC_PAGE.test(path);
}

export type RequestKind = 'static' | 'image' | 'public-page' | 'private-page' | 'pass';

interface Described {
  url: URL;
  origin: string;
  navigate: boolean;
}

/**
 * static: Next's content-hashed files (never change); image: product and shop images;
 * public-page: network first, the last copy when offline; private-page: network only, the
 * offline page when it fails (cart, checkout, profile, orders…, and navigations into the API);
 * pass: not touched at all (the API's fetches, other origins, the worker itself).
 */
export function requestKind({ url, origin, navigate }: Described): RequestKind {
  if (url.origin !== origin) return 'pass';
  const path = url.pathname;
  if (path.startsWith('/serwist/')) return 'pass';
  // A navigation into the API (the payment provider's return to the callback, the sandbox's
  // pages) is answered too: one the worker leaves alone is sent again after its navigation
  // preload (w3c/ServiceWorker#1611), and a payment return must reach the server once.
  if (navigate) return isPublicPage(path) ? 'public-page' : 'private-page';
  if (path.startsWith('/api/')) return 'pass';
  if (path.startsWith('/_next/static/')) return 'static';
  if (path.startsWith('/_next/image') || path.startsWith('/media/') || path.startsWith('/icons/')) return 'image';
  return 'pass';
}

/**
 * The document of a page the app's router is going to: after the first load, an in-app link does
 * not navigate, it fetches the page's RSC payload (header `RSC: 1`, `_rsc` in the query). For a
 * public page that is not a prefetch (a link merely on screen), the page's own URL, so the worker
 * can save the document too and the page opens offline as one navigated to does; else null. Not
 * for search: each filter is a new address the server renders afresh, and saving them all would
 * double that work and push out the products seen. The query is kept as written, only `_rsc`
 * taken out (URLSearchParams would rewrite `%20` as `+`, another address for the cache).
 */
export function routerPageDocument({ url, origin, headers }: { url: URL; origin: string; headers: Headers }): string | null {
  if (url.origin !== origin || headers.get('rsc') !== '1' || !isPublicPage(url.pathname) || url.pathname === '/search') return null;
  if (headers.has('next-router-prefetch') || headers.has('next-router-segment-prefetch')) return null;
  const query = url.search
    .slice(1)
    .split('&')
    .filter((part) => part && part !== '_rsc' && !part.startsWith('_rsc='))
    .join('&');
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`;
}

const STATIC_URL = /\/_next\/static\/[^"'\s<>()\\]+/g;

/** The app shell's files: every `/_next/static/…` file a page's HTML names (scripts, styles, fonts). */
export function shellAssets(html: string): string[] {
  return [...new Set(html.match(STATIC_URL) ?? [])].map((u) => u.replace(/&amp;/g, '&'));
}

/**
 * A page navigation the network answered with a server error. 'ours': the shop's own error page
 * (a saved copy of the page, with its notice, is better; without one the shop's page stays),
 * including its 503 for a page its API could not serve (marked with SHOP_ERROR_HEADER);
 * 'gateway': an unmarked 502/503/504, a reverse proxy's while the shop restarts (the saved copy,
 * else the Persian offline page rather than the proxy's own). Navigations into the API (a
 * payment provider's return) are never replaced.
 */
export function serverFailure(status: number, path: string, shopError = false): 'none' | 'ours' | 'gateway' {
  if (status < 500 || path.startsWith('/api/')) return 'none';
  return !shopError && (status === 502 || status === 503 || status === 504) ? 'gateway' : 'ours';
}
