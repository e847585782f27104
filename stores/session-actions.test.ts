import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryWebStorage } from '@/lib/local-storage.testing';
import { PUSH_TOKEN_STORAGE_KEY, STORE_KEY } from '@/lib/spec-constants';
import { tabDraftsKey } from './tab-drafts';

// A browser page at http://shop.test, as far as logout needs one: localStorage, location, and
// fetch/Request that resolve relative URLs against the page. Behind fetch is the network
// boundary: `answer` plays the gateway.
const ORIGIN = 'http://shop.test';
const storage = memoryWebStorage();
const tabStorage = memoryWebStorage();
const assign = vi.fn();
const requests: string[] = [];
let answer: (request: Request) => Response | Promise<Response>;

class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, ORIGIN) : input, init);
  }
}

let logout: typeof import('./session-actions').logout;
let toasts: () => string[];
let clearToasts: () => void;
beforeAll(async () => {
  vi.stubGlobal('window', { localStorage: storage, sessionStorage: tabStorage, location: { assign } });
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new PageRequest(input, init);
    const body = request.method === 'POST' ? await request.clone().text() : '';
    requests.push(`${request.method} ${new URL(request.url).pathname}${body ? ` ${body}` : ''}`);
    return answer(request);
  });
  ({ logout } = await import('./session-actions'));
  const { notificationStore } = await import('./notifications');
  toasts = () => notificationStore.getState().toasts.map((t) => t.message);
  clearToasts = () => notificationStore.setState({ toasts: [] });
});
afterAll(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  storage.clear();
  requests.length = 0;
  assign.mockClear();
  // A toast stays for seconds: one case's must not answer for the next.
  clearToasts();
});

