import { PUSH_TOKEN_STORAGE_KEY } from '@/lib/spec-constants';
import { localStore, readLocal, readLocalObject, removeLocal, writeLocal, type KeyValueStorage } from '@/lib/local-storage';
import { currentPushEndpoint } from './push-endpoint';

/**
 * The last sync of this browser's push token: `{customer_id, endpoint, synced_at}`. It counts for
 * the customer it names only, so another login in this browser syncs (logout clears it too).
 */
export const PUSH_SYNCED_STORAGE_KEY = 'PUSH_SYNCED';

/** A sync this old is done again: Firebase's getToken refreshes a token that is a week old. */
export const PUSH_RESYNC_MS = 7 * 24 * 60 * 60 * 1000;

/** When a sync was last tried; after a failure the next try waits PUSH_RETRY_MS. */
export const PUSH_TRIED_STORAGE_KEY = 'PUSH_SYNC_TRIED';

/** A broken Firebase project or push service must not load Firebase on every page: one try an hour. */
export const PUSH_RETRY_MS = 60 * 60 * 1000;

/** What the check reads of the browser (injected in tests). */
export interface PushBrowser {
  /** Notification.permission; null where there is no Notification API. */
  permission: NotificationPermission | null;
  storage: KeyValueStorage | null;
  /** This browser's push subscription endpoint now. */
  endpoint: () => Promise<string | null>;
  now: () => number;
}

export function thisBrowser(): PushBrowser {
  return {
    permission: typeof Notification === 'undefined' ? null : Notification.permission,
    storage: localStore(),
    endpoint: currentPushEndpoint,
    now: Date.now,
  };
}

/** Remembers a sync that succeeded: for this customer, with the endpoint it sent. */
export function rememberPushSync(customerId: number, endpoint: string | null, browser: Pick<PushBrowser, 'storage' | 'now'> = thisBrowser()): void {
  const record = { customer_id: customerId, endpoint, synced_at: browser.now() };
  writeLocal(PUSH_SYNCED_STORAGE_KEY, JSON.stringify(record), browser.storage);
  removeLocal(PUSH_TRIED_STORAGE_KEY, browser.storage);
}

/** Forgets the last sync: notifications were turned off in this browser. */
export function forgetPushSync(storage: KeyValueStorage | null = localStore()): void {
  removeLocal(PUSH_SYNCED_STORAGE_KEY, storage);
  removeLocal(PUSH_TRIED_STORAGE_KEY, storage);
}

/** Whether a sync was tried within the last PUSH_RETRY_MS (and failed: a success clears the mark). */
function triedLately(browser: PushBrowser): boolean {
  const age = browser.now() - Number(readLocal(PUSH_TRIED_STORAGE_KEY, browser.storage));
  return age >= 0 && age < PUSH_RETRY_MS;
}

/**
 * Whether the customer's token must be synced now: notifications are on in this browser (allowed,
 * and a token stored by «فعال‌کردن اعلان‌ها») and the last sync is not theirs, is a week old (or
 * from a wrong clock's future), or went with another subscription than the browser's now (the
 * browser or Firebase replaced it). The endpoint is looked up last: the rest is storage only.
 */
export async function pushSyncDue(customerId: number | null, browser: PushBrowser = thisBrowser()): Promise<boolean> {
  if (customerId === null || browser.permission !== 'granted' || !readLocal(PUSH_TOKEN_STORAGE_KEY, browser.storage)) return false;
  const synced = readLocalObject(PUSH_SYNCED_STORAGE_KEY, browser.storage);
  if (synced?.customer_id !== customerId || typeof synced.synced_at !== 'number') return true;
  const age = browser.now() - synced.synced_at;
  if (!(age >= 0 && age < PUSH_RESYNC_MS)) return true;
  return (await browser.endpoint()) !== synced.endpoint;
}

/** Firebase's current token, registered and remembered; its code loads only when a sync is due. */
const syncCurrentToken = (customerId: number) => import('./push-register').then((m) => m.resyncCurrentToken(customerId));

/**
 * The page-load check (components/pwa/PushResync.tsx): syncs when due. Never throws: a failure
 * leaves the sync due, so a page load an hour later tries again.
 */
export async function resyncPush(customerId: number, browser: PushBrowser = thisBrowser(), sync: (customerId: number) => Promise<void> = syncCurrentToken): Promise<void> {
  try {
    if (!(await pushSyncDue(customerId, browser)) || triedLately(browser)) return;
    writeLocal(PUSH_TRIED_STORAGE_KEY, String(browser.now()), browser.storage);
    await sync(customerId);
  } catch {
    // Offline, a refused session, Firebase or the push service failing: nothing to tell the customer.
  }
}
