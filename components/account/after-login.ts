'use client';

import type { SessionData } from '@/lib/api/types';
import { safeRedirect } from '@/lib/redirect';
import { rootStore } from '@/stores';
import { selectGuestCart } from '@/stores/slices/products';
import { mergeGuestCartInto } from '@/components/cart/merge-actions';

/** Spec section 9: after OTP verification the cart reloads after 500 ms. */
export const CART_RELOAD_DELAY_MS = 500;

/**
 * Steps that run after a successful OTP validation, before the customer is sent on.
 * Returns true when a step has taken over navigation (for example a reload).
 */
export async function afterLogin(session: SessionData): Promise<boolean> {
  rootStore.getState().setSession({ user: session.user, customer: session.customer ?? null });

  // A guest cart becomes the customer's server cart (spec section 4), then the page reloads.
  const customer = session.customer;
  if (session.user.role !== 'customer' || !customer) return false;
  if (selectGuestCart(rootStore.getState()).items.length === 0) return false;
  const outcome = await mergeGuestCartInto(customer.id);
  // A failed merge keeps the guest cart (nothing lost) and the login carries on as usual.
  if (outcome.status !== 'merged') return false;
  const target = safeRedirect(new URLSearchParams(window.location.search).get('redirect'));
  setTimeout(() => window.location.assign(target), CART_RELOAD_DELAY_MS);
  return true;
}
