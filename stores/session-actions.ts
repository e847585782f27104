'use client';

import { describeError, isAppleDevice } from '@/lib/errors';
import { tellNativeDeleteToken } from '@/lib/webview';
import { readLocal } from '@/lib/local-storage';
import { PUSH_TOKEN_STORAGE_KEY } from '@/lib/spec-constants';
import { rootStore } from './index';
import { notify, notifyAfterReload } from './notifications';

/**
 * This browser's push token goes first, while the customer's session can still remove it. The
 * API client loads only when a token is stored (rarely), so every page's bundle stays small.
 */
async function removePushTokenBeforeLogout(): Promise<void> {
  if (!readLocal(PUSH_TOKEN_STORAGE_KEY)) return;
  try {
    const { removeStoredPushToken } = await import('@/lib/api/push');
    await removeStoredPushToken();
  } catch {
    // The module did not load (offline): logout goes on.
  }
}

/**
 * Whatever the server could do (a logout forced by a dead session cannot remove the token), this
 * browser stops receiving the logged-out customer's notifications: its push subscription, which
 * the FCM token stands for, ends here. Bounded, so an unreachable push service never holds logout.
 */
async function endPushSubscription(): Promise<void> {
  const end = async () => {
    const registration = await navigator.serviceWorker?.getRegistration();
    await (await registration?.pushManager?.getSubscription())?.unsubscribe();
  };
  try {
    await Promise.race([end(), new Promise((resolve) => setTimeout(resolve, 2000))]);
  } catch {
    // No worker or no push in this browser: nothing to end.
  }
}

/**
 * Logout (spec section 4): remove the push token, drop the session cookie and take a fresh
 * guest one, tell the native wrapper, clear local storage, reset every slice, and start over at home.
 */
export async function logout(): Promise<void> {
  await removePushTokenBeforeLogout();
  await endPushSubscription();
  try {
    await fetch('/api/session/logout', { method: 'POST', credentials: 'same-origin' });
  } catch {
    // Offline: the local state is still cleared; the stale cookie fails with 401 later.
  }
  tellNativeDeleteToken();
  try {
    window.localStorage.clear();
  } catch {
    // Storage unavailable.
  }
  rootStore.getState().resetAll();
  // A full load on purpose: every in-memory cache (React Query, module state) starts clean.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign('/');
}

let loggingOut = false;

/** The one place failed API calls end up: a toast with the spec's message, and 401/403 → logout. */
export function handleApiError(error: unknown): void {
  const { notice, logout: mustLogout } = describeError(error, {
    apple: typeof navigator !== 'undefined' && isAppleDevice(navigator.userAgent),
  });
  if (notice) notify(notice);
  if (mustLogout && !loggingOut) {
    loggingOut = true;
    // Logout ends in a full load of home: the message («لطفاً دوباره وارد شوید») must be there.
    if (notice) notifyAfterReload(notice);
    void logout();
  }
}
