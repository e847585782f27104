import type { CappedLine, CartData, MergeRequest } from '../api/cart';
import { formatNumber } from '../price';
import type { GuestCartItem, GuestCartState } from './guest-cart';
import { lineKey, toItemInput } from './line';

/**
 * The merge of a guest cart into the customer's server cart after login (spec section 4).
 * The server adds the guest counts to what it holds, capped by limits, once per merge id; this
 * side makes sure the id is stored with the guest cart before the first attempt, so every
 * retry (now, or at the next login) repeats the same merge instead of adding it again.
 */

/** A fresh merge id: a UUID where the browser offers one, else 128 random bits in hex. */
export function newMergeId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The cart/update body of a merge: every guest line with its toppings, the merge flag and id. */
export function buildMergePayload(items: readonly GuestCartItem[], mergeId: string): MergeRequest {
  return {
    products: items.filter((i) => i.count > 0).map((i) => toItemInput(i)),
    merge: true,
    merge_id: mergeId,
  };
}

/** What the merge needs from the persisted guest cart. */
export interface MergeStore {
  read(): GuestCartState;
  /** Stores the id with the guest cart (persisted before the request goes out). */
  setMergeId(id: string): void;
  clear(): void;
}

export type MergeOutcome =
  | { status: 'empty' }
  | { status: 'merged'; cart: CartData; mergeId: string }
  /** Nothing was cleared: the guest cart and its merge id are kept for the next attempt. */
  | { status: 'failed'; error: unknown; mergeId: string };

export interface MergeOptions {
  /** Attempts after the first one (default 1). */
  retries?: number;
  /** Pause before a retry (ms, default 800). */
  retryDelayMs?: number;
  /** Whether an error is worth a retry (default: every error). */
  retryable?: (error: unknown) => boolean;
  newId?: () => string;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function mergeGuestCart(
  store: MergeStore,
  send: (payload: MergeRequest) => Promise<CartData>,
  options: MergeOptions = {},
): Promise<MergeOutcome> {
  const { retries = 1, retryDelayMs = 800, retryable = () => true, newId = newMergeId, sleep = defaultSleep } = options;
  const state = store.read();
  if (state.items.length === 0) return { status: 'empty' };
  let mergeId = state.mergeId;
  if (!mergeId) {
    mergeId = newId();
    store.setMergeId(mergeId);
  }
  let sent = state.items;
  let error: unknown;
  for (let attempt = 0, regrown = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await sleep(retryDelayMs);
    try {
      const cart = await send(buildMergePayload(sent, mergeId));
      const now = store.read().items;
      if (sameLines(now, sent)) {
        store.clear();
        return { status: 'merged', cart, mergeId };
      }
      // Items came in while the request was out (another tab): the same id sent again adds only
      // what is new. Cleared now, they would be lost; still growing after that, they stay for the next attempt.
      if (++regrown > MAX_REGROWN) return { status: 'merged', cart, mergeId };
      sent = now;
      attempt--;
    } catch (err) {
      error = err;
      if (!retryable(err)) break;
    }
  }
  return { status: 'failed', error, mergeId };
}

/** Sends of a cart that grew during the previous one, at most, within one merge. */
const MAX_REGROWN = 2;

function sameLines(a: readonly GuestCartItem[], b: readonly GuestCartItem[]): boolean {
  return a.length === b.length && a.every((item, i) => lineKey(item) === lineKey(b[i]) && item.count === b[i].count);
}

/**
 * One Persian sentence per line the merge could not add in full, named from the guest cart;
 * null when everything was added.
 */
export function cappedMessage(capped: readonly CappedLine[], items: readonly GuestCartItem[]): string | null {
  if (capped.length === 0) return null;
  const names = new Map(items.map((i) => [lineKey(i), i.product.name]));
  const byProduct = new Map(items.map((i) => [i.product_id, i.product.name]));
  const sentences = capped.map((c) => {
    const ref = { product_id: c.product_id, toppings: c.toppings.map((id) => ({ id })) };
    const name = names.get(lineKey(ref)) ?? byProduct.get(c.product_id) ?? 'یک محصول';
    switch (c.reason) {
      case 'limit':
        return `از «${name}» فقط ${formatNumber(c.allowed)} عدد در سبد خرید شما جا شد (سقف مجاز این محصول)`;
      case 'sold_out':
        return `«${name}» موجود نیست و به سبد خرید اضافه نشد`;
      case 'not_found':
        return `«${name}» دیگر در فروشگاه نیست و به سبد خرید اضافه نشد`;
      case 'cart_full':
        return `سبد خرید شما پر است و «${name}» اضافه نشد`;
      case 'reservable':
        return `«${name}» با نوبت‌گیری از صفحه محصول رزرو می‌شود و به سبد خرید اضافه نشد`;
      default:
        return `«${name}» با تعداد کمتری به سبد خرید اضافه شد`;
    }
  });
  return sentences.join('؛ ');
}
