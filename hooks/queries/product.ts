'use client';

import { useQuery } from '@tanstack/react-query';
import { browserClients } from '@/lib/api/lazy-browser';
import { queryKeys } from '@/lib/query-keys';
import { useRootStore } from '@/stores';
import { selectCustomer } from '@/stores/slices/user';
import { useRestored } from '@/stores/hydration';

/**
 * The logged-in customer's view of one product (spec: GET /api/v1/app/product/{id}?customer=…):
 * whether it is a favourite and the price for this customer. Read in the browser after the
 * cached page has loaded, so the page itself stays the same for everyone. Guests need nothing
 * the page does not already show, so nothing is requested for them.
 */
export function useCustomerProduct(productId: number) {
  const restored = useRestored();
  // Spec section 6: the customer id goes along only when a token and a customer exist.
  const customerId = useRootStore((s) => selectCustomer(s)?.id ?? null);
  return useQuery({
    queryKey: queryKeys.product(productId, customerId),
    queryFn: async () => {
      const { catalogClient } = await browserClients();
      return (await catalogClient.product(productId, { customer: customerId! })).data;
    },
    enabled: restored && customerId !== null,
    staleTime: 60_000,
  });
}
