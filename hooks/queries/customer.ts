'use client';

import type { Customer } from '@/lib/api/types';
import { useRootStore } from '@/stores';
import { selectCustomer } from '@/stores/slices/user';

// Apart from the cart's hooks, so a page that only needs to know who is logged in (checkout,
// orders, the account area) does not download the cart's changes with its first load.

/** The logged-in customer, or null for a guest. */
export function useCustomer(): Customer | null {
  return useRootStore(selectCustomer);
}
