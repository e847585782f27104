import { describe, expect, it, vi } from 'vitest';
import { createRootStore, STORE_KEY, type RootStore } from './root';
import { restoreStore } from './restore';
import { memoryStorage } from './memory-storage';
import { followOtherTabs } from './follow-other-tabs';
import { tabDraftsKey } from './tab-drafts';
import { memoryWebStorage } from '@/lib/local-storage.testing';
import type { KeyValueStorage } from '@/lib/local-storage';

const customer = { id: 7, mobile: '09120000000', first_name: 'سارا', last_name: 'محمدی', name: 'سارا محمدی' } as never;
const session = { user: { id: 3, role: 'customer' as const }, customer };
const otherSession = { user: { id: 4, role: 'customer' as const }, customer: { ...(customer as object), id: 8 } as never };
const orderKey = { key: 'a'.repeat(32), signature: '0123456789abcdef', madeAt: 1, answerLost: true };
const bookingKey = { key: 'b'.repeat(32), signature: 'fedcba9876543210', madeAt: 1, subject: '5' };
const booking = { id: 5, count: 1, times: [{ date: '2026-12-01', turn: '18:00', end_time: '20:00', reserve_time_id: 3, customer: '09120000000' }] };
const COPY = tabDraftsKey(STORE_KEY);

/** One browser: its tabs share a localStorage, and each has a sessionStorage of its own, kept across its reloads. */
function browser() {
  const shared = memoryStorage();
  /** A page load in a tab (a new tab without `tab`): a store over both storages, restored. */
  const load = async (tab: KeyValueStorage = memoryWebStorage()) => {
    const store = createRootStore(shared, tab);
    await restoreStore(store);
    return { store, tab, reload: () => load(tab) };
  };
  return { shared, load };
}

/** What a customer leaves in a tab: a checkout whose order's answer was lost, an address half picked, a booking. */
function fillDrafts(store: RootStore): void {
  const s = store.getState();
  s.updateCheckout({ submitDelivery: false, template: 'recipient', templateValue: 'مریم احمدی', submission: orderKey });
  s.setPaymentMethod('online');
  s.setOrderDescription('زنگ طبقه دوم');
  s.updateAddressInfo({ address: 'خیابان آزادی، پلاک ۱' });
  s.addReserved(booking);
  s.setReservationSubmission(bookingKey);
}

const draftsOf = (store: RootStore) => {
  const { orders, customer, reservations } = store.getState();
  return { orders, addressInfo: customer.addressInfo, reservations };
};
const noDrafts = draftsOf(createRootStore(memoryStorage()));
const copyIn = (tab: KeyValueStorage) => tab.getItem(COPY) ?? '';

/** A logged-in customer's tab with drafts, and a second tab of the same browser. */
async function tabWithDrafts() {
  const { shared, load } = browser();
  const a = await load();
  a.store.getState().setSession(session);
  const b = await load();
  fillDrafts(a.store);
  return { shared, load, a, b };
}

