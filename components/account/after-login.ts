'use client';

import type { SessionData } from '@/lib/api/types';
import { rootStore } from '@/stores';
import { selectGuestCart } from '@/stores/slices/products';
import { mergeGuestCartInto } from '@/components/cart/merge-actions';
import { tellNativeSessionChanged } from '@/lib/webview';
import { newMergeId } from '@/lib/cart/merge';

/**
 * Steps that run after a successful OTP validation, before the customer is sent on: the session
 * is stored and a guest cart becomes the customer's server cart (spec section 4). Returns true
 * when the cart was merged: the caller then goes on with a full load (the cart "reloads").
 */
export async function afterLogin(session: SessionData): Promise<boolean> {
  const guestCart = selectGuestCart(rootStore.getState());
  // The merge id is stored before the session: another tab sees this login only after it, so a
  // merge it retries carries the same id and the server applies the cart once.
  if (session.user.role === 'customer' && guestCart.items.length > 0 && !guestCart.mergeId) {
    rootStore.getState().setGuestCartMergeId(newMergeId());
  }
  rootStore.getState().setSession({ user: session.user, customer: session.customer ?? null });
  tellNativeSessionChanged(session.user.role);
  const customer = session.customer;
  if (session.user.role !== 'customer' || !customer) return false;
  if (selectGuestCart(rootStore.getState()).items.length === 0) return false;
  const outcome = await mergeGuestCartInto(customer.id);
  // A failed merge keeps the guest cart (nothing lost) and the login carries on as usual.
  return outcome.status === 'merged';
}
