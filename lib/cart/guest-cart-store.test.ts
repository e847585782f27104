import { describe, expect, it } from 'vitest';
import { createRootStore, STORE_KEY } from '@/stores/root';
import { restoreStore } from '@/stores/restore';
import { selectGuestCart } from '@/stores/slices/products';
import { product, shot } from './test-fixtures';
import { memoryStorage as memory } from '@/stores/memory-storage';

describe('guest cart in the persisted products slice', () => {
  it('survives a reload (a new store on the same storage), merge id included', async () => {
    const storage = memory();
    const first = createRootStore(storage);
    await restoreStore(first);
    expect(first.getState().updateGuestCart({ type: 'add', product: product(1) })).toBeNull();
    first.getState().updateGuestCart({ type: 'add', product: product(1) });
    first.getState().updateGuestCart({ type: 'add', product: product(2), toppings: [shot] });
    first.getState().setGuestCartMergeId('m-1');
    expect(JSON.parse(storage.data[STORE_KEY]).state.products.guestCart.items).toHaveLength(2);

    const second = createRootStore(storage);
    await restoreStore(second);
    const cart = selectGuestCart(second.getState());
    expect(cart.items.map((i) => [i.product_id, i.count, (i.toppings ?? []).map((t) => t.id)])).toEqual([
      [1, 2, []],
      [2, 1, [11]],
    ]);
    expect(cart.mergeId).toBe('m-1');
  });

  it('returns the refusal and changes nothing when a limit says no', async () => {
    const store = createRootStore(memory());
    await restoreStore(store);
    expect(store.getState().updateGuestCart({ type: 'add', product: product(1, { limit: 0 }) })).toBe('این محصول موجود نیست');
    expect(selectGuestCart(store.getState()).items).toEqual([]);
  });

  it('does not store a merge id for an empty cart, and logout empties the cart', async () => {
    const store = createRootStore(memory());
    await restoreStore(store);
    store.getState().setGuestCartMergeId('m-1');
    expect(selectGuestCart(store.getState()).mergeId).toBeNull();
    store.getState().updateGuestCart({ type: 'add', product: product(1) });
    store.getState().resetAll();
    expect(selectGuestCart(store.getState()).items).toEqual([]);
  });

  it('starts with an empty cart when the stored one is malformed', async () => {
    const raw = JSON.stringify({ state: { products: { guestCart: { items: [{ nope: 1 }], mergeId: 5 } } }, version: 1 });
    const store = createRootStore(memory({ [STORE_KEY]: raw }));
    await restoreStore(store);
    expect(selectGuestCart(store.getState())).toEqual({ items: [], mergeId: null });
    expect(store.getState().updateGuestCart({ type: 'add', product: product(3) })).toBeNull();
    expect(selectGuestCart(store.getState()).items).toHaveLength(1);
  });
});
