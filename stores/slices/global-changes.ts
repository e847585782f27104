import type { StateCreator } from 'zustand';
import type { PriceRange } from '@/lib/api/types';
import type { RootState } from '../root';

/** Settings the shop changes over time that the client keeps (spec: price_range lives here). */
export interface GlobalChangesSlice {
  userGlobalChanges: {
    price_range: PriceRange | null;
  };
  setPriceRange: (range: PriceRange) => void;
}

export const initialGlobalChanges: GlobalChangesSlice['userGlobalChanges'] = { price_range: null };

export const createGlobalChangesSlice: StateCreator<RootState, [], [], GlobalChangesSlice> = (set) => ({
  userGlobalChanges: initialGlobalChanges,
  setPriceRange: (price_range) => set((s) => ({ userGlobalChanges: { ...s.userGlobalChanges, price_range } })),
});
