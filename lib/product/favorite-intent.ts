import { readLocalObject, removeLocal, tabStore, writeLocal } from '@/lib/local-storage';

const KEY = 'favorite-after-login';
/** How long a guest's heart waits for the login it led to. */
export const FAVORITE_INTENT_MS = 15 * 60_000;

/**
 * A guest's heart is a login link: the product it was for is kept for the tab, so the login that
 * comes back to the page adds it rather than leaving the customer to press the heart again.
 */
export function rememberFavoriteIntent(productId: number, now = Date.now(), storage = tabStore()): void {
  writeLocal(KEY, JSON.stringify({ product: productId, at: now }), storage);
}

/**
 * Whether this product's heart was pressed by the guest this tab logged in as, within
 * FAVORITE_INTENT_MS; taken once, so of several hearts of one product only the first adds it.
 */
export function takeFavoriteIntent(productId: number, now = Date.now(), storage = tabStore()): boolean {
  const intent = readLocalObject(KEY, storage);
  if (!intent || intent.product !== productId) return false;
  removeLocal(KEY, storage);
  return typeof intent.at === 'number' && now - intent.at >= 0 && now - intent.at < FAVORITE_INTENT_MS;
}
