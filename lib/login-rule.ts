import type { SessionData } from './api/types';

/**
 * Spec section 2: a new user, or a doctor shop's customer without a first name or name, goes
 * back one page after login (and the form shows step 1 again) instead of following `redirect`.
 */
export function goesBackAfterLogin(session: SessionData, shopType: string | null | undefined): boolean {
  if (session.is_new_user) return true;
  const customer = session.customer;
  return shopType === 'doctor' && !customer?.first_name && !customer?.name;
}

/** Where "back one page" leads: the previous page of this site in this tab, else home — never off the site. */
export function backTarget(previous: string | null, current: string): string {
  if (!previous || previous === current || previous === '/login' || previous.startsWith('/login?')) return '/';
  return previous;
}