describe("a tab's own drafts", () => {
  it("survive another tab's writes across the tab's reload: the checkout, the address, the booking and their keys", async () => {
    const { shared, a, b } = await tabWithDrafts();
    const mine = draftsOf(a.store);
    // The other tab stores its whole state, empty drafts included, for a change of its own.
    b.store.getState().setPriceRange({ min: 0, max: 100 });
    expect(shared.data[STORE_KEY]).not.toContain(orderKey.key);

    const reloaded = (await a.reload()).store;
    expect(draftsOf(reloaded)).toEqual(mine);
    expect(reloaded.getState().orders.checkout.submission).toEqual(orderKey);
    expect(reloaded.getState().reservations.submission).toEqual(bookingKey);
  });

  it('a new tab starts from the latest stored drafts, and keeps them as its own', async () => {
    const { load, a } = await tabWithDrafts();
    const c = await load();
    expect(draftsOf(c.store)).toEqual(draftsOf(a.store));
    // A's order and booking go through, and start its drafts over; C's reload shows what C showed.
    a.store.getState().finishCheckout();
    a.store.getState().resetAddressInfo();
    a.store.getState().clearReserved();
    a.store.getState().setReservationSubmission(null);
    expect(draftsOf((await c.reload()).store)).toEqual(draftsOf(c.store));
    expect(draftsOf((await a.reload()).store)).toEqual(noDrafts);
  });

  it('a copy with a wrong field loses that field only, as the stored state does', async () => {
    const { a, b } = await tabWithDrafts();
    b.store.getState().finishCheckout();
    const copy = JSON.parse(copyIn(a.tab));
    copy.state.orders.checkout.coupon = null;
    // A key saved before fingerprints, with the request (a guest's details) as its signature.
    copy.state.orders.checkout.submission = { ...orderKey, signature: JSON.stringify({ nation_code: '0499370899' }) };
    a.tab.setItem(COPY, JSON.stringify(copy));

    const { orders } = (await a.reload()).store.getState();
    expect(orders.description).toBe('زنگ طبقه دوم');
    expect(orders.checkout).toMatchObject({ templateValue: 'مریم احمدی', coupon: noDrafts.orders.checkout.coupon, submission: null });
  });

  it.each<[string, (copy: string) => string]>([
    ['not JSON', () => '{not json'],
    ['not an object', () => '"x"'],
    ['without its slices', (copy) => JSON.stringify({ ...JSON.parse(copy), state: 5 })],
    ['a slice of the wrong kind', (copy) => JSON.stringify({ ...JSON.parse(copy), state: { ...JSON.parse(copy).state, orders: 'x' } })],
    ["another store version's", (copy) => JSON.stringify({ ...JSON.parse(copy), version: 0 })],
  ])('a copy that is none (%s) is ignored: the stored drafts are restored, and copied in its place', async (_, corrupt) => {
    const { a } = await tabWithDrafts();
    const stored = draftsOf(a.store);
    a.tab.setItem(COPY, corrupt(copyIn(a.tab)));
    const reloaded = await a.reload();
    expect(draftsOf(reloaded.store)).toEqual(stored);
    expect(JSON.parse(copyIn(reloaded.tab)).state.orders.checkout.submission).toEqual(orderKey);
  });

  it('without a usable sessionStorage (denied) the tab restores the stored drafts, as before', async () => {
    const denied: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const { load } = browser();
    const a = await load(denied);
    fillDrafts(a.store);
    const b = await load(denied);
    b.store.getState().finishCheckout();
    expect(draftsOf((await a.reload()).store)).toEqual(draftsOf(b.store));
  });

  it('a copy that cannot be written (storage full) is removed, not left to bring back an older draft', async () => {
    const { a } = await tabWithDrafts();
    expect(copyIn(a.tab)).toContain(orderKey.key);
    a.tab.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    a.store.getState().resetAll();
    expect(a.tab.getItem(COPY)).toBeNull();
  });
});

describe("a customer's leaving takes their drafts from the tab's copy", () => {
  it.each<[string, (tabs: Awaited<ReturnType<typeof tabWithDrafts>>) => void]>([
    ['a logout in this tab', ({ a }) => a.store.getState().resetAll()],
    [
      "another customer's login in another tab",
      ({ shared, a, b }) => {
        const events = new EventTarget();
        followOtherTabs(a.store, events as unknown as Window, vi.fn());
        b.store.getState().setSession(otherSession);
        events.dispatchEvent(Object.assign(new Event('storage'), { key: STORE_KEY, newValue: shared.data[STORE_KEY] }));
      },
    ],
    // A tab the browser discarded hears nothing: its copy, of another login, is void at its reload.
    ["another customer's login while this tab was not running", ({ b }) => b.store.getState().setSession(otherSession)],
  ])('%s', async (_, leave) => {
    const tabs = await tabWithDrafts();
    expect(copyIn(tabs.a.tab)).toContain(orderKey.key);
    leave(tabs);
    const reloaded = await tabs.a.reload();
    expect(draftsOf(reloaded.store)).toEqual(noDrafts);
    expect(copyIn(reloaded.tab)).not.toContain(orderKey.key);
    expect(copyIn(reloaded.tab)).not.toContain('آزادی');
  });
});
