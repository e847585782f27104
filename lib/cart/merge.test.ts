import { describe, expect, it } from 'vitest';
import type { CappedLine, CartData, MergeRequest } from '../api/cart';
import { emptyGuestCart, guestCartReducer, type GuestCartState } from './guest-cart';
import { lineKey, maxForProduct } from './line';
import { buildMergePayload, cappedMessage, mergeGuestCart, type MergeStore } from './merge';
import { product, shot, syrup } from './test-fixtures';

/** The guest cart as the persisted store keeps it. */
function memoryStore(initial: GuestCartState): MergeStore & { state: GuestCartState } {
  const box = {
    state: initial,
    read: () => box.state,
    setMergeId: (id: string) => {
      box.state = { ...box.state, mergeId: id };
    },
    clear: () => {
      box.state = emptyGuestCart;
    },
  };
  return box;
}

/**
 * The server side of the merge, as the contract describes it: each line's count is added to
 * what the server cart holds, capped by the product's limit, once per merge id (the same id sent
 * again with a grown cart adds only what is new). `failAfter`
 * makes the next calls apply the merge and then lose the answer (a dropped connection);
 * `failBefore` makes them fail before anything is applied.
 */
function fakeServer(limits: Record<number, number | null>, held: Record<string, number> = {}) {
  const lines = new Map<string, number>(Object.entries(held));
  const merges = new Map<string, CappedLine[]>();
  const sent = new Map<string, Map<string, number>>();
  const server = {
    lines,
    calls: [] as MergeRequest[],
    failAfter: 0,
    failBefore: 0,
    async merge(request: MergeRequest): Promise<CartData> {
      server.calls.push(request);
      if (server.failBefore > 0) {
        server.failBefore--;
        throw new Error('network');
      }
      const before = sent.get(request.merge_id) ?? new Map<string, number>();
      sent.set(request.merge_id, new Map(request.products.map((item) => [lineKey(item), Math.max(item.count, before.get(lineKey(item)) ?? 0)])));
      const capped: CappedLine[] = merges.get(request.merge_id) ?? [];
      for (const sentItem of request.products) {
        const item = { ...sentItem, count: sentItem.count - (before.get(lineKey(sentItem)) ?? 0) };
        if (item.count <= 0) continue;
        const key = lineKey(item);
        const totalOfProduct = [...lines].filter(([k]) => k.startsWith(`${item.product_id}:`)).reduce((s, [, c]) => s + c, 0);
        const room = Math.max(0, maxForProduct(limits[item.product_id] ?? null) - totalOfProduct);
        const add = Math.min(room, item.count);
        const had = lines.get(key) ?? 0;
        if (add < item.count)
          capped.push({
            product_id: item.product_id,
            toppings: (item.toppings ?? []).map((t) => t.id),
            requested: had + item.count,
            allowed: had + add,
            reason: limits[item.product_id] === 0 ? 'sold_out' : 'limit',
          });
        if (add > 0) lines.set(key, had + add);
      }
      merges.set(request.merge_id, capped);
      if (server.failAfter > 0) {
        server.failAfter--;
        throw new Error('response lost');
      }
      return { items: [], count: [...lines.values()].reduce((a, b) => a + b, 0), capped: merges.get(request.merge_id)! };
    },
  };
  return server;
}

function guestCart(): GuestCartState {
  let state = emptyGuestCart;
  for (const action of [
    { type: 'add', product: product(1) },
    { type: 'add', product: product(1) },
    { type: 'add', product: product(2, { has_toppings: true }), toppings: [syrup, shot] },
    { type: 'add', product: product(3, { limit: 2 }) },
  ] as const) {
    state = guestCartReducer(state, action).state;
  }
  return state;
}

let ids = 0;
const options = { retryDelayMs: 0, newId: () => `merge-${++ids}`, sleep: async () => {} };

describe('buildMergePayload', () => {
  it('sends every guest line with its count and toppings, the merge flag and the id', () => {
    expect(buildMergePayload(guestCart().items, 'abc')).toEqual({
      products: [
        { product_id: 1, count: 2 },
        { product_id: 2, count: 1, toppings: [{ id: 11, count: 1 }, { id: 12, count: 1 }] },
        { product_id: 3, count: 1 },
      ],
      merge: true,
      merge_id: 'abc',
    });
  });
});

