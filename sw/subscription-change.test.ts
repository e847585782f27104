import { describe, expect, it, vi } from 'vitest';
import { listenForPush } from './push';
import { ATTEMPTS, PUSH_CONFIG_API, RETRY_MS, SUBSCRIPTION_API, renewSubscription, type RenewalDeps, type SubscriptionChange } from './subscription-change';

const OLD_KEY = new Uint8Array([4, 1, 2, 3]).buffer;
const VAPID = 'BOrVapidKeyFromTheShopsConfiguration';

/** A PushSubscription as the worker sees one. */
function subscription(endpoint: string, applicationServerKey: ArrayBuffer | null = OLD_KEY): PushSubscription {
  const keys = { p256dh: `p256dh-of-${endpoint}`, auth: `auth-of-${endpoint}` };
  return { endpoint, options: { applicationServerKey, userVisibleOnly: true }, toJSON: () => ({ endpoint, expirationTime: null, keys }) } as unknown as PushSubscription;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const config = (push: unknown) => json({ success: true, data: { push }, msg: '', code: 200 });
const registered = () => json({ success: true, data: { registered: true }, msg: '', code: 200 });

/** The worker's surroundings: a push manager holding `current` (null: none) and a network answering `answers` in turn. */
function worker({ current = null as PushSubscription | null, answers = [] as (() => Response)[], push = { vapid_key: VAPID } as unknown } = {}) {
  const fresh = subscription('https://push.example/fresh');
  const pushManager = { getSubscription: vi.fn(async () => current), subscribe: vi.fn(async () => fresh) };
  const calls: { input: string; init?: RequestInit }[] = [];
  const reports = [...answers];
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    calls.push({ input, init });
    if (input === PUSH_CONFIG_API) return config(push);
    const answer = reports.shift() ?? registered;
    return answer();
  });
  const waits: number[] = [];
  const deps: RenewalDeps = { pushManager, fetch, wait: async (ms) => void waits.push(ms) };
  const sent = () => calls.filter((c) => c.input === SUBSCRIPTION_API).map((c) => JSON.parse(String(c.init?.body)));
  return { deps, pushManager, calls, waits, sent, fresh };
}

const change = (oldSubscription: PushSubscription | null, newSubscription: PushSubscription | null = null): SubscriptionChange => ({ oldSubscription, newSubscription });

describe('a push subscription the browser replaced', () => {
  it('subscribes again with the old subscription\'s key and reports the new one in place of the old endpoint', async () => {
    const w = worker();
    await renewSubscription(change(subscription('https://push.example/old')), w.deps);
    expect(w.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: OLD_KEY });
    expect(w.calls.map((c) => c.input)).toEqual([SUBSCRIPTION_API]);
    expect(w.calls[0].init).toMatchObject({ method: 'POST', mode: 'same-origin', credentials: 'same-origin', headers: { 'content-type': 'application/json' } });
    expect(w.sent()).toEqual([{ subscription: w.fresh.toJSON(), old_endpoint: 'https://push.example/old' }]);
  });

  it('reports the subscription the browser gave, or one a page made meanwhile, without subscribing', async () => {
    const given = subscription('https://push.example/given');
    const w = worker();
    await renewSubscription(change(subscription('https://push.example/old'), given), w.deps);
    const made = subscription('https://push.example/made');
    const v = worker({ current: made });
    await renewSubscription(change(subscription('https://push.example/old')), v.deps);
    for (const x of [w, v]) expect(x.pushManager.subscribe).not.toHaveBeenCalled();
    expect(w.sent()).toEqual([{ subscription: given.toJSON(), old_endpoint: 'https://push.example/old' }]);
    expect(v.sent()).toEqual([{ subscription: made.toJSON(), old_endpoint: 'https://push.example/old' }]);
  });

  it('takes the shop\'s VAPID key from the push configuration when the old subscription is unknown', async () => {
    for (const old of [null, subscription('https://push.example/keyless', null)]) {
      const w = worker();
      await renewSubscription(change(old), w.deps);
      expect(w.calls[0]).toEqual({ input: PUSH_CONFIG_API, init: { credentials: 'omit' } });
      expect(w.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: VAPID });
      expect(w.sent()).toEqual([{ subscription: w.fresh.toJSON(), old_endpoint: old?.endpoint ?? null }]);
    }
  });

  it('does nothing when push is off and there is no key to subscribe with', async () => {
    const w = worker({ push: null });
    await renewSubscription(change(null), w.deps);
    expect(w.pushManager.subscribe).not.toHaveBeenCalled();
    expect(w.sent()).toEqual([]);
  });

  it.each([401, 403, 400])('gives up quietly after one %i (the session is gone, or a retry cannot help)', async (status) => {
    const w = worker({ answers: [() => json({ success: false, data: null, msg: 'لطفاً دوباره وارد شوید', code: status }, status)] });
    await expect(renewSubscription(change(subscription('https://push.example/old')), w.deps)).resolves.toBeUndefined();
    expect(w.sent()).toHaveLength(1);
    expect(w.waits).toEqual([]);
  });

  it('tries again, waiting longer each time, while the server fails or the network is down', async () => {
    const down = () => {
      throw new TypeError('Failed to fetch');
    };
    const w = worker({ answers: [() => json({}, 503), down, registered] });
    await renewSubscription(change(subscription('https://push.example/old')), w.deps);
    expect(w.sent()).toHaveLength(3);
    expect(w.waits).toEqual([RETRY_MS, 2 * RETRY_MS]);
  });

  it(`stops after ${ATTEMPTS} tries`, async () => {
    const w = worker({ answers: Array(ATTEMPTS + 2).fill(() => json({}, 429)) });
    await renewSubscription(change(subscription('https://push.example/old')), w.deps);
    expect(w.sent()).toHaveLength(ATTEMPTS);
  });
});

describe('the worker\'s pushsubscriptionchange listener', () => {
  /** A service worker scope with just what listenForPush touches. */
  function scope(pushManager: RenewalDeps['pushManager']) {
    const listeners = new Map<string, (event: unknown) => void>();
    const fetch = vi.fn(async () => registered());
    const sw = {
      addEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(type, fn),
      registration: { pushManager },
      location: { origin: 'https://shop.example' },
      fetch,
    } as unknown as ServiceWorkerGlobalScope;
    listenForPush(sw);
    const fire = (event: SubscriptionChange) => {
      let work: Promise<unknown> = Promise.resolve();
      listeners.get('pushsubscriptionchange')?.({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) });
      return work;
    };
    return { fire, fetch };
  }

  it('keeps the worker alive until the report is sent', async () => {
    const fresh = subscription('https://push.example/fresh');
    const { fire, fetch } = scope({ getSubscription: async () => null, subscribe: async () => fresh });
    await fire(change(subscription('https://push.example/old')));
    expect(fetch).toHaveBeenCalledWith(SUBSCRIPTION_API, expect.objectContaining({ method: 'POST' }));
  });

  it('settles quietly when the browser refuses to subscribe (permission withdrawn)', async () => {
    const { fire, fetch } = scope({ getSubscription: async () => null, subscribe: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) });
    await expect(fire(change(subscription('https://push.example/old')))).resolves.toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });
});
