import type { StateCreator } from 'zustand';
import type { RootState } from '../root';

/** Customer-area client state (checkout address draft and the like arrive with their issues). */
export interface CustomerSlice {
  customer: {
    /** Credit gap to pay: 10000 outside checkout (spec section 9). */
    creditGap: number;
  };
  setCreditGap: (amount: number) => void;
}

export const DEFAULT_CREDIT_GAP = 10_000;
export const initialCustomer: CustomerSlice['customer'] = { creditGap: DEFAULT_CREDIT_GAP };

export const createCustomerSlice: StateCreator<RootState, [], [], CustomerSlice> = (set) => ({
  customer: initialCustomer,
  setCreditGap: (creditGap) => set((s) => ({ customer: { ...s.customer, creditGap } })),
});
