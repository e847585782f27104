'use client';

import { ApiError, type Notice } from '@/lib/errors';
import { cappedMessage, mergeGuestCart, type MergeOutcome, type MergeStore } from '@/lib/cart/merge';
import { rootStore } from '@/stores';
import { notify } from '@/stores/notifications';
import { handleApiError } from '@/stores/session-actions';
import { selectGuestCart } from '@/stores/slices/products';
import { cartClient } from '@/lib/api/browser';

/**
 * Sends the guest cart to a customer's server cart (spec section 4, after OTP validation).
 * One merge at a time; a failed one keeps the guest cart and its merge id, so the retry (the
 * automatic one here, the next page load, or the next login) repeats the same merge and the
 * server cannot add it twice.
 */

const NOTICE_KEY = 'cart-merge-notice';

let inFlight: Promise<MergeOutcome> | null = null;
let attemptedThisLoad = false;
/** The last failed merge of this page: whether it is worth sending again, and when it failed. */
let lastFailure: { retryable: boolean; at: number } | null = null;

/** Once a tab comes back into view, a kept merge is sent again at most this often. */
const VISIBLE_RETRY_MS = 30_000;

/** Whether a merge was already tried since this page loaded. */
export function mergeAttemptedThisLoad(): boolean {
  return attemptedThisLoad;
}

/**
 * Whether the merge that failed on this page is worth sending again now: only after a connection
 * or server trouble (a refusal would be refused again), at once when the connection is back, at
 * most every VISIBLE_RETRY_MS when the customer comes back to the tab.
 */
export function mayRetryKeptMerge(on: 'online' | 'visible'): boolean {
  if (!lastFailure?.retryable) return false;
  return on === 'online' || Date.now() - lastFailure.at >= VISIBLE_RETRY_MS;
}

/** Connection trouble and server errors are worth one retry; a refused request is not. */
function retryable(error: unknown): boolean {
  return !(error instanceof ApiError) || error.kind !== 'http' || error.status >= 500;
}

const store: MergeStore = {
  read: () => selectGuestCart(rootStore.getState()),
  setMergeId: (id) => rootStore.getState().setGuestCartMergeId(id),
  clear: () => void rootStore.getState().updateGuestCart({ type: 'clear' }),
};

/** Keeps a notice for the page the merge reloads into (toasts do not survive a reload). */
function keepForNextPage(notice: Notice) {
  try {
    window.sessionStorage.setItem(NOTICE_KEY, JSON.stringify(notice));
  } catch {
    // Storage unavailable: the toast was shown before the reload, that will do.
  }
}

/** The notice a merge left for this page, once. */
export function takeMergeNotice(): Notice | null {
  try {
    const raw = window.sessionStorage.getItem(NOTICE_KEY);
    if (!raw) return null;
    window.sessionStorage.removeItem(NOTICE_KEY);
    const notice = JSON.parse(raw) as Notice;
    return typeof notice?.message === 'string' && (notice.variant === 'success' || notice.variant === 'error') ? notice : null;
  } catch {
    return null;
  }
}

/** `quiet`: a retry in the background, which does not tell the customer again what they were told. */
export function mergeGuestCartInto(customerId: number, { quiet = false } = {}): Promise<MergeOutcome> {
  if (inFlight) return inFlight;
  attemptedThisLoad = true;
  const items = store.read().items;
  inFlight = (async () => {
    const outcome = await mergeGuestCart(store, async (payload) => (await cartClient.merge(customerId, payload)).data, { retryable });
    lastFailure = outcome.status === 'failed' ? { retryable: retryable(outcome.error), at: Date.now() } : null;
    if (outcome.status === 'merged') {
      const capped = cappedMessage(outcome.cart.capped, items);
      if (capped) {
        const notice: Notice = { message: capped, variant: 'error', code: 'cart-capped' };
        notify(notice);
        keepForNextPage(notice);
      }
    } else if (outcome.status === 'failed') {
      handleApiError(outcome.error);
      if (!quiet) notify({
        message: 'سبد خرید شما روی این دستگاه حفظ شد و دوباره برای حسابتان ارسال می‌شود',
        variant: 'error',
        code: 'cart-merge',
      });
    }
    return outcome;
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
