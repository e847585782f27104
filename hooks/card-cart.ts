import { createStore, useStore } from 'zustand';
import type { Cart } from '@/hooks/queries/cart';

/** What a product card's add button needs of the cart. */
export type CardCart = Pick<Cart, 'lines' | 'restored' | 'add'>;

const cardCartStore = createStore<{ cart: CardCart | null }>()(() => ({ cart: null }));

/**
 * Hands the cart to the cards' add buttons. Called by the one CardCartBridge island, so the
 * buttons (drawn by the server, hydrated with the page) carry none of the cart code and are
 * not redrawn when it arrives: they only turn on.
 */
export function publishCardCart(cart: CardCart | null) {
  cardCartStore.setState({ cart });
}

/** The cart for a card's add button, or null while its code is still loading. */
export function useCardCart(): CardCart | null {
  return useStore(cardCartStore, (s) => s.cart);
}
