import { describe, expect, it } from 'vitest';
import { memoryWebStorage } from '@/lib/local-storage.testing';
import { fakeNetwork, jsonResponse as json } from '@/lib/api/network-boundary.testing';
import { PUSH_CONFIG_MAX_AGE_MS, PUSH_CONFIG_STORAGE_KEY, freshStoredPushConfig, loadPushConfig, type PushConfig } from './push-config';
import { parsePushConfig } from './push-config-shape';

const CONFIG: PushConfig = {
  firebase: { apiKey: 'AIzaTest', authDomain: 'shop.firebaseapp.com', projectId: 'shop', messagingSenderId: '1234567890', appId: '1:1234567890:web:abc' },
  vapid_key: 'B'.repeat(87),
};
const NOW = Date.UTC(2026, 10, 22, 8, 0, 0);
const stored = (push: unknown, savedAt: number) => JSON.stringify({ saved_at: savedAt, push });

/** The network boundary: what /api/push-config answers, and which requests reached it. */
const server = (answer: () => Response | Promise<Response>) => fakeNetwork(answer, 1000);

describe('parsePushConfig', () => {
  it('keeps the known fields of a push config and says null for push off', () => {
    expect(parsePushConfig(null)).toBeNull();
    expect(parsePushConfig({ ...CONFIG, firebase: { ...CONFIG.firebase, measurementId: 'G-1', secret: 'x' }, extra: 1 })).toEqual({
      ...CONFIG,
      firebase: { ...CONFIG.firebase, measurementId: 'G-1' },
    });
  });

  it.each([undefined, 'x', [], {}, { firebase: CONFIG.firebase }, { vapid_key: 'k' }, { ...CONFIG, firebase: { ...CONFIG.firebase, appId: '' } }, { ...CONFIG, vapid_key: 5 }])(
    'refuses %j',
    (value) => {
      expect(parsePushConfig(value)).toBeUndefined();
    },
  );
});

describe('freshStoredPushConfig', () => {
  it('uses a stored copy younger than a day, push off included', () => {
    expect(freshStoredPushConfig(stored(CONFIG, NOW - 1000), NOW)).toEqual({ push: CONFIG });
    expect(freshStoredPushConfig(stored(null, NOW - PUSH_CONFIG_MAX_AGE_MS + 1), NOW)).toEqual({ push: null });
  });

  it.each([
    ['nothing', null],
    ['a day-old copy', stored(CONFIG, NOW - PUSH_CONFIG_MAX_AGE_MS)],
    ['a copy from the future', stored(CONFIG, NOW + 60_000)],
    ['corrupt JSON', '{"saved_at":'],
    ['JSON null', 'null'],
    ['no time stamp', JSON.stringify({ push: CONFIG })],
    ['a bad config', stored({ firebase: {} }, NOW)],
  ])('ignores %s', (_, raw) => {
    expect(freshStoredPushConfig(raw, NOW)).toBeNull();
  });
});

describe('loadPushConfig', () => {
  it('answers from a fresh stored copy without a request', async () => {
    const storage = memoryWebStorage({ [PUSH_CONFIG_STORAGE_KEY]: stored(CONFIG, NOW - 60_000) });
    const { http, requests } = server(() => json({}, 500));
    expect(await loadPushConfig({ http, storage, now: () => NOW })).toEqual(CONFIG);
    expect(requests).toEqual([]);
  });

  it('fetches /api/push-config when the copy is stale, and stores the answer with its time', async () => {
    const storage = memoryWebStorage({ [PUSH_CONFIG_STORAGE_KEY]: stored(null, NOW - PUSH_CONFIG_MAX_AGE_MS - 1) });
    const { http, requests } = server(() => json({ success: true, data: { push: CONFIG }, msg: '', code: 200 }));
    expect(await loadPushConfig({ http, storage, now: () => NOW })).toEqual(CONFIG);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/push-config']);
    expect(JSON.parse(storage.getItem(PUSH_CONFIG_STORAGE_KEY)!)).toEqual({ saved_at: NOW, push: CONFIG });
    // The next call within the day uses the stored copy.
    expect(await loadPushConfig({ http, storage, now: () => NOW + 3_600_000 })).toEqual(CONFIG);
    expect(requests).toHaveLength(1);
  });

  it('stores "push is off" too, so a shop without push is not asked on every page', async () => {
    const storage = memoryWebStorage();
    const { http, requests } = server(() => json({ success: true, data: { push: null }, msg: '', code: 200 }));
    expect(await loadPushConfig({ http, storage, now: () => NOW })).toBeNull();
    expect(await loadPushConfig({ http, storage, now: () => NOW + 1000 })).toBeNull();
    expect(requests).toHaveLength(1);
  });

  it.each([
    ['a server error', () => json({ success: false, data: null, msg: 'خطا', code: 502 }, 502)],
    ['a dropped connection', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an answer that is not a push config', () => json({ success: true, data: { push: { firebase: 1 } }, msg: '', code: 200 })],
    ['a page instead of JSON', () => new Response('<html>', { status: 200 })],
  ])('answers null after %s and stores nothing', async (_, answer) => {
    const storage = memoryWebStorage();
    const { http } = server(answer);
    expect(await loadPushConfig({ http, storage, now: () => NOW })).toBeNull();
    expect(storage.data.size).toBe(0);
  });

  it('makes one request for calls that overlap', async () => {
    const storage = memoryWebStorage();
    const { http, requests } = server(() => json({ success: true, data: { push: CONFIG }, msg: '', code: 200 }));
    const answers = await Promise.all([1, 2, 3].map(() => loadPushConfig({ http, storage, now: () => NOW })));
    expect(answers).toEqual([CONFIG, CONFIG, CONFIG]);
    expect(requests).toHaveLength(1);
  });
});
