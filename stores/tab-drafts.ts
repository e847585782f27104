import type { PersistStorage, StorageValue } from 'zustand/middleware';
import { readLocalObject, removeLocal, type KeyValueStorage } from '@/lib/local-storage';
import type { PersistedState } from './root';

/**
 * What belongs to the tab it was made in, slice by slice: the checkout form with its order's
 * idempotency key (the payment method and the description are part of the order request the key
 * stands for), the address being picked on the map, the booking being chosen with its key. The
 * rest is the browser's (the login, the guest cart, the shop's config and settings) or not stored.
 */
const TAB_OWNED = {
  orders: ['paymentMethod', 'description', 'checkout'],
  customer: ['addressInfo'],
  reservations: ['reserved', 'price', 'step', 'ecoDate', 'submission'],
} as const satisfies { [S in keyof PersistedState]?: readonly (keyof PersistedState[S])[] };

const SLICES = Object.keys(TAB_OWNED) as (keyof typeof TAB_OWNED)[];

type Drafts = Record<keyof typeof TAB_OWNED, Record<string, unknown>>;

/** The tab's copy: of a store version, and of whose login (a customer's id, null for a guest). */
interface TabCopy {
  version: number | undefined;
  owner: unknown;
  state: Drafts;
}

/** Where a tab keeps its copy of the store `name`'s drafts, in its sessionStorage. */
export const tabDraftsKey = (name: string) => `${name}:tab`;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** Stored JSON's object, or none: nothing is assumed of what storage holds. */
const fieldsOf = (value: unknown): Record<string, unknown> => (isObject(value) ? value : {});

/** Whose login a state is of: the customer's id, null for a guest. */
const ownerOf = (state: unknown): unknown => fieldsOf(fieldsOf(fieldsOf(state).user).customer).id ?? null;

/** Every tab-owned field, a missing one as undefined: the restore gives it its default, never another tab's value. */
function draftsOf(state: unknown): Drafts {
  return Object.fromEntries(
    SLICES.map((slice) => {
      const from = fieldsOf(fieldsOf(state)[slice]);
      return [slice, Object.fromEntries(TAB_OWNED[slice].map((field) => [field, from[field]]))];
    }),
  ) as Drafts;
}

function writeCopy(tab: KeyValueStorage, name: string, value: StorageValue<unknown>): void {
  const copy: TabCopy = { version: value.version, owner: ownerOf(value.state), state: draftsOf(value.state) };
  try {
    tab.setItem(tabDraftsKey(name), JSON.stringify(copy));
  } catch {
    // Full or denied: an older copy must not outlive it (a logout's reset would not reach it).
    removeLocal(tabDraftsKey(name), tab);
  }
}

/** The tab's drafts when its copy is well-formed and belongs to the stored state's version and login; else null. */
function readCopy(tab: KeyValueStorage, name: string, stored: StorageValue<unknown>): Drafts | null {
  const copy = readLocalObject(tabDraftsKey(name), tab);
  if (!copy || copy.version !== stored.version || copy.owner !== ownerOf(stored.state) || !isObject(copy.state)) return null;
  const slices = copy.state;
  return SLICES.every((slice) => isObject(slices[slice])) ? draftsOf(slices) : null;
}

/** The stored state with the tab's drafts in place of the shared ones. */
function withDrafts(stored: StorageValue<PersistedState>, drafts: Drafts): StorageValue<PersistedState> {
  const slices = fieldsOf(stored.state);
  const mine = SLICES.map((slice) => [slice, { ...fieldsOf(slices[slice]), ...drafts[slice] }] as const);
  return { ...stored, state: { ...slices, ...Object.fromEntries(mine) } as PersistedState };
}

/**
 * The persisted store as one tab sees it. Every tab writes its whole state to the shared storage
 * (localStorage), so another tab's next write replaces this tab's drafts there: a reload would
 * bring back that tab's checkout and lose this one's idempotency key, and «ثبت سفارش» pressed again
 * could place a second order. So every write also copies the tab's drafts into its sessionStorage
 * (per tab, kept across reloads), and the restore takes them from there. A new tab has no copy: it
 * starts from the shared drafts, which are its own from then on. The copy is written from state, so
 * a reset (logout, another customer's login elsewhere) or a finished order clears it too, and a
 * copy of another login is void. It goes through the store's merge like the shared state (a wrong
 * field costs only itself); one that is no copy at all is ignored. No sessionStorage: shared only.
 */
export function withTabDrafts(shared: PersistStorage<PersistedState>, tab: KeyValueStorage | null): PersistStorage<PersistedState> {
  if (!tab) return shared;
  return {
    async getItem(name) {
      const stored = await shared.getItem(name);
      if (!stored) {
        removeLocal(tabDraftsKey(name), tab);
        return null;
      }
      const drafts = readCopy(tab, name, stored);
      if (drafts) return withDrafts(stored, drafts);
      writeCopy(tab, name, stored);
      return stored;
    },
    setItem(name, value) {
      writeCopy(tab, name, value);
      return shared.setItem(name, value);
    },
    removeItem(name) {
      removeLocal(tabDraftsKey(name), tab);
      return shared.removeItem(name);
    },
  };
}
