import ky from 'ky';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCartFixture, type CartFixture } from '@/backend/routes/cart/fixtures';
import { startHarness, type Harness } from '@/backend/test/harness';
import { cartApi, type CartData, type MergeRequest } from '../api/cart';
import type { ProductSummary, Topping } from '../api/product-types';
import { emptyGuestCart, guestCartReducer, type GuestCartAction, type GuestCartState } from './guest-cart';
import { lineKey } from './line';
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

/** A guest cart of made-up products, for the tests that need no server. */
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

// ---------------------------------------------------------------------------------------------
// The real backend: a fresh database with the cart tests' own products (backend/routes/cart/fixtures.ts).

let h: Harness;
let fx: CartFixture;

beforeAll(async () => {
  h = await startHarness();
  fx = await insertCartFixture(h);
});
afterAll(() => h?.backend.db.close());

/**
 * The fixture's products as the catalogue showed them to the guest (shaped as test-fixtures'
 * `product`), with their real ids, names, prices and limits.
 */
function catalogue() {
  const priced = (id: number, name: string, price: number, over: Partial<ProductSummary> = {}) =>
    product(id, { name, price, final_price: price, ...over });
  return {
    unlimited: priced(fx.unlimited, 'unlimited', 100_000),
    latte: priced(fx.withToppings, 'latte', 120_000, { has_toppings: true }),
    limit2: priced(fx.limit2, 'limit2', 50_000, { limit: 2 }),
    discounted: priced(fx.discounted, 'discounted', 200_000, { discount: 20, final_price: 160_000 }),
    /** Sold out since the guest put it in the cart: the guest's copy is from when it was in stock. */
    soldOutSince: priced(fx.soldOut, 'soldout', 70_000, { limit: null }),
    almond: { id: fx.almond, name: 'شیر بادام', price: 15_000 } satisfies Topping,
    shot: { id: fx.shot, name: 'شات اضافه', price: 20_000 } satisfies Topping,
  };
}

/** Applies guest-cart actions as the storefront does, each of which must be accepted. */
function withActions(state: GuestCartState, ...actions: GuestCartAction[]): GuestCartState {
  for (const action of actions) {
    const result = guestCartReducer(state, action);
    expect(result.error).toBeNull();
    state = result.state;
  }
  return state;
}

/** Two of `unlimited`, a latte with almond milk and an extra shot, one of `limit2`. */
function realGuestCart(): GuestCartState {
  const c = catalogue();
  return withActions(
    emptyGuestCart,
    { type: 'add', product: c.unlimited },
    { type: 'add', product: c.unlimited },
    { type: 'add', product: c.latte, toppings: [c.almond, c.shot] },
    { type: 'add', product: c.limit2 },
  );
}

interface Customer {
  mobile: string;
  token: string;
  customerId: number;
}

let mobiles = 0;
async function customer(): Promise<Customer> {
  const mobile = `0912777${String(++mobiles).padStart(4, '0')}`;
  return { mobile, ...(await h.login(mobile)) };
}

/** The customer logging in again (another session, the same customer and server cart). */
async function loginAgain(me: Customer): Promise<Customer> {
  const again = { mobile: me.mobile, ...(await h.login(me.mobile)) };
  expect(again.customerId).toBe(me.customerId);
  expect(again.token).not.toBe(me.token);
  return again;
}

const cartPath = (me: Customer) => `/api/v1/app/customer/${me.customerId}/cart`;

/** A line key and its count, for each line of a cart. */
function countsByLine(cart: { items: { product_id: number; count: number; toppings: { id: number }[] }[] }): Record<string, number> {
  return Object.fromEntries(cart.items.map((line) => [lineKey(line), line.count]));
}

/** The customer's server cart, read from the server (not from any answer the merge got). */
async function serverCart(me: Customer): Promise<Record<string, number>> {
  const res = await h.call<{ success: boolean; data: CartData }>('GET', cartPath(me), { token: me.token });
  expect(res.status).toBe(200);
  return countsByLine(res.body.data);
}