describe('logout and the push token', () => {
  it("removes the stored push token with the customer's session, before the session is dropped", async () => {
    storage.setItem(PUSH_TOKEN_STORAGE_KEY, 'device-7');
    answer = () => json({ success: true, data: { removed: true }, msg: '', code: 200 });
    await logout();
    expect(requests).toEqual(['POST /api/v1/app/push/token/delete {"token":"device-7"}', 'POST /api/session/logout']);
    expect(storage.getItem(PUSH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('asks nothing about push when no token is stored', async () => {
    answer = () => json({ success: true, data: null, msg: '', code: 200 });
    await logout();
    expect(requests).toEqual(['POST /api/session/logout']);
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('still logs out when the removal fails', async () => {
    storage.setItem(PUSH_TOKEN_STORAGE_KEY, 'device-7');
    answer = (request) =>
      new URL(request.url).pathname.includes('/push/') ? json({ success: false, data: null, msg: 'خطا', code: 500 }, 500) : json({ success: true, data: null, msg: '', code: 200 });
    await logout();
    expect(requests).toEqual(['POST /api/v1/app/push/token/delete {"token":"device-7"}', 'POST /api/session/logout']);
    expect(storage.getItem(PUSH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('still logs out when the removal gets no answer', async () => {
    storage.setItem(PUSH_TOKEN_STORAGE_KEY, 'device-7');
    answer = (request) => (new URL(request.url).pathname.includes('/push/') ? new Promise<Response>(() => undefined) : json({ success: true, data: null, msg: '', code: 200 }));
    await logout();
    expect(requests.at(-1)).toBe('POST /api/session/logout');
    expect(assign).toHaveBeenCalledWith('/');
  });
});

describe('a logout the server did not take', () => {
  const LOGGED_IN = 'customer-state';

  it.each([
    ['refused (5xx)', () => json({ success: false, data: null, msg: 'خطا', code: 502 }, 502)],
    ['unreachable', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('when %s, keeps this page logged in and says so', async (_, reply) => {
    storage.setItem('persisted', LOGGED_IN);
    answer = reply;
    expect(await logout()).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(storage.getItem('persisted')).toBe(LOGGED_IN);
    expect(toasts()).toContain('خروج انجام نشد؛ اتصال اینترنت را بررسی کنید و دوباره تلاش کنید');
  });

  it("keeps the customer's notifications on: the token removed before the refusal is registered again", async () => {
    storage.setItem(PUSH_TOKEN_STORAGE_KEY, 'device-7');
    answer = (request) =>
      new URL(request.url).pathname === '/api/session/logout'
        ? json({ success: false, data: null, msg: 'خطا', code: 502 }, 502)
        : json({ success: true, data: { removed: true, registered: true }, msg: '', code: 200 });
    expect(await logout()).toBe(false);
    expect(requests).toEqual([
      'POST /api/v1/app/push/token/delete {"token":"device-7"}',
      'POST /api/session/logout',
      'POST /api/v1/app/push/token {"token":"device-7"}',
    ]);
    expect(storage.getItem(PUSH_TOKEN_STORAGE_KEY)).toBe('device-7');
  });

  it('a forced logout (the session is dead already) clears this page all the same', async () => {
    storage.setItem('persisted', LOGGED_IN);
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    expect(await logout({ forced: true })).toBe(true);
    expect(storage.getItem('persisted')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/');
  });
});

describe('what logout clears', () => {
  it("drops the tab's drafts of personal details: a guest booking's name and national code, a login's mobile", async () => {
    tabStorage.setItem('booking-guest-draft', JSON.stringify({ mobile: '09120000000', first_name: 'سارا', last_name: 'محمدی', nation_code: '0499370899' }));
    tabStorage.setItem('login-code-step', JSON.stringify({ mobile: '09120000000', codeLength: 5, resendAt: 0, sentAt: 0 }));
    answer = () => json({ success: true, data: null, msg: '', code: 200 });
    expect(await logout({ forced: true })).toBe(true);
    expect(tabStorage.getItem('booking-guest-draft')).toBeNull();
    expect(tabStorage.getItem('login-code-step')).toBeNull();
  });

  it('keeps a guest cart whose merge into the account has not gone through, with its merge id, and nothing of the person', async () => {
    const { rootStore } = await import('./index');
    const { product } = await import('@/lib/cart/test-fixtures');
    rootStore.getState().setSession({ user: { id: 3, role: 'customer' }, customer: { id: 7, mobile: '09120000000', first_name: 'سارا' } as never });
    rootStore.getState().updateGuestCart({ type: 'add', product: product(1) });
    rootStore.getState().setGuestCartMergeId('merge-1');
    answer = () => json({ success: true, data: null, msg: '', code: 200 });
    expect(await logout({ forced: true })).toBe(true);
    const stored = JSON.parse(storage.getItem(STORE_KEY)!).state;
    expect(stored.products.guestCart).toMatchObject({ mergeId: 'merge-1', items: [{ product_id: 1 }] });
    expect(stored.user.customer).toBeNull();
    expect(JSON.stringify(stored)).not.toContain('09120000000');

    // A guest cart never sent for a merge (no merge id) is not kept.
    rootStore.getState().resetAll();
    rootStore.getState().updateGuestCart({ type: 'add', product: product(2) });
    expect(await logout({ forced: true })).toBe(true);
    expect(JSON.parse(storage.getItem(STORE_KEY)!).state.products.guestCart.items).toEqual([]);
  });

  it("drops the tab's copy of the store's drafts: the checkout's description and its order key", async () => {
    const { rootStore } = await import('./index');
    rootStore.getState().setOrderDescription('زنگ طبقه دوم');
    rootStore.getState().updateCheckout({ submission: { key: 'k'.repeat(32), signature: '0123456789abcdef', madeAt: 1 } });
    const copy = () => tabStorage.getItem(tabDraftsKey(STORE_KEY)) ?? '';
    expect(copy()).toContain('k'.repeat(32));
    answer = () => json({ success: true, data: null, msg: '', code: 200 });
    expect(await logout()).toBe(true);
    expect(copy()).not.toContain('k'.repeat(32));
    expect(copy()).not.toContain('زنگ طبقه دوم');
  });
});
