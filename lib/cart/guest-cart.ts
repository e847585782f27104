import type { CartTopping } from '../api/cart';
import type { ProductSummary, Topping } from '../api/product-types';
import {
  CART_MESSAGES,
  MAX_CART_LINES,
  addRefusal,
  countOfProduct,
  lineKey,
  normalizeToppings,
  unitPrice,
  type DisplayLine,
  type LineRef,
} from './line';

/** A guest cart item (spec section 3): product id, count and the product, plus toppings. */
export interface GuestCartItem {
  product_id: number;
  count: number;
  product: ProductSummary;
  /** Each topping once with count 1, sorted by id; absent when there are none. */
  toppings?: CartTopping[];
}

/**
 * The guest cart kept in the persisted `products` slice. `mergeId` is the id its merge into a
 * customer's server cart is sent with: made once, kept with the cart until it is emptied, so a
 * merge retried after a failure can never be applied twice.
 */
export interface GuestCartState {
  items: GuestCartItem[];
  mergeId: string | null;
}

export const emptyGuestCart: GuestCartState = { items: [], mergeId: null };

export type GuestCartAction =
  /** Adds `count` (default 1) to the line of this product and toppings, or appends it. */
  | { type: 'add'; product: ProductSummary; count?: number; toppings?: readonly (Topping | CartTopping)[] }
  /** Lowers the line by `count` (default 1); a line with no more than that is dropped. */
  | { type: 'remove'; line: LineRef; count?: number }
  /** Sets the line's count; 0 drops it. Raising is bounded by the limit, lowering is always allowed. */
  | { type: 'set'; line: LineRef; count: number }
  /** The server's current copy of a product: its lines show today's price, limit and topping prices. */
  | { type: 'refresh'; product: ProductSummary; toppings: readonly Topping[] }
  | { type: 'clear' };

export interface GuestCartResult {
  state: GuestCartState;
  /** Why nothing changed (Persian, for the customer), or null. */
  error: string | null;
}

function withItems(state: GuestCartState, items: GuestCartItem[]): GuestCartState {
  // An emptied cart is a new cart: its next merge gets a new id.
  return { items, mergeId: items.length === 0 ? null : state.mergeId };
}

/** The guest-cart rules (spec section 4), as a pure function. */
export function guestCartReducer(state: GuestCartState, action: GuestCartAction): GuestCartResult {
  switch (action.type) {
    case 'add': {
      const count = action.count ?? 1;
      const toppings = normalizeToppings(action.toppings);
      const key = lineKey({ product_id: action.product.id, toppings });
      const refusal = addRefusal(action.product, countOfProduct(state.items, action.product.id), count);
      if (refusal) return { state, error: refusal };
      const index = state.items.findIndex((i) => lineKey(i) === key);
      if (index >= 0) {
        const items = state.items.map((item, i) =>
          // The stored product is refreshed: the newest price and limit win.
          i === index ? { ...item, product: action.product, count: item.count + count } : item,
        );
        return { state: withItems(state, items), error: null };
      }
      if (state.items.length >= MAX_CART_LINES) return { state, error: CART_MESSAGES.cartFull };
      const item: GuestCartItem = {
        product_id: action.product.id,
        count,
        product: action.product,
        ...(toppings.length > 0 ? { toppings } : {}),
      };
      return { state: withItems(state, [...state.items, item]), error: null };
    }
    case 'remove': {
      const count = action.count ?? 1;
      if (!Number.isSafeInteger(count) || count < 1) return { state, error: CART_MESSAGES.badCount };
      const key = lineKey(action.line);
      const item = state.items.find((i) => lineKey(i) === key);
      if (!item) return { state, error: null };
      const items =
        item.count > count
          ? state.items.map((i) => (i === item ? { ...i, count: i.count - count } : i))
          : state.items.filter((i) => i !== item);
      return { state: withItems(state, items), error: null };
    }
    case 'set': {
      const { count } = action;
      if (!Number.isSafeInteger(count) || count < 0) return { state, error: CART_MESSAGES.badCount };
      const key = lineKey(action.line);
      const item = state.items.find((i) => lineKey(i) === key);
      if (!item) return { state, error: null };
      if (count === 0) return { state: withItems(state, state.items.filter((i) => i !== item)), error: null };
      if (count > item.count) {
        const refusal = addRefusal(item.product, countOfProduct(state.items, item.product_id), count - item.count);
        if (refusal) return { state, error: refusal };
      }
      return { state: withItems(state, state.items.map((i) => (i === item ? { ...i, count } : i))), error: null };
    }
    case 'refresh': {
      const { product } = action;
      const price = new Map(action.toppings.map((t) => [t.id, t.price]));
      const items = state.items.map((item) =>
        item.product_id !== product.id
          ? item
          : {
              ...item,
              product,
              ...(item.toppings ? { toppings: item.toppings.map((t) => ({ ...t, price: price.get(t.id) ?? t.price })) } : {}),
            },
      );
      // Unchanged copies leave the state as it is: no store write, no re-render.
      const changed = JSON.stringify(items) !== JSON.stringify(state.items);
      return { state: changed ? withItems(state, items) : state, error: null };
    }
    case 'clear':
      return { state: emptyGuestCart, error: null };
  }
}

function isItem(value: unknown): value is GuestCartItem {
  if (!value || typeof value !== 'object') return false;
  const v = value as Partial<GuestCartItem>;
  return (
    Number.isSafeInteger(v.product_id) &&
    Number.isSafeInteger(v.count) &&
    (v.count ?? 0) > 0 &&
    !!v.product &&
    typeof v.product === 'object' &&
    v.product.id === v.product_id &&
    typeof v.product.final_price === 'number' &&
    (v.toppings === undefined ||
      (Array.isArray(v.toppings) && v.toppings.every((t) => t && Number.isSafeInteger(t.id) && typeof t.price === 'number')))
  );
}

const sanitized = new WeakMap<object, GuestCartState>();

/**
 * The guest cart from whatever was stored: malformed items are dropped, a malformed cart is
 * empty. The same stored object always yields the same result (safe as a store selector).
 */
export function readGuestCart(raw: unknown): GuestCartState {
  if (!raw || typeof raw !== 'object') return emptyGuestCart;
  const cached = sanitized.get(raw);
  if (cached) return cached;
  const r = raw as Partial<GuestCartState>;
  const items = Array.isArray(r.items) ? r.items.filter(isItem) : [];
  const mergeId = typeof r.mergeId === 'string' && r.mergeId ? r.mergeId : null;
  const state: GuestCartState =
    Array.isArray(r.items) && items.length === r.items.length && mergeId === r.mergeId
      ? (raw as GuestCartState)
      : { items, mergeId: items.length > 0 ? mergeId : null };
  sanitized.set(raw, state);
  return state;
}

/** A guest item as the cart UI shows it. */
export function guestDisplayLine(item: GuestCartItem): DisplayLine {
  const toppings = item.toppings ?? [];
  const unit = unitPrice(item.product.final_price, toppings);
  return {
    key: lineKey(item),
    product_id: item.product_id,
    count: item.count,
    toppings,
    product: item.product,
    unit_price: unit,
    line_price: unit * item.count,
  };
}
