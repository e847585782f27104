import { describe, expect, it, vi } from 'vitest';
import { memoryWebStorage } from '@/lib/local-storage.testing';
import { PUSH_TOKEN_STORAGE_KEY } from '@/lib/spec-constants';
import { PUSH_RESYNC_MS, PUSH_RETRY_MS, PUSH_SYNCED_STORAGE_KEY, forgetPushSync, pushSyncDue, rememberPushSync, resyncPush, type PushBrowser } from './push-sync';

const NOW = Date.UTC(2026, 0, 10);
const DAY = 24 * 60 * 60 * 1000;
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/one';
const CUSTOMER = 7;

/** A browser with notifications allowed and turned on, whose last sync was `synced` (JSON, or a record). */
function browser({ permission = 'granted', token = 'device-1', synced, endpoint = ENDPOINT }: {
  permission?: NotificationPermission | null;
  token?: string | null;
  synced?: string | { customer_id: number; endpoint: string | null; synced_at: number };
  endpoint?: string | null;
} = {}) {
  const storage = memoryWebStorage();
  if (token) storage.setItem(PUSH_TOKEN_STORAGE_KEY, token);
  if (synced) storage.setItem(PUSH_SYNCED_STORAGE_KEY, typeof synced === 'string' ? synced : JSON.stringify(synced));
  return { permission, storage, endpoint: vi.fn(async () => endpoint), now: vi.fn(() => NOW) } satisfies PushBrowser;
}

const syncedAgo = (ms: number, customer_id = CUSTOMER, endpoint: string | null = ENDPOINT) => ({ customer_id, endpoint, synced_at: NOW - ms });

describe('whether a page syncs the push token', () => {
  it('does nothing for a guest', async () => {
    const b = browser();
    expect(await pushSyncDue(null, b)).toBe(false);
    expect(b.endpoint).not.toHaveBeenCalled();
  });

  it.each(['default', 'denied', null] as const)('does nothing when the permission is %s', async (permission) => {
    expect(await pushSyncDue(CUSTOMER, browser({ permission }))).toBe(false);
  });

  it('does nothing where notifications were never turned on (no stored token)', async () => {
    expect(await pushSyncDue(CUSTOMER, browser({ token: null }))).toBe(false);
  });

  it('does nothing when the last sync is the customer\'s, recent, and went with this subscription', async () => {
    const b = browser({ synced: syncedAgo(PUSH_RESYNC_MS - 1) });
    expect(await pushSyncDue(CUSTOMER, b)).toBe(false);
    expect(b.endpoint).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the browser replaced the subscription', 'https://fcm.googleapis.com/fcm/send/two'],
    ['the subscription is gone', null],
  ])('syncs when %s', async (_, endpoint) => {
    expect(await pushSyncDue(CUSTOMER, browser({ synced: syncedAgo(DAY), endpoint }))).toBe(true);
  });

  it('syncs a week after the last sync, without asking for the endpoint', async () => {
    const b = browser({ synced: syncedAgo(PUSH_RESYNC_MS) });
    expect(await pushSyncDue(CUSTOMER, b)).toBe(true);
    expect(b.endpoint).not.toHaveBeenCalled();
  });

  it('syncs when the last sync was another customer\'s in this browser', async () => {
    expect(await pushSyncDue(CUSTOMER, browser({ synced: syncedAgo(DAY, 8) }))).toBe(true);
  });

  it.each([
    ['never synced here (turned on before this check existed)', undefined],
    ['unreadable', '{not json'],
    ['stamped in the future by a wrong clock', syncedAgo(-DAY)],
  ])('syncs when the last sync is %s', async (_, synced) => {
    expect(await pushSyncDue(CUSTOMER, browser({ synced }))).toBe(true);
  });

  it('a remembered sync counts for that customer and that subscription only', async () => {
    const b = browser();
    rememberPushSync(CUSTOMER, ENDPOINT, b);
    expect(await pushSyncDue(CUSTOMER, b)).toBe(false);
    expect(await pushSyncDue(8, b)).toBe(true);
    expect(await pushSyncDue(CUSTOMER, { ...b, endpoint: async () => 'https://fcm.googleapis.com/fcm/send/two' })).toBe(true);
  });

  it('forgets the sync when notifications are turned off', () => {
    const b = browser();
    rememberPushSync(CUSTOMER, ENDPOINT, b);
    forgetPushSync(b.storage);
    expect(b.storage!.getItem(PUSH_SYNCED_STORAGE_KEY)).toBeNull();
  });
});

describe('the page-load sync', () => {
  it('syncs only when due, and not again once the sync is remembered', async () => {
    const b = browser();
    const sync = vi.fn(async (customerId: number) => rememberPushSync(customerId, ENDPOINT, b));
    await resyncPush(CUSTOMER, b, sync);
    await resyncPush(CUSTOMER, b, sync);
    expect(sync).toHaveBeenCalledTimes(1);
    expect(sync).toHaveBeenCalledWith(CUSTOMER);
  });

  it('never syncs when not due', async () => {
    const sync = vi.fn(async () => undefined);
    await resyncPush(CUSTOMER, browser({ permission: 'denied' }), sync);
    expect(sync).not.toHaveBeenCalled();
  });

  it('swallows a failed sync, which stays due for a later page load', async () => {
    const b = browser({ synced: syncedAgo(PUSH_RESYNC_MS + DAY) });
    const sync = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(resyncPush(CUSTOMER, b, sync)).resolves.toBeUndefined();
    expect(await pushSyncDue(CUSTOMER, b)).toBe(true);
  });

  it('after a failed sync, tries again only an hour later, and at once after a success', async () => {
    const b = browser({ synced: syncedAgo(PUSH_RESYNC_MS + DAY) });
    const failing = vi.fn(() => Promise.reject(new Error('Firebase refused')));
    await resyncPush(CUSTOMER, b, failing);
    b.now.mockReturnValue(NOW + PUSH_RETRY_MS - 1);
    await resyncPush(CUSTOMER, b, failing);
    expect(failing).toHaveBeenCalledTimes(1);
    b.now.mockReturnValue(NOW + PUSH_RETRY_MS);
    const working = vi.fn(async (customerId: number) => rememberPushSync(customerId, 'https://fcm.googleapis.com/fcm/send/old', b));
    await resyncPush(CUSTOMER, b, working);
    expect(working).toHaveBeenCalledTimes(1);
    // The browser's subscription changes a minute later: no failure to wait for.
    b.now.mockReturnValue(NOW + PUSH_RETRY_MS + 60_000);
    await resyncPush(CUSTOMER, b, working);
    expect(working).toHaveBeenCalledTimes(2);
  });
});