/** Puts a line in the customer's server cart before the merge (through the real cart/add). */
async function holdOnServer(me: Customer, item: { product_id: number; count: number; toppings?: { id: number; count: 1 }[] }) {
  const res = await h.call('POST', `${cartPath(me)}/add`, { token: me.token, body: item });
  expect(res.status).toBe(200);
}

const key = (productId: number, ...toppings: number[]) => lineKey({ product_id: productId, toppings: toppings.map((id) => ({ id })) });

/**
 * The merge function as the storefront passes it (`components/cart/merge-actions.ts`): the
 * storefront's own cart client (`lib/api/cart.ts`, its real route and envelope) with the real
 * backend as its network, the Bearer token added as the same-origin gateway adds it. The only
 * thing injected is a network fault at that boundary: `lostAnswers` calls reach the server, are
 * applied, and then throw as a dropped connection would; `unreachable` calls throw before
 * anything is sent. `attempts` is every payload the merge tried to send.
 */
function network(me: Customer, faults: { lostAnswers?: number; unreachable?: number } = {}) {
  let { lostAnswers = 0, unreachable = 0 } = faults;
  const http = ky.create({
    prefixUrl: 'http://shop.test/api',
    retry: 0,
    headers: { authorization: `Bearer ${me.token}` },
    fetch: async (input, init) => h.backend.fetch(new Request(input, init)),
  });
  const api = cartApi(http);
  const attempts: MergeRequest[] = [];
  return {
    attempts,
    async merge(payload: MergeRequest): Promise<CartData> {
      attempts.push(payload);
      if (unreachable > 0) {
        unreachable--;
        throw new Error('network');
      }
      const { data } = await api.merge(me.customerId, payload);
      if (lostAnswers > 0) {
        lostAnswers--;
        throw new Error('answer lost');
      }
      return data;
    },
  };
}

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
    const me = await customer();
    const net = network(me);
    const store = memoryStore(emptyGuestCart);
    expect(await mergeGuestCart(store, net.merge, options)).toEqual({ status: 'empty' });
    expect(net.attempts).toHaveLength(0);
    expect(await serverCart(me)).toEqual({});
  });

  it('adds the guest counts to the server cart, then clears the guest cart', async () => {
    const me = await customer();
    await holdOnServer(me, { product_id: fx.unlimited, count: 1 });
    const net = network(me);
    const store = memoryStore(realGuestCart());
    const outcome = await mergeGuestCart(store, net.merge, options);
    if (outcome.status !== 'merged') throw new Error(`not merged: ${outcome.status}`);
    const merged = { [key(fx.unlimited)]: 3, [key(fx.withToppings, fx.almond, fx.shot)]: 1, [key(fx.limit2)]: 1 };
    expect(await serverCart(me)).toEqual(merged);
    // The outcome carries the server's answer: the merged cart, nothing capped.
    expect(countsByLine(outcome.cart)).toEqual(merged);
    expect(outcome.cart.capped).toEqual([]);
    expect(net.attempts).toHaveLength(1);
    expect(store.state).toEqual(emptyGuestCart);
  });

  it('sends again, with the same id, items that came in while the request was out, instead of clearing them unsent', async () => {
    const me = await customer();
    const net = network(me);
    const store = memoryStore(realGuestCart());
    const c = catalogue();
    let grown = false;
    const outcome = await mergeGuestCart(
      store,
      async (payload) => {
        const answer = await net.merge(payload);
        // Another tab adds a fourth line and one more of the first while the first send is out.
        if (!grown) {
          grown = true;
          store.state = withActions(store.state, { type: 'add', product: c.discounted }, { type: 'add', product: c.unlimited });
        }
        return answer;
      },
      options,
    );
    if (outcome.status !== 'merged') throw new Error(`not merged: ${outcome.status}`);
    expect(net.attempts).toHaveLength(2);
    expect(net.attempts[0].merge_id).toBe(net.attempts[1].merge_id);
    const merged = { [key(fx.unlimited)]: 3, [key(fx.withToppings, fx.almond, fx.shot)]: 1, [key(fx.limit2)]: 1, [key(fx.discounted)]: 1 };
    expect(await serverCart(me)).toEqual(merged);
    expect(countsByLine(outcome.cart)).toEqual(merged);
    expect(store.state).toEqual(emptyGuestCart);
  });

  it('stores the merge id with the guest cart before the request goes out', async () => {
    const store = memoryStore(guestCart());
    // Recorded, not asserted, inside the send: mergeGuestCart would catch a failed expect there as a
    // failed attempt, and its retry would find the id stored by then.
    const seen: { sent: string; stored: string | null }[] = [];
    const outcome = await mergeGuestCart(
      store,
      async (payload) => {
        seen.push({ sent: payload.merge_id, stored: store.state.mergeId });
        return { items: [], count: 0, capped: [] };
      },
      options,
    );
    expect(outcome.status).toBe('merged');
    expect(seen).toHaveLength(1);
    expect(seen[0].stored).toMatch(/^merge-/);
    expect(seen[0].sent).toBe(seen[0].stored);
  });

  it('retries with the same merge id, so a merge whose answer was lost is not added twice', async () => {
    const me = await customer();
    const net = network(me, { lostAnswers: 1 });
    const store = memoryStore(realGuestCart());
    const outcome = await mergeGuestCart(store, net.merge, options);
    if (outcome.status !== 'merged') throw new Error(`not merged: ${outcome.status}`);
    expect(net.attempts).toHaveLength(2);
    expect(net.attempts[0].merge_id).toBe(net.attempts[1].merge_id);
    const once = { [key(fx.unlimited)]: 2, [key(fx.withToppings, fx.almond, fx.shot)]: 1, [key(fx.limit2)]: 1 };
    expect(await serverCart(me)).toEqual(once);
    expect(countsByLine(outcome.cart)).toEqual(once);
    expect(store.state).toEqual(emptyGuestCart);
  });

  it('keeps the guest cart and its id when every attempt fails, and the next login cannot double it', async () => {
    const me = await customer();
    const net = network(me, { lostAnswers: 2 }); // applied on the first call, both answers lost
    const store = memoryStore(realGuestCart());
    const first = await mergeGuestCart(store, net.merge, options);
    expect(first.status).toBe('failed');
    expect(net.attempts).toHaveLength(2);
    // Nothing is lost: the guest cart is still there, with the id it was sent with.
    expect(store.state.items).toHaveLength(3);
    expect(store.state.mergeId).toBe(net.attempts[0].merge_id);
    expect(first).toMatchObject({ mergeId: net.attempts[0].merge_id });
    const once = { [key(fx.unlimited)]: 2, [key(fx.withToppings, fx.almond, fx.shot)]: 1, [key(fx.limit2)]: 1 };
    expect(await serverCart(me)).toEqual(once);

    // The next login: another session of the same customer sends the kept cart again.
    const later = await loginAgain(me);
    const next = network(later);
    const again = await mergeGuestCart(store, next.merge, options);
    expect(again.status).toBe('merged');
    expect(new Set([...net.attempts, ...next.attempts].map((c) => c.merge_id)).size).toBe(1);
    expect(await serverCart(later)).toEqual(once);
    expect(store.state).toEqual(emptyGuestCart);
  });

  it('keeps everything when the request never reached the server, and merges it all later', async () => {
    const me = await customer();
    const net = network(me, { unreachable: 2 });
    const store = memoryStore(realGuestCart());
    expect((await mergeGuestCart(store, net.merge, options)).status).toBe('failed');
    expect(net.attempts).toHaveLength(2);
    expect(await serverCart(me)).toEqual({});
    expect(store.state.items).toHaveLength(3);
    expect(store.state.mergeId).toBe(net.attempts[0].merge_id);

    expect((await mergeGuestCart(store, net.merge, options)).status).toBe('merged');
    expect(net.attempts).toHaveLength(3);
    expect(net.attempts[2].merge_id).toBe(net.attempts[0].merge_id);
    expect(await serverCart(me)).toEqual({ [key(fx.unlimited)]: 2, [key(fx.withToppings, fx.almond, fx.shot)]: 1, [key(fx.limit2)]: 1 });
    expect(store.state).toEqual(emptyGuestCart);
  });

  it('does not retry an error that a retry cannot fix', async () => {
    const attempts: MergeRequest[] = [];
    const store = memoryStore(guestCart());
    const outcome = await mergeGuestCart(
      store,
      async (payload) => {
        attempts.push(payload);
        throw new Error('refused');
      },
      { ...options, retryable: () => false },
    );
    expect(outcome.status).toBe('failed');
    expect(attempts).toHaveLength(1);
  });

  it('a new guest cart after a completed merge gets a new id', async () => {
    const me = await customer();
    const net = network(me);
    const store = memoryStore(realGuestCart());
    expect((await mergeGuestCart(store, net.merge, options)).status).toBe('merged');
    store.state = withActions(store.state, { type: 'add', product: catalogue().unlimited });
    expect(store.state.mergeId).toBeNull();
    expect((await mergeGuestCart(store, net.merge, options)).status).toBe('merged');
    expect(net.attempts).toHaveLength(2);
    expect(net.attempts[0].merge_id).not.toBe(net.attempts[1].merge_id);
    // Under its own id, the new cart is added on top of the first one.
    expect((await serverCart(me))[key(fx.unlimited)]).toBe(3);
  });

  /** The guest cart plus a product sold out since it was put in, for a customer who already holds both of `limit2`. */
  async function cappedSetup() {
    const me = await customer();
    await holdOnServer(me, { product_id: fx.limit2, count: 2 });
    const store = memoryStore(withActions(realGuestCart(), { type: 'add', product: catalogue().soldOutSince }));
    return { me, store, items: store.state.items };
  }

  const cappedReport = () => [
    { product_id: fx.limit2, toppings: [], requested: 3, allowed: 2, reason: 'limit' },
    { product_id: fx.soldOut, toppings: [], requested: 1, allowed: 0, reason: 'sold_out' },
  ];
  const cappedHeld = () => ({ [key(fx.limit2)]: 2, [key(fx.unlimited)]: 2, [key(fx.withToppings, fx.almond, fx.shot)]: 1 });

  it('reports lines the limits capped', async () => {
    const { me, store, items } = await cappedSetup();
    const outcome = await mergeGuestCart(store, network(me).merge, options);
    if (outcome.status !== 'merged') throw new Error(`not merged: ${outcome.status}`);
    expect(outcome.cart.capped).toEqual(cappedReport());
    expect(cappedMessage(outcome.cart.capped, items)).toBe(
      'از «limit2» فقط ۲ عدد در سبد خرید شما جا شد (سقف مجاز این محصول)؛ «soldout» موجود نیست و به سبد خرید اضافه نشد',
    );
    expect(await serverCart(me)).toEqual(cappedHeld());
    // A capped merge is still a merge: the guest cart is done.
    expect(store.state).toEqual(emptyGuestCart);
  });

  it('still reports the capped lines when the answer that carried the report was lost', async () => {
    const { me, store } = await cappedSetup();
    const net = network(me, { lostAnswers: 1 });
    const outcome = await mergeGuestCart(store, net.merge, options);
    if (outcome.status !== 'merged') throw new Error(`not merged: ${outcome.status}`);
    expect(net.attempts).toHaveLength(2);
    expect(outcome.cart.capped).toEqual(cappedReport());
    expect(await serverCart(me)).toEqual(cappedHeld());
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