describe('mergeGuestCart', () => {
  it('does nothing for an empty guest cart', async () => {
    const server = fakeServer({});
    const store = memoryStore(emptyGuestCart);
    expect(await mergeGuestCart(store, server.merge, options)).toEqual({ status: 'empty' });
    expect(server.calls).toHaveLength(0);
  });

  it('adds the guest counts to the server cart, then clears the guest cart', async () => {
    const server = fakeServer({ 3: 2 }, { '1:': 1 });
    const store = memoryStore(guestCart());
    const outcome = await mergeGuestCart(store, server.merge, options);
    expect(outcome.status).toBe('merged');
    expect(Object.fromEntries(server.lines)).toEqual({ '1:': 3, '2:11,12': 1, '3:': 1 });
    expect(store.state).toEqual(emptyGuestCart);
  });

  it('sends again, with the same id, items that came in while the request was out, instead of clearing them unsent', async () => {
    const server = fakeServer({});
    const store = memoryStore(guestCart());
    let grown = false;
    const outcome = await mergeGuestCart(
      store,
      async (payload) => {
        const answer = await server.merge(payload);
        // Another tab adds a fourth line and one more of the first while the first send is out.
        if (!grown) {
          grown = true;
          store.state = guestCartReducer(guestCartReducer(store.state, { type: 'add', product: product(4) }).state, { type: 'add', product: product(1) }).state;
        }
        return answer;
      },
      options,
    );
    expect(outcome.status).toBe('merged');
    expect(server.calls).toHaveLength(2);
    expect(server.calls[0].merge_id).toBe(server.calls[1].merge_id);
    expect(Object.fromEntries(server.lines)).toEqual({ '1:': 3, '2:11,12': 1, '3:': 1, '4:': 1 });
    expect(store.state).toEqual(emptyGuestCart);
  });

  it('stores the merge id with the guest cart before the request goes out', async () => {
    const store = memoryStore(guestCart());
    let storedDuringRequest: string | null = null;
    await mergeGuestCart(
      store,
      async (payload) => {
        storedDuringRequest = store.state.mergeId;
        expect(payload.merge_id).toBe(storedDuringRequest);
        return { items: [], count: 0, capped: [] };
      },
      options,
    );
    expect(storedDuringRequest).toMatch(/^merge-/);
  });

  it('retries with the same merge id, so a merge whose answer was lost is not added twice', async () => {
    const server = fakeServer({});
    server.failAfter = 1;
    const store = memoryStore(guestCart());
    const outcome = await mergeGuestCart(store, server.merge, options);
    expect(outcome.status).toBe('merged');
    expect(server.calls).toHaveLength(2);
    expect(server.calls[0].merge_id).toBe(server.calls[1].merge_id);
    expect(Object.fromEntries(server.lines)).toEqual({ '1:': 2, '2:11,12': 1, '3:': 1 });
    expect(store.state.items).toEqual([]);
  });

  it('keeps the guest cart and its id when every attempt fails, and the next login cannot double it', async () => {
    const server = fakeServer({});
    server.failAfter = 2; // applied on the first call, both answers lost
    const store = memoryStore(guestCart());
    const first = await mergeGuestCart(store, server.merge, options);
    expect(first.status).toBe('failed');
    // Nothing is lost: the guest cart is still there, with the id it was sent with.
    expect(store.state.items).toHaveLength(3);
    expect(store.state.mergeId).toBe(server.calls[0].merge_id);

    const again = await mergeGuestCart(store, server.merge, options);
    expect(again.status).toBe('merged');
    expect(new Set(server.calls.map((c) => c.merge_id)).size).toBe(1);
    expect(Object.fromEntries(server.lines)).toEqual({ '1:': 2, '2:11,12': 1, '3:': 1 });
    expect(store.state).toEqual(emptyGuestCart);
  });

  it('keeps everything when the request never reached the server, and merges it all later', async () => {
    const server = fakeServer({});
    server.failBefore = 2;
    const store = memoryStore(guestCart());
    expect((await mergeGuestCart(store, server.merge, options)).status).toBe('failed');
    expect(server.lines.size).toBe(0);
    expect((await mergeGuestCart(store, server.merge, options)).status).toBe('merged');
    expect(Object.fromEntries(server.lines)).toEqual({ '1:': 2, '2:11,12': 1, '3:': 1 });
  });

  it('does not retry an error that a retry cannot fix', async () => {
    const server = fakeServer({});
    server.failBefore = 5;
    const store = memoryStore(guestCart());
    const outcome = await mergeGuestCart(store, server.merge, { ...options, retryable: () => false });
    expect(outcome.status).toBe('failed');
    expect(server.calls).toHaveLength(1);
  });

  it('a new guest cart after a completed merge gets a new id', async () => {
    const server = fakeServer({});
    const store = memoryStore(guestCart());
    await mergeGuestCart(store, server.merge, options);
    store.state = guestCartReducer(store.state, { type: 'add', product: product(1) }).state;
    expect(store.state.mergeId).toBeNull();
    await mergeGuestCart(store, server.merge, options);
    expect(server.calls[0].merge_id).not.toBe(server.calls[1].merge_id);
    expect(server.lines.get('1:')).toBe(3);
  });

  it('reports lines the limits capped', async () => {
    const server = fakeServer({ 3: 2 }, { '3:': 2 });
    const store = memoryStore(guestCart());
    const items = store.state.items;
    const outcome = await mergeGuestCart(store, server.merge, options);
    if (outcome.status !== 'merged') throw new Error('not merged');
    expect(outcome.cart.capped).toEqual([{ product_id: 3, toppings: [], requested: 3, allowed: 2, reason: 'limit' }]);
    expect(cappedMessage(outcome.cart.capped, items)).toBe('از «محصول 3» فقط ۲ عدد در سبد خرید شما جا شد (سقف مجاز این محصول)');
  });
});

describe('cappedMessage', () => {
  it('says nothing when nothing was capped and names each capped line otherwise', () => {
    const items = guestCart().items;
    expect(cappedMessage([], items)).toBeNull();
    const text = cappedMessage(
      [
        { product_id: 2, toppings: [11, 12], requested: 1, allowed: 0, reason: 'sold_out' },
        { product_id: 9, toppings: [], requested: 1, allowed: 0, reason: 'not_found' },
      ],
      items,
    );
    expect(text).toBe('«محصول 2» موجود نیست و به سبد خرید اضافه نشد؛ «یک محصول» دیگر در فروشگاه نیست و به سبد خرید اضافه نشد');
  });

  it('sends a reservable product to its booking', () => {
    const text = cappedMessage([{ product_id: 3, toppings: [], requested: 1, allowed: 0, reason: 'reservable' }], guestCart().items);
    expect(text).toBe('«محصول 3» با نوبت‌گیری از صفحه محصول رزرو می‌شود و به سبد خرید اضافه نشد');
  });
});
