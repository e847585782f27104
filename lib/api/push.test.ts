import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/errors';
import { memoryWebStorage } from '@/lib/local-storage.testing';
import { fakeNetwork, jsonResponse as json } from './network-boundary.testing';
import { PUSH_TOKEN_STORAGE_KEY, registerPushToken, removePushToken, removeStoredPushToken, storedPushToken, syncPushToken } from './push';

const gateway = (answer: (request: Request) => Response | Promise<Response>) => fakeNetwork(answer);
const success = (data: unknown) => json({ success: true, data, msg: '', code: 200 });

describe('push device tokens', () => {
  it('registers a token through the gateway and remembers it under PUSH_TOKEN', async () => {
    const storage = memoryWebStorage();
    const { http, requests } = gateway(() => success({ registered: true }));
    await registerPushToken('device-1', { http, storage });
    expect(requests).toEqual([{ method: 'POST', path: '/api/v1/app/push/token', body: { token: 'device-1' } }]);
    expect(storage.getItem(PUSH_TOKEN_STORAGE_KEY)).toBe('device-1');
    expect(storedPushToken(storage)).toBe('device-1');
  });

  it('remembers nothing when the API refuses the token (a guest gets 401)', async () => {
    const storage = memoryWebStorage();
    const { http } = gateway(() => json({ success: false, data: null, msg: 'لطفاً دوباره وارد شوید', code: 401 }, 401));
    const error = await registerPushToken('device-1', { http, storage }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(storedPushToken(storage)).toBeNull();
  });

  it('removes a token and forgets it when it is the stored one', async () => {
    const storage = memoryWebStorage({ [PUSH_TOKEN_STORAGE_KEY]: 'device-1' });
    const { http, requests } = gateway(() => success({ removed: true }));
    expect(await removePushToken('device-2', { http, storage })).toBe(true);
    expect(storage.getItem(PUSH_TOKEN_STORAGE_KEY)).toBe('device-1');
    expect(await removePushToken('device-1', { http, storage })).toBe(true);
    expect(storage.getItem(PUSH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/api/v1/app/push/token/delete', { token: 'device-2' }],
      ['POST', '/api/v1/app/push/token/delete', { token: 'device-1' }],
    ]);
  });

  it('re-registers the current token, and removes the one Firebase rotated away from', async () => {
    const storage = memoryWebStorage({ [PUSH_TOKEN_STORAGE_KEY]: 'device-1' });
    const { http, requests } = gateway((request) => success(request.url.endsWith('/delete') ? { removed: true } : { registered: true }));
    await syncPushToken('device-1', { http, storage });
    await syncPushToken('device-2', { http, storage });
    expect(requests.map((r) => [r.path, r.body])).toEqual([
      ['/api/v1/app/push/token', { token: 'device-1' }],
      ['/api/v1/app/push/token', { token: 'device-2' }],
      ['/api/v1/app/push/token/delete', { token: 'device-1' }],
    ]);
    expect(storedPushToken(storage)).toBe('device-2');
  });

  it('sends this browser\'s subscription endpoint with the token, so the worker can name the row later', async () => {
    const storage = memoryWebStorage();
    const endpoint = async () => 'https://fcm.googleapis.com/fcm/send/abc';
    const { http, requests } = gateway((request) => success(request.url.endsWith('/delete') ? { removed: true } : { registered: true }));
    await registerPushToken('device-1', { http, storage, endpoint });
    await removePushToken('device-1', { http, storage, endpoint });
    expect(requests.map((r) => [r.path, r.body])).toEqual([
      ['/api/v1/app/push/token', { token: 'device-1', endpoint: 'https://fcm.googleapis.com/fcm/send/abc' }],
      ['/api/v1/app/push/token/delete', { token: 'device-1', endpoint: 'https://fcm.googleapis.com/fcm/send/abc' }],
    ]);
  });

  it('removes the token Firebase rotated away from by itself: the endpoint now names the current token', async () => {
    const storage = memoryWebStorage({ [PUSH_TOKEN_STORAGE_KEY]: 'device-1' });
    const endpoint = async () => 'https://fcm.googleapis.com/fcm/send/abc';
    const { http, requests } = gateway((request) => success(request.url.endsWith('/delete') ? { removed: true } : { registered: true }));
    await syncPushToken('device-2', { http, storage, endpoint });
    expect(requests.map((r) => [r.path, r.body])).toEqual([
      ['/api/v1/app/push/token', { token: 'device-2', endpoint: 'https://fcm.googleapis.com/fcm/send/abc' }],
      ['/api/v1/app/push/token/delete', { token: 'device-1' }],
    ]);
  });

  it('keeps the stored token when the new one could not be registered', async () => {
    const storage = memoryWebStorage({ [PUSH_TOKEN_STORAGE_KEY]: 'device-1' });
    const { http, requests } = gateway(() => json({ success: false, data: null, msg: 'خطا', code: 500 }, 500));
    await expect(syncPushToken('device-2', { http, storage })).rejects.toBeInstanceOf(ApiError);
    expect(requests.map((r) => r.path)).toEqual(['/api/v1/app/push/token']);
    expect(storedPushToken(storage)).toBe('device-1');
  });

  it('at logout, removes the stored token, and does nothing when none is stored', async () => {
    const { http, requests } = gateway(() => success({ removed: true }));
    await removeStoredPushToken({ http, storage: memoryWebStorage() });
    expect(requests).toEqual([]);
    const storage = memoryWebStorage({ [PUSH_TOKEN_STORAGE_KEY]: 'device-9' });
    await removeStoredPushToken({ http, storage });
    expect(requests).toEqual([{ method: 'POST', path: '/api/v1/app/push/token/delete', body: { token: 'device-9' } }]);
    expect(storage.getItem(PUSH_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it.each([
    ['a refusal', () => json({ success: false, data: null, msg: 'خطا', code: 500 }, 500)],
    ['a dropped connection', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('at logout, never throws on %s', async (_, answer) => {
    const storage = memoryWebStorage({ [PUSH_TOKEN_STORAGE_KEY]: 'device-9' });
    await expect(removeStoredPushToken({ http: gateway(answer).http, storage })).resolves.toBeUndefined();
  });

  it('at logout, gives up on an answer that does not come', async () => {
    const storage = memoryWebStorage({ [PUSH_TOKEN_STORAGE_KEY]: 'device-9' });
    const { http, requests } = gateway(() => new Promise<Response>(() => undefined));
    await expect(removeStoredPushToken({ http, storage })).resolves.toBeUndefined();
    expect(requests).toHaveLength(1);
  });
});
