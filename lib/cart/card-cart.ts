import { useSyncExternalStore } from 'react';
import type { Cart } from '@/lib/queries/cart';

/** What a product card's add button needs of the cart. */
export type CardCart = Pick<Cart, 'lines' | 'restored' | 'add'>;

let current: CardCart | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Hands the cart to the cards' add buttons. Called by the one CardCartBridge island, so the
 * buttons (drawn by the server, hydrated with the page) carry none of the cart code and are
 * not redrawn when it arrives: they only turn on.
 */
export function publishCardCart(cart: CardCart | null) {
  current = cart;
  for (const listener of listeners) listener();
}

/** The cart for a card's add button, or null while its code is still loading. */
export function useCardCart(): CardCart | null {
  return useSyncExternalStore(subscribe, () => current, () => null);
}
