'use client';

import { describeError, isAppleDevice } from '@/lib/errors';
import { tellNativeDeleteToken } from '@/lib/webview';
import { endPushSubscription } from '@/lib/pwa/push-endpoint';
import { readLocal } from '@/lib/local-storage';
import { clearPersonalDrafts } from '@/lib/personal-drafts';
import { PUSH_TOKEN_STORAGE_KEY, REQUEST_TIMEOUT_MS } from '@/lib/spec-constants';
import { rootStore } from './index';
import { initialUser } from './slices/user';
import { notify, notifyAfterReload } from './notifications';

/**
 * This browser's push token goes first, while the customer's session can still remove it. The
 * API client loads only when a token is stored (rarely), so every page's bundle stays small.
 */
async function removePushTokenBeforeLogout(): Promise<string | null> {
  const token = readLocal(PUSH_TOKEN_STORAGE_KEY);
  if (!token) return null;
  try {
    const { removeStoredPushToken } = await import('@/lib/api/push');
    await removeStoredPushToken();
  } catch {
    // The module did not load (offline): logout goes on.
  }
  return readLocal(PUSH_TOKEN_STORAGE_KEY) ? null : token;
}

/** A logout the server refused leaves the customer logged in: their notifications stay on too. */
async function restorePushToken(token: string | null): Promise<void> {
  if (!token) return;
  try {
    const { registerPushToken } = await import('@/lib/api/push');
    await registerPushToken(token);
  } catch {
    // Best effort: a page's idle check registers it again within a week (components/pwa/PushResync.tsx).
  }
}

const LOGOUT_FAILED = { message: 'خروج انجام نشد؛ اتصال اینترنت را بررسی کنید و دوباره تلاش کنید', variant: 'error', code: 'logout' } as const;

/** Asks the server to end the session and set a guest one; false when it could not be reached or refused. */
export async function endServerSession(): Promise<boolean> {
  try {
    const res = await fetch('/api/session/logout', {
      method: 'POST',
      credentials: 'same-origin',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Logout (spec section 4): remove the push token, drop the session cookie and take a fresh
 * guest one, tell the native wrapper, clear local storage (and the tab's drafts of personal details),
 * reset every slice, and start over at home.
 *
 * Only the server can drop the httpOnly session cookie: a logout the customer asked for that does
 * not reach it keeps everything as it was, with a message, and returns false (clearing only this
 * page would leave the session alive behind a guest's screen, and /login closed to them). A forced
 * logout (the session is dead already: 401/403) clears this page whatever the server answers.
 */
export async function logout({ forced = false }: { forced?: boolean } = {}): Promise<boolean> {
  if (!forced && typeof navigator !== 'undefined' && navigator.onLine === false) {
    notify(LOGOUT_FAILED);
    return false;
  }
  const removedToken = await removePushTokenBeforeLogout();
  if (!(await endServerSession()) && !forced) {
    notify(LOGOUT_FAILED);
    await restorePushToken(removedToken);
    return false;
  }
  // Whatever the server could do (a logout forced by a dead session cannot remove the token),
  // this browser stops receiving the logged-out customer's notifications.
  await endPushSubscription();
  tellNativeDeleteToken();
  // A guest cart whose merge into the account has not gone through (the customer was told it is
  // kept on this device) stays, with its merge id, for the next login: only its items, no person.
  const { guestCart } = rootStore.getState().products;
  const pendingMerge = guestCart.mergeId !== null && guestCart.items.length > 0;
  try {
    window.localStorage.clear();
  } catch {
    // Storage unavailable.
  }
  clearPersonalDrafts();
  rootStore.getState().resetAll(pendingMerge ? { user: initialUser, guestCart } : undefined);
  // A full load on purpose: every in-memory cache (React Query, module state) starts clean.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign('/');
  return true;
}

let loggingOut = false;

/**
 * The one place failed API calls end up: a toast with the spec's message, and 401/403 → logout.
 * `pressed`: the failure of something the customer pressed (every mutation), not a background read.
 */
export function handleApiError(error: unknown, opts: { pressed?: boolean } = {}): void {
  const { notice, logout: mustLogout } = describeError(error, {
    apple: typeof navigator !== 'undefined' && isAppleDevice(navigator.userAgent),
    pressed: opts.pressed,
  });
  if (notice) notify(notice);
  if (mustLogout && !loggingOut) {
    loggingOut = true;
    // Logout ends in a full load of home: the message («لطفاً دوباره وارد شوید») must be there.
    if (notice) notifyAfterReload(notice);
    void logout({ forced: true });
  }
}

/**
 * For calls whose failure the screen says itself (a status line, an inline message): only a dead
 * session (401/403) goes on to the logout every other call does.
 */
export function logoutIfSessionEnded(error: unknown): void {
  if (describeError(error).logout) handleApiError(error);
}
