/**
 * The auth cookie holds the API token (httpOnly: page code never sees it). The role cookie says
 * whose session it is, 'guest' or 'customer': the proxy reads it, and so does page code (it is
 * no credential), to know a session exists and that it matches the login the page restored.
 */
export const TOKEN_COOKIE = 'shop_token';
export const ROLE_COOKIE = 'shop_role';
export const SESSION_MAX_AGE = 30 * 24 * 3600;

/** What an Authorization header can carry (visible ASCII), bounded. */
const TOKEN_SHAPE = /^[\x21-\x7e]{1,4096}$/;

/**
 * The session token from the request's cookies. A cookie holding anything else (set for the
 * parent domain by a sibling subdomain, or mangled) counts as no session: used as it is, it
 * would make every API call fail before reaching the API, with no 401 to start over from.
 */
export function sessionToken(cookies: { get(name: string): { value: string } | undefined }): string | undefined {
  const value = cookies.get(TOKEN_COOKIE)?.value;
  return value && isTokenShaped(value) ? value : undefined;
}

export function isTokenShaped(value: string): boolean {
  return TOKEN_SHAPE.test(value);
}

export interface CookieSpec {
  name: string;
  value: string;
  httpOnly: boolean;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  maxAge: number;
}

/** Both session cookies for a freshly issued token. `secure` follows the request's scheme. */
export function sessionCookies(token: string, role: string, secure: boolean, maxAge = SESSION_MAX_AGE): CookieSpec[] {
  const base = { sameSite: 'lax', secure, path: '/', maxAge } as const;
  return [
    { name: TOKEN_COOKIE, value: token, httpOnly: true, ...base },
    { name: ROLE_COOKIE, value: role === 'guest' ? 'guest' : 'customer', httpOnly: false, ...base },
  ];
}

/** The cookies of a token the API issued, for the browser whose request it answers (https or not). */
export function issuedCookies(request: Request, issued: { token: string; role: string; maxAge?: number }): CookieSpec[] {
  return sessionCookies(issued.token, issued.role, isSecureRequest(request.url, request.headers.get('x-forwarded-proto')), issued.maxAge);
}

export function isSecureRequest(url: string, forwardedProto: string | null): boolean {
  if (forwardedProto) return forwardedProto.split(',')[0].trim() === 'https';
  return url.startsWith('https:');
}

/**
 * The role cookie as page code reads it: 'guest', 'customer', or null without a session. Two of
 * them (one planted for a parent domain by a sibling site) are no answer: nothing is decided on it.
 */
export function sessionRole(cookie: string): 'guest' | 'customer' | null {
  const roles = [...cookie.matchAll(new RegExp(`(?:^|;\\s*)${ROLE_COOKIE}=([^;]*)`, 'g'))].map((m) => m[1]);
  return roles.length === 1 && (roles[0] === 'guest' || roles[0] === 'customer') ? roles[0] : null;
}
