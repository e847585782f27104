import { describe, expect, it, vi } from 'vitest';
import { createRootStore, STORE_KEY } from './root';
import { restoreStore } from './restore';
import { memoryStorage } from './memory-storage';
import { followOtherTabs } from './follow-other-tabs';
import { product } from '@/lib/cart/test-fixtures';
import { memoryWebStorage } from '@/lib/local-storage.testing';

const customer = { id: 7, mobile: '09120000000', first_name: 'سارا', last_name: 'محمدی', name: 'سارا محمدی' } as never;

/** Two tabs: two stores over one storage; `mine` hears the other's writes as storage events. */
async function twoTabs() {
  const storage = memoryStorage();
  const mine = createRootStore(storage);
  const other = createRootStore(storage);
  await restoreStore(mine);
  await restoreStore(other);
  const tab = new EventTarget();
  const startOver = vi.fn();
  followOtherTabs(mine, tab as unknown as Window, startOver, () => storage.data[STORE_KEY] ?? null);
  const otherTabWrote = async (key: string | null = STORE_KEY) => {
    // The persist middleware writes asynchronously.
    await new Promise((resolve) => setTimeout(resolve, 0));
    tab.dispatchEvent(Object.assign(new Event('storage'), { key, newValue: key === null ? null : storage.data[STORE_KEY] }));
  };
  return { storage, mine, other, otherTabWrote, startOver };
}

