import { safeRedirect } from './redirect';

/**
 * The login page's address that brings the shopper back to `path` afterwards. Home and the
 * login page itself need no redirect; anything that is not a same-origin path is dropped.
 */
export function loginHref(path: string | null | undefined): string {
  const target = path ?? '/';
  if (safeRedirect(target, '') === '' || target === '/' || target === '/login' || target.startsWith('/login?')) return '/login';
  return `/login?redirect=${encodeURIComponent(target)}`;
}
