import type { KyInstance } from 'ky';
import { PUSH_TOKEN_STORAGE_KEY } from '@/lib/spec-constants';
import { readLocal, removeLocal, writeLocal, type KeyValueStorage } from '@/lib/local-storage';
import { currentPushEndpoint } from '@/lib/pwa/push-endpoint';
import { browserHttp } from './browser';
import { send } from './envelope';

export { PUSH_TOKEN_STORAGE_KEY };

/** How long logout waits for the token's removal before it goes on without it. */
export const LOGOUT_PUSH_TIMEOUT_MS = 3000;

/**
 * The customer's push device tokens (POST /app/push/token, /app/push/token/delete), each with the
 * endpoint of this browser's push subscription when there is one: the service worker names the
 * row by it when the browser replaces the subscription (sw/subscription-change.ts).
 */
export function pushApi(http: KyInstance) {
  const json = (token: string, endpoint: string | null) => (endpoint ? { token, endpoint } : { token });
  return {
    register: (token: string, endpoint: string | null) => send<{ registered: boolean }>(http.post('v1/app/push/token', { json: json(token, endpoint) })),
    remove: (token: string, endpoint: string | null, timeout?: number) =>
      // An undefined timeout would replace the instance's 60 s with ky's default 10 s.
      send<{ removed: boolean }>(http.post('v1/app/push/token/delete', timeout ? { json: json(token, endpoint), timeout } : { json: json(token, endpoint) })),
  };
}

export interface PushTokenOptions {
  http?: KyInstance;
  storage?: KeyValueStorage | null;
  /** This browser's subscription endpoint (default: the worker registration's, lib/pwa/push-endpoint). */
  endpoint?: () => Promise<string | null>;
}

const endpointOf = (options: PushTokenOptions) => (options.endpoint ?? currentPushEndpoint)();

/** The token this browser registered (PUSH_TOKEN), or null: notifications are off here. */
export function storedPushToken(storage?: KeyValueStorage | null): string | null {
  return readLocal(PUSH_TOKEN_STORAGE_KEY, storage);
}

/**
 * Registers this browser's push token for the logged-in customer and remembers it under
 * PUSH_TOKEN, so logout can remove it. Throws the ApiError of a failed call (a guest gets 401).
 */
export async function registerPushToken(token: string, options: PushTokenOptions = {}): Promise<void> {
  await pushApi(options.http ?? browserHttp).register(token, await endpointOf(options));
  writeLocal(PUSH_TOKEN_STORAGE_KEY, token, options.storage);
}

/**
 * Removes a push token of the logged-in customer, and their row for this browser's subscription;
 * true when one was theirs and is gone. The stored PUSH_TOKEN is forgotten when it is this token.
 * Throws the ApiError of a failed call.
 */
export async function removePushToken(token: string, options: PushTokenOptions & { timeout?: number } = {}): Promise<boolean> {
  const { data } = await pushApi(options.http ?? browserHttp).remove(token, await endpointOf(options), options.timeout);
  if (storedPushToken(options.storage) === token) removeLocal(PUSH_TOKEN_STORAGE_KEY, options.storage);
  return data.removed;
}

/**
 * Logout's part (stores/session-actions.ts): removes the stored push token while the
 * customer's session still exists, with this browser's subscription row. Best effort within
 * LOGOUT_PUSH_TIMEOUT_MS (after the endpoint lookup's second at most); never throws, so a failure
 * or a slow network never holds logout up.
 */
export async function removeStoredPushToken(options: PushTokenOptions = {}): Promise<void> {
  const token = storedPushToken(options.storage);
  if (!token) return;
  try {
    await removePushToken(token, { ...options, timeout: LOGOUT_PUSH_TIMEOUT_MS });
  } catch {
    // Offline or refused: the token stays on the server until it is registered again.
  }
}

/**
 * Keeps the server's copy of this browser's token current when notifications are on: Firebase
 * rotates tokens, and the server keeps a customer's newest devices only. `current` (what Firebase
 * gives now) is registered again, and a different token stored before is removed (best effort:
 * it is dead either way). Throws the ApiError of a failed registration.
 */
export async function syncPushToken(current: string, options: PushTokenOptions = {}): Promise<void> {
  const previous = storedPushToken(options.storage);
  await registerPushToken(current, options);
  // That token only: the subscription's endpoint now names the current token's row.
  if (previous && previous !== current) await removePushToken(previous, { ...options, endpoint: async () => null }).catch(() => false);
}
