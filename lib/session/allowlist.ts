/** API paths (after /api/) the gateway forwards. Anything else is a 404: it is not an open proxy. */
const PREFIXES = [
  'v1/user/',
  'v1/app/',
  'v1/home',
  'v1/categories',
  'v1/products',
  'v1/product/',
  'v1/stories/',
  'v1/poster/',
  'v1/locations',
  'v1/location/',
  'v1/qrcode/',
  'v1/holidays/',
  'v1/order/',
  'v1/payment/',
  'v1/reservation/',
  'v1/customer/',
  'v1/upload',
  // Uploaded images (avatars), served by the backend's folder storage.
  'v1/media/',
  'v3/support/',
];

/**
 * Paths under an allowed prefix that the browser must not reach: the push-config GET wants the
 * server's API key, which the browser never holds (app/api/push-config asks on its behalf).
 * Case-insensitive, in case the upstream API matches paths that way.
 */
const BLOCKED = [/^v1\/app\/push\/config\/?$/i];

/** Paths whose responses carry a token the gateway turns into the session cookie. */
const TOKEN_ISSUERS = [/^v1\/user\/login\/guest$/, /^v1\/user\/validate$/, /^v1\/qrcode\/[^/]+\/get$/];

/**
 * A path as a route matches it: the API serves a path with or without its trailing slash, and
 * an upstream may match letters in any case. A rule that missed `…/validate/` would pass a
 * token through to the page's JavaScript.
 */
export function routeOf(path: string): string {
  return path.replace(/\/$/, '').toLowerCase();
}

/**
 * Paths that need no session: public files and the payment provider's pages and return. A call
 * to them must not start a guest session (an avatar image on a first visit, a provider redirect).
 */
const SESSIONLESS = [/^v1\/media\//, /^v1\/payment\/sandbox\//, /^v1\/payment\/callback\/?$/];

export function isSessionless(path: string): boolean {
  return SESSIONLESS.some((re) => re.test(path));
}

const SAFE_SEGMENT = /^[^/\\\u0000-\u001f\u007f]{1,200}$/;

/**
 * The API path below /api/ from a request pathname (still percent-encoded), re-encoded segment
 * by segment. Refuses traversal, encoded separators and control characters (null). A trailing
 * slash is kept: the spec's API names some paths with one (stories/, order/price/).
 */
export function apiPathFrom(pathname: string): string | null {
  if (!pathname.startsWith('/api/')) return null;
  const raw = pathname.slice('/api/'.length);
  const trailing = raw.endsWith('/');
  const parts = (trailing ? raw.slice(0, -1) : raw).split('/');
  if (parts.length === 0 || parts.length > 12) return null;
  const segments: string[] = [];
  for (const part of parts) {
    let segment: string;
    try {
      segment = decodeURIComponent(part);
    } catch {
      return null;
    }
    if (!SAFE_SEGMENT.test(segment) || segment === '.' || segment === '..') return null;
    segments.push(encodeURIComponent(segment));
  }
  return segments.join('/') + (trailing ? '/' : '');
}

export function isAllowedPath(path: string, demo: boolean): boolean {
  if (BLOCKED.some((re) => re.test(path))) return false;
  if (demo && path.startsWith('dev/')) return true;
  return PREFIXES.some((prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix));
}

export function issuesToken(path: string): boolean {
  const route = routeOf(path);
  return TOKEN_ISSUERS.some((re) => re.test(route));
}
