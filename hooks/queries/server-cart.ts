'use client';

import { useQuery } from '@tanstack/react-query';
import { browserClients } from '@/lib/api/lazy-browser';
import { queryKeys } from '@/lib/query-keys';

// Apart from the cart's changes (./cart.ts), so the checkout reads the cart without downloading them.

/** The customer's server cart (the last server answer, without pending changes). */
export function useServerCart(customerId: number | null) {
  return useQuery({
    queryKey: queryKeys.cart(customerId ?? 0),
    queryFn: async () => (await (await browserClients()).cartClient.get(customerId!)).data,
    enabled: customerId !== null,
    // Another tab may have changed it: coming back to this one shows the cart as it is now.
    refetchOnWindowFocus: true,
  });
}
