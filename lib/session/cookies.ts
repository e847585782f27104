/** The auth cookie holds the API token; the role cookie lets the proxy tell guests from customers. */
export const TOKEN_COOKIE = 'shop_token';
export const ROLE_COOKIE = 'shop_role';
export const SESSION_MAX_AGE = 30 * 24 * 3600;

export interface CookieSpec {
  name: string;
  value: string;
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  maxAge: number;
}

/** Both session cookies for a freshly issued token. `secure` follows the request's scheme. */
export function sessionCookies(token: string, role: string, secure: boolean, maxAge = SESSION_MAX_AGE): CookieSpec[] {
  const base = { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge } as const;
  return [
    { name: TOKEN_COOKIE, value: token, ...base },
    { name: ROLE_COOKIE, value: role === 'guest' ? 'guest' : 'customer', ...base },
  ];
}

export function isSecureRequest(url: string, forwardedProto: string | null): boolean {
  if (forwardedProto) return forwardedProto.split(',')[0].trim() === 'https';
  return url.startsWith('https:');
}