describe('following the other tabs', () => {
  it('takes in a login and a logout made in another tab, so its next write cannot undo them', async () => {
    const { storage, mine, other, otherTabWrote } = await twoTabs();
    other.getState().setSession({ user: { id: 3, role: 'customer' }, customer });
    await otherTabWrote();
    expect(mine.getState().user.customer?.id).toBe(7);
    other.getState().resetAll();
    await otherTabWrote();
    expect(mine.getState().user.customer).toBeNull();
    // This tab's next change keeps the logout.
    mine.getState().setPaymentMethod('online');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(JSON.parse(storage.data[STORE_KEY]).state.user.customer).toBeNull();
  });

  it("keeps both tabs' guest items, and leaves this window's checkout form alone", async () => {
    const { mine, other, otherTabWrote } = await twoTabs();
    mine.getState().updateCheckout({ submitDelivery: false });
    other.getState().updateGuestCart({ type: 'add', product: product(1) });
    await otherTabWrote();
    mine.getState().updateGuestCart({ type: 'add', product: product(2) });
    expect(mine.getState().products.guestCart.items.map((i) => i.product_id)).toEqual([1, 2]);
    expect(mine.getState().orders.checkout.submitDelivery).toBe(false);
  });

  it('a page brought back by Back from the page cache, which missed the events meanwhile, takes in what storage holds', async () => {
    const { storage, mine, other } = await twoTabs();
    const tab = new EventTarget();
    followOtherTabs(mine, tab as unknown as Window, vi.fn(), () => storage.data[STORE_KEY] ?? null);
    other.getState().setSession({ user: { id: 3, role: 'customer' }, customer });
    other.getState().updateGuestCart({ type: 'add', product: product(1) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // A page shown afresh (not from the cache) has just read storage: nothing to take in.
    tab.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect(mine.getState().user.customer).toBeNull();
    tab.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(mine.getState().user.customer?.id).toBe(7);
    expect(mine.getState().products.guestCart.items.map((i) => i.product_id)).toEqual([1]);
    // Its next change keeps the login.
    mine.getState().setPaymentMethod('online');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(JSON.parse(storage.data[STORE_KEY]).state.user.customer.id).toBe(7);
  });

  it("copying another tab's change stores nothing: that tab's drafts stay the stored ones", async () => {
    const { storage, mine, other, otherTabWrote } = await twoTabs();
    mine.getState().setOrderDescription('از این پنجره');
    other.getState().setOrderDescription('از پنجرهٔ دیگر');
    other.getState().updateGuestCart({ type: 'add', product: product(1) });
    await otherTabWrote();
    expect(mine.getState().products.guestCart.items).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(JSON.parse(storage.data[STORE_KEY]).state.orders.description).toBe('از پنجرهٔ دیگر');
  });

  it('ignores other keys, and a storage cleared elsewhere means logged out with an empty cart', async () => {
    const { mine, other, otherTabWrote } = await twoTabs();
    other.getState().setSession({ user: { id: 3, role: 'customer' }, customer });
    await otherTabWrote('another-key');
    expect(mine.getState().user.customer).toBeNull();
    await otherTabWrote();
    expect(mine.getState().user.customer?.id).toBe(7);
    await otherTabWrote(null);
    expect(mine.getState().user.customer).toBeNull();
  });

  it("a logout or another customer's login elsewhere resets this tab, so it cannot write the customer's data back", async () => {
    const { storage, mine, other, otherTabWrote, startOver } = await twoTabs();
    other.getState().setSession({ user: { id: 3, role: 'customer' }, customer });
    await otherTabWrote();
    mine.getState().setOrderDescription('زنگ طبقه دوم');
    mine.getState().updateAddressInfo({ address: 'خیابان آزادی، پلاک ۱' });
    // The same customer's profile change is no reason to start over.
    other.getState().setCustomer({ ...(customer as object), first_name: 'سارا ج' } as never);
    await otherTabWrote();
    expect(startOver).not.toHaveBeenCalled();
    expect(mine.getState().orders.description).toBe('زنگ طبقه دوم');

    other.getState().setSession({ user: { id: 4, role: 'customer' }, customer: { ...(customer as object), id: 8 } as never });
    await otherTabWrote();
    expect(startOver).toHaveBeenCalledTimes(1);
    expect(mine.getState().user.customer?.id).toBe(8);
    expect(mine.getState().orders.description).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(storage.data[STORE_KEY]).not.toContain('آزادی');

    mine.getState().setOrderDescription('بدون پیاز');
    // This tab's drafts of personal details go too (sessionStorage is the tab's own).
    const tabStorage = memoryWebStorage();
    tabStorage.setItem('booking-guest-draft', '{"mobile":"09120000000"}');
    tabStorage.setItem('login-code-step', '{"mobile":"09120000000"}');
    vi.stubGlobal('window', { sessionStorage: tabStorage });
    try {
      await otherTabWrote(null);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(tabStorage.getItem('booking-guest-draft')).toBeNull();
    expect(tabStorage.getItem('login-code-step')).toBeNull();
    expect(startOver).toHaveBeenCalledTimes(2);
    expect(mine.getState().user.customer).toBeNull();
    expect(mine.getState().orders.description).toBe('');
  });

  it("another customer's login is not undone by the reset it causes in the other tab", async () => {
    // Two tabs over one storage, each hearing every write the other makes, in order.
    const shared = memoryStorage();
    const writes: { from: 'a' | 'b'; value: string }[] = [];
    const tabStorage = (from: 'a' | 'b') => ({
      ...shared,
      setItem: (k: string, v: string) => {
        shared.setItem(k, v);
        writes.push({ from, value: v });
      },
    });
    const a = createRootStore(tabStorage('a'));
    const b = createRootStore(tabStorage('b'));
    await restoreStore(a);
    await restoreStore(b);
    const tabs = { a: new EventTarget(), b: new EventTarget() };
    const startOver = { a: vi.fn(), b: vi.fn() };
    followOtherTabs(a, tabs.a as unknown as Window, startOver.a);
    followOtherTabs(b, tabs.b as unknown as Window, startOver.b);
    const deliver = async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      while (writes.length) {
        const { from, value } = writes.shift()!;
        tabs[from === 'a' ? 'b' : 'a'].dispatchEvent(Object.assign(new Event('storage'), { key: STORE_KEY, newValue: value }));
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    };
    a.getState().setSession({ user: { id: 3, role: 'customer' }, customer });
    await deliver();
    expect(b.getState().user.customer?.id).toBe(7);

    b.getState().setSession({ user: { id: 4, role: 'customer' }, customer: { ...(customer as object), id: 8 } as never });
    await deliver();
    expect(startOver.a).toHaveBeenCalledTimes(1);
    expect(startOver.b).not.toHaveBeenCalled();
    expect(a.getState().user.customer?.id).toBe(8);
    expect(b.getState().user.customer?.id).toBe(8);
    expect(JSON.parse(shared.data[STORE_KEY]).state.user.customer.id).toBe(8);
  });
});
