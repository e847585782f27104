import { emptyGuestCart, readGuestCart } from '@/lib/cart/guest-cart';
import { initialUser } from './slices/user';
import { clearPersonalDrafts } from '@/lib/personal-drafts';
import { STORE_KEY, withoutStoring, type RootState, type RootStore } from './root';

/** What another tab's stored state says about the shared facts: who is logged in, the guest's cart. */
function sharedFacts(stored: string | null): Pick<RootState, 'user'> & { guestCart: RootState['products']['guestCart'] } {
  let state: Partial<RootState> | undefined;
  try {
    state = stored ? (JSON.parse(stored) as { state?: Partial<RootState> }).state : undefined;
  } catch {
    state = undefined;
  }
  return { user: { ...initialUser, ...state?.user }, guestCart: state ? readGuestCart(state.products?.guestCart) : emptyGuestCart };
}

/** The store as storage holds it now; undefined when storage cannot be read. */
function readStored(): string | null | undefined {
  try {
    return window.localStorage.getItem(STORE_KEY);
  } catch {
    return undefined;
  }
}

/**
 * Takes in what another tab stored about the session and the guest cart. Each tab persists its
 * whole store, so without this the last tab to change anything would write back its old copy:
 * a guest's items added in other tabs, a login or a logout would be undone. The rest (a checkout
 * form, a booking being chosen) belongs to the window it is in (and its reloads: stores/tab-drafts.ts)
 * and is left alone, unless the customer it belongs to has left: a logout (or another customer's login) elsewhere resets this
 * tab too, so it cannot write their address, recipient or turns back, drops the tab's drafts of
 * personal details, and `startOver` reloads the page to drop what memory still holds of them. Only changed facts are set, so two tabs
 * never echo each other's writes; a copied fact is not stored again (it is stored already, and
 * the write would put this tab's drafts over the other tab's). A page brought back by Back from
 * the browser's page cache missed the storage events meanwhile: it reads storage as it is.
 * Returns the unsubscribe.
 */
export function followOtherTabs(
  store: RootStore,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  startOver: () => void = () => window.location.reload(),
  read: () => string | null | undefined = readStored,
): () => void {
  // null: the other tab cleared the whole storage.
  const follow = (stored: string | null) => {
    const { user, guestCart } = sharedFacts(stored);
    const current = store.getState();
    const sameUser = JSON.stringify(user) === JSON.stringify(current.user);
    const sameCart = JSON.stringify(guestCart) === JSON.stringify(current.products.guestCart);
    if (sameUser && sameCart) return;
    if (current.user.customer !== null && user.customer?.id !== current.user.customer.id) {
      // One write: a reset stored on its own would read as a logout to the tab that just logged in.
      current.resetAll({ user, guestCart });
      clearPersonalDrafts();
      return startOver();
    }
    withoutStoring(() => store.setState((s) => ({ user, products: { ...s.products, guestCart } })));
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORE_KEY || event.key === null) follow(event.newValue);
  };
  const onPageShow = (event: PageTransitionEvent) => {
    const stored = event.persisted ? read() : undefined;
    if (stored !== undefined) follow(stored);
  };
  target.addEventListener('storage', onStorage);
  target.addEventListener('pageshow', onPageShow);
  return () => {
    target.removeEventListener('storage', onStorage);
    target.removeEventListener('pageshow', onPageShow);
  };
}
