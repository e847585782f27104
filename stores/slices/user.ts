import type { StateCreator } from 'zustand';
import type { Customer, User } from '@/lib/api/types';
import type { RootState } from '../root';

/** Auth state shown in the UI. The token itself lives only in the httpOnly cookie. */
export interface UserSlice {
  user: {
    user: User | null;
    customer: Customer | null;
    guest: boolean;
  };
  setSession: (session: { user: User; customer?: Customer | null }) => void;
  setCustomer: (customer: Customer) => void;
}

export const initialUser: UserSlice['user'] = { user: null, customer: null, guest: true };

/**
 * The logged-in customer, or null for a guest: the one rule every screen asks. A customer record
 * left beside a guest session (setCustomer checks nothing) does not count.
 */
export const selectCustomer = (s: Pick<RootState, 'user'>): Customer | null =>
  !s.user.guest && s.user.user?.role === 'customer' ? s.user.customer : null;

export const createUserSlice: StateCreator<RootState, [], [], UserSlice> = (set) => ({
  user: initialUser,
  setSession: ({ user, customer }) =>
    set({ user: { user, customer: customer ?? null, guest: user.role === 'guest' } }),
  setCustomer: (customer) => set((s) => ({ user: { ...s.user, customer } })),
});
