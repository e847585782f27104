'use client';

import type { SessionData } from '@/lib/api/types';
import { rootStore } from '@/stores';
import { selectGuestCart } from '@/stores/slices/products';
import { mergeGuestCartInto } from '@/components/cart/merge-actions';
import { tellNativeSessionChanged } from '@/lib/webview';

export { CART_RELOAD_DELAY_MS } from '@/lib/spec-constants';

/**
 * Steps that run after a successful OTP validation, before the customer is sent on: the session
 * is stored and a guest cart becomes the customer's server cart (spec section 4). Returns true
 * when the cart was merged: the caller then goes on with a full load (the cart "reloads").
 */
export async function afterLogin(session: SessionData): Promise<boolean> {
  rootStore.getState().setSession({ user: session.user, customer: session.customer ?? null });
  tellNativeSessionChanged(session.user.role);
  const customer = session.customer;
  if (session.user.role !== 'customer' || !customer) return false;
  if (selectGuestCart(rootStore.getState()).items.length === 0) return false;
  const outcome = await mergeGuestCartInto(customer.id);
  // A failed merge keeps the guest cart (nothing lost) and the login carries on as usual.
  return outcome.status === 'merged';
}
