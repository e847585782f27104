import type { StateCreator } from 'zustand';
import { emptyGuestCart, guestCartReducer, readGuestCart, type GuestCartAction, type GuestCartState } from '@/lib/cart/guest-cart';
import type { RootState } from '../root';

export interface Holiday {
  date: string;
  title: string;
}

/**
 * Catalogue-side client state. Holidays are appended as they load and never persisted.
 * The guest cart (spec section 3: items {product_id, count, product}, plus toppings) is
 * persisted with the slice, together with the id of its merge into a customer's cart.
 */
export interface ProductsSlice {
  products: {
    holidays: Holiday[];
    guestCart: GuestCartState;
  };
  addHolidays: (holidays: Holiday[]) => void;
  /** Applies a guest-cart change; returns why it was refused (Persian), or null. */
  updateGuestCart: (action: GuestCartAction) => string | null;
  /** Stores the id the guest cart's merge is sent with (kept until the cart is emptied). */
  setGuestCartMergeId: (mergeId: string) => void;
}

export const initialProducts: ProductsSlice['products'] = { holidays: [], guestCart: emptyGuestCart };

/** The guest cart, whatever the stored JSON held (stable for the same state: safe as a selector). */
export const selectGuestCart = (s: Pick<RootState, 'products'>): GuestCartState => readGuestCart(s.products.guestCart);

export const createProductsSlice: StateCreator<RootState, [], [], ProductsSlice> = (set, get) => ({
  products: initialProducts,
  addHolidays: (holidays) => set((s) => ({ products: { ...s.products, holidays: [...s.products.holidays, ...holidays] } })),
  updateGuestCart: (action) => {
    const current = selectGuestCart(get());
    const { state, error } = guestCartReducer(current, action);
    if (!error && state !== current) set((s) => ({ products: { ...s.products, guestCart: state } }));
    return error;
  },
  setGuestCartMergeId: (mergeId) => {
    const cart = selectGuestCart(get());
    if (cart.items.length === 0) return;
    set((s) => ({ products: { ...s.products, guestCart: { ...cart, mergeId } } }));
  },
});
