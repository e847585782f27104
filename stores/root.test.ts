import { describe, expect, it } from 'vitest';
import { createRootStore, STORE_KEY } from './root';
import { restoreStore } from './restore';
import type { TextStorage } from './storage';
import { memoryStorage as memory } from './memory-storage';

const customer = { id: 7, mobile: '09120000000', first_name: 'سارا', last_name: 'محمدی', name: 'سارا محمدی' } as never;

describe('root store persistence', () => {
  it('persists the spec slices under new_dr_root-3 and strips holidays', async () => {
    const storage = memory();
    const store = createRootStore(storage);
    await restoreStore(store);
    store.getState().setSession({ user: { id: 3, role: 'customer' }, customer });
    store.getState().addHolidays([{ date: '2026-03-21', title: 'نوروز' }]);
    const saved = JSON.parse(storage.data[STORE_KEY]);
    expect(Object.keys(saved.state).sort()).toEqual(['app', 'customer', 'orders', 'products', 'reservations', 'user', 'userGlobalChanges']);
    expect(saved.state.user.customer.id).toBe(7);
    expect(saved.state.products.holidays).toEqual([]);
    expect(store.getState().products.holidays).toHaveLength(1);
  });

  it('keeps a checkout\'s credit gap for that page only: a new page starts at 10,000', async () => {
    const storage = memory();
    const first = createRootStore(storage);
    await restoreStore(first);
    first.getState().setCreditGap(185_000);
    expect(first.getState().customer.creditGap).toBe(185_000);
    expect(JSON.parse(storage.data[STORE_KEY]).state.customer.creditGap).toBe(10_000);
    // A store saved before this rule, with a gap in it, does not bring it back either.
    const saved = JSON.parse(storage.data[STORE_KEY]);
    saved.state.customer.creditGap = 185_000;
    storage.data[STORE_KEY] = JSON.stringify(saved);
    const second = createRootStore(storage);
    await restoreStore(second);
    expect(second.getState().customer.creditGap).toBe(10_000);
  });

  it("drops a submission saved with the request as its signature (a guest's details), keeps a fingerprinted one", async () => {
    const storage = memory();
    const first = createRootStore(storage);
    await restoreStore(first);
    const old = { key: 'k'.repeat(32), signature: JSON.stringify({ nation_code: '0499370899' }), madeAt: 1 };
    const current = { key: 'j'.repeat(32), signature: '0123456789abcdef', madeAt: 1 };
    first.getState().setReservationSubmission(old);
    first.getState().updateCheckout({ submission: current });
    const second = createRootStore(storage);
    await restoreStore(second);
    expect(second.getState().reservations.submission).toBeNull();
    expect(second.getState().orders.checkout.submission).toEqual(current);
  });

  it("drops the day's turns a store saved before they became server data", async () => {
    const storage = memory();
    const first = createRootStore(storage);
    await restoreStore(first);
    first.getState().setSession({ user: { id: 3, role: 'customer' }, customer });
    const saved = JSON.parse(storage.data[STORE_KEY]);
    saved.state.reservations = { ...saved.state.reservations, turns: { 5: [{ id: 1 }] }, turnsPending: { 5: true } };
    storage.data[STORE_KEY] = JSON.stringify(saved);
    const second = createRootStore(storage);
    await restoreStore(second);
    expect(second.getState().reservations).not.toHaveProperty('turns');
    expect(second.getState().reservations).not.toHaveProperty('turnsPending');
    expect(second.getState().reservations).toEqual(first.getState().reservations);
  });

  it('restores a hand-edited or older store field by field: a wrong field gets its default, the rest is kept', async () => {
    const storage = memory();
    const first = createRootStore(storage);
    await restoreStore(first);
    first.getState().setSession({ user: { id: 3, role: 'customer' }, customer });
    const saved = JSON.parse(storage.data[STORE_KEY]);
    saved.state.orders.checkout.coupon = null;
    saved.state.customer.addressInfo = 'x';
    saved.state.products.guestCart = 5;
    storage.data[STORE_KEY] = JSON.stringify(saved);

    const second = createRootStore(storage);
    await restoreStore(second);
    const state = second.getState();
    expect(state.orders.checkout.coupon).toEqual(first.getState().orders.checkout.coupon);
    expect(state.customer.addressInfo).toEqual(first.getState().customer.addressInfo);
    expect(state.products.guestCart).toEqual(first.getState().products.guestCart);
    expect(state.user.customer).toMatchObject({ id: 7 });
  });

  it('restores what was saved', async () => {
    const storage = memory();
    const first = createRootStore(storage);
    await restoreStore(first);
    first.getState().setSession({ user: { id: 3, role: 'customer' }, customer });
    const second = createRootStore(storage);
    expect(second.getState().user.customer).toBeNull();
    await restoreStore(second);
    expect(second.getState().user.customer?.id).toBe(7);
    expect(second.getState().user.guest).toBe(false);
  });

  it.each(['{not json', '"just a string"', 'null', '[]', '{"state":5}'])('discards corrupt stored JSON %s', async (raw) => {
    const storage = memory({ [STORE_KEY]: raw });
    const store = createRootStore(storage);
    await expect(restoreStore(store)).resolves.toBeUndefined();
    expect(store.getState().user.customer).toBeNull();
    // The corrupt value is removed, not left to fail again on the next load.
    expect(storage.data).not.toHaveProperty(STORE_KEY);
  });

  it('rejects with the spec message when restoring takes longer than the time-out', async () => {
    const never: TextStorage = { getItem: () => new Promise(() => {}), setItem: () => {}, removeItem: () => {} };
    const store = createRootStore(never);
    await expect(restoreStore(store, 50)).rejects.toThrow(STORE_KEY);
  });

  it('resets every slice on logout', async () => {
    const store = createRootStore(memory());
    await restoreStore(store);
    store.getState().setSession({ user: { id: 3, role: 'customer' }, customer });
    store.getState().setOrderDescription('زنگ بزنید');
    store.getState().resetAll();
    expect(store.getState().user.customer).toBeNull();
    expect(store.getState().user.guest).toBe(true);
    expect(store.getState().orders.description).toBe('');
  });
});
