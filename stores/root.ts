import { createStore, type StoreApi } from 'zustand/vanilla';
import { persist, type PersistStorage } from 'zustand/middleware';
import { createUserSlice, initialUser, type UserSlice } from './slices/user';
import { createAppSlice, initialApp, type AppSlice } from './slices/app';
import { createProductsSlice, initialProducts, type ProductsSlice } from './slices/products';
import { createCustomerSlice, initialCustomer, type CustomerSlice } from './slices/customer';
import { createOrdersSlice, initialOrders, type OrdersSlice } from './slices/orders';
import { createReservationsSlice, initialReservations, type ReservationsSlice } from './slices/reservations';
import { createGlobalChangesSlice, initialGlobalChanges, type GlobalChangesSlice } from './slices/global-changes';
import { safeJsonStorage, type TextStorage } from './storage';
import { fitStored } from './fit-stored';
import { withTabDrafts } from './tab-drafts';
import type { KeyValueStorage } from '@/lib/local-storage';

import { DEFAULT_CREDIT_GAP, STORE_KEY } from '@/lib/spec-constants';
import { restoredSubmission } from '@/lib/checkout/idempotency';
export { STORE_KEY };
export const STORE_VERSION = 1;

export type RootState = UserSlice &
  AppSlice &
  ProductsSlice &
  CustomerSlice &
  OrdersSlice &
  GlobalChangesSlice &
  ReservationsSlice & {
    /**
     * Logout: every slice back to its initial state. `shared` (what another tab stored about the
     * session and the guest cart) is taken in by the same write, so no moment's state in storage
     * says logged out when that tab is logged in.
     */
    resetAll: (shared?: Pick<RootState, 'user'> & { guestCart: RootState['products']['guestCart'] }) => void;
  };

export type PersistedState = Pick<RootState, 'user' | 'app' | 'products' | 'customer' | 'orders' | 'userGlobalChanges' | 'reservations'>;

export type RootStore = StoreApi<RootState> & {
  persist: {
    rehydrate: () => Promise<void> | void;
    hasHydrated: () => boolean;
    onFinishHydration: (fn: (state: RootState) => void) => () => void;
    clearStorage: () => void;
  };
};

/** Set while a change another tab stored already is copied in (stores/follow-other-tabs.ts). */
let copying = false;

/** Runs `change` without the store writing it: storage holds it already, with the other tab's drafts. */
export function withoutStoring(change: () => void): void {
  copying = true;
  try {
    change();
  } finally {
    copying = false;
  }
}

/** The persist middleware calls setItem synchronously inside setState: the flag is read in time. */
function unlessCopying<S>(storage: PersistStorage<S>): PersistStorage<S> {
  return { ...storage, setItem: (name, value) => (copying ? undefined : storage.setItem(name, value)) };
}

/** A stored slice's fields the slice still has: a field dropped since (the reservations' old copy of a day's turns) goes. */
function knownFields<T extends object>(stored: Partial<T> | undefined, current: T): Partial<T> {
  return Object.fromEntries(Object.entries(stored ?? {}).filter(([key]) => key in current)) as Partial<T>;
}

/**
 * The persisted root store (spec section 9: key, slices, holidays stripped) in `storage`, shared by
 * the browser's tabs; `tab` (this tab's sessionStorage) keeps the tab's own drafts (stores/tab-drafts.ts).
 */
export function createRootStore(storage: TextStorage, tab: KeyValueStorage | null = null): RootStore {
  return createStore<RootState>()(
    persist(
      (...a) => ({
        ...createUserSlice(...a),
        ...createAppSlice(...a),
        ...createProductsSlice(...a),
        ...createCustomerSlice(...a),
        ...createOrdersSlice(...a),
        ...createGlobalChangesSlice(...a),
        ...createReservationsSlice(...a),
        resetAll: (shared) =>
          a[0]({
            user: shared?.user ?? initialUser,
            app: { ...initialApp, isWebViewed: a[1]().app.isWebViewed },
            products: shared ? { ...initialProducts, guestCart: shared.guestCart } : initialProducts,
            customer: initialCustomer,
            orders: initialOrders,
            userGlobalChanges: initialGlobalChanges,
            reservations: initialReservations,
          }),
      }),
      {
        name: STORE_KEY,
        version: STORE_VERSION,
        storage: unlessCopying(withTabDrafts(safeJsonStorage<PersistedState>(storage), tab)),
        skipHydration: true,
        partialize: (s): PersistedState => ({
          user: s.user,
          app: s.app,
          products: { ...s.products, holidays: [] },
          // The credit gap belongs to the checkout or booking that computed it: a new page starts at the default.
          customer: { ...s.customer, creditGap: DEFAULT_CREDIT_GAP },
          orders: s.orders,
          userGlobalChanges: s.userGlobalChanges,
          reservations: s.reservations,
        }),
        // Stored slices are fitted to the initial ones: fields added later get defaults, and a field
        // of the wrong kind (an old release's, a hand-edited one) its default, not a broken page.
        merge: (persisted, current) => {
          const p = fitStored<Partial<PersistedState>>(persisted, {});
          const orders = fitStored(p.orders, current.orders);
          const reservations = fitStored(knownFields(p.reservations, current.reservations), current.reservations);
          return {
            ...current,
            user: fitStored(p.user, current.user),
            app: fitStored(p.app, current.app),
            products: { ...fitStored(p.products, current.products), holidays: current.products.holidays },
            customer: { ...fitStored(p.customer, current.customer), creditGap: current.customer.creditGap },
            orders: { ...orders, checkout: { ...orders.checkout, submission: restoredSubmission(orders.checkout.submission) } },
            userGlobalChanges: fitStored(p.userGlobalChanges, current.userGlobalChanges),
            reservations: { ...reservations, submission: restoredSubmission(reservations.submission) },
          };
        },
      },
    ),
  ) as RootStore;
}
