import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPushEndpoint, endPushSubscription } from './push-endpoint';

/** navigator.serviceWorker with a registration whose push subscription is `subscription`. */
function browser(getSubscription: () => Promise<{ endpoint: string } | null>, registered = true) {
  const registration = registered ? { pushManager: { getSubscription } } : undefined;
  vi.stubGlobal('navigator', { serviceWorker: { getRegistration: async () => registration } });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the endpoint of this browser\'s push subscription', () => {
  it('is the subscription\'s endpoint', async () => {
    browser(async () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc' }));
    expect(await currentPushEndpoint()).toBe('https://fcm.googleapis.com/fcm/send/abc');
  });

  it.each([
    ['there is no subscription', () => browser(async () => null)],
    ['there is no worker', () => browser(async () => ({ endpoint: 'x' }), false)],
    ['the browser has no workers', () => vi.stubGlobal('navigator', {})],
    ['the lookup fails', () => browser(() => Promise.reject(new DOMException('denied', 'InvalidStateError')))],
  ])('is null when %s', async (_, setUp) => {
    setUp();
    expect(await currentPushEndpoint()).toBeNull();
  });

  it('is null after a second when the browser does not answer', async () => {
    vi.useFakeTimers();
    browser(() => new Promise(() => undefined));
    const endpoint = currentPushEndpoint();
    await vi.advanceTimersByTimeAsync(1000);
    expect(await endpoint).toBeNull();
  });
});

describe("ending this browser's push subscription", () => {
  it('unsubscribes the subscription the shop\'s worker holds', async () => {
    const unsubscribe = vi.fn(async () => true);
    browser(async () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/abc', unsubscribe }) as never);
    await endPushSubscription();
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('gives up after two seconds, and never throws without a worker or push', async () => {
    vi.stubGlobal('navigator', {});
    await expect(endPushSubscription()).resolves.toBeUndefined();
    vi.useFakeTimers();
    browser(() => new Promise(() => undefined));
    const ended = endPushSubscription();
    await vi.advanceTimersByTimeAsync(2000);
    await expect(ended).resolves.toBeUndefined();
  });
});
