import { RENEWED_MAX_AGE_HEADER, RENEWED_ROLE_HEADER, RENEWED_TOKEN_HEADER } from '@/common/contract/session-headers';
import { isTokenShaped, sessionCookies, type CookieSpec } from './cookies';

/**
 * The cookies of a session the API renewed in its answer (backend/auth/middleware.ts), or none:
 * a customer who keeps shopping keeps their login past its first 30 days.
 */
export function renewedSessionCookies(answer: Headers, secure: boolean): CookieSpec[] {
  const token = answer.get(RENEWED_TOKEN_HEADER);
  if (!token || !isTokenShaped(token)) return [];
  const maxAge = Number(answer.get(RENEWED_MAX_AGE_HEADER));
  return sessionCookies(token, answer.get(RENEWED_ROLE_HEADER) ?? 'customer', secure, Number.isInteger(maxAge) && maxAge > 0 ? maxAge : undefined);
}
