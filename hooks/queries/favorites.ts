'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductSummary } from '@/lib/api/product-types';
import { queryKeys } from '@/lib/query-keys';
import { useRootStore } from '@/stores';
import { notify } from '@/stores/notifications';
import { catalogClient as catalog } from '@/lib/api/browser';

/**
 * The customer whose favourites may be loaded: spec section 6 allows it only for a logged-in,
 * non-guest token with a customer id. null for guests (and until the state is restored).
 */
export function useFavoritesCustomer(): number | null {
  return useRootStore((s) => {
    const { user, customer, guest } = s.user;
    if (guest || !user || user.role === 'guest' || !customer?.id) return null;
    return customer.id;
  });
}

/** The customer's favourites (one request shared by every heart on the page). */
export function useFavorites(customerId: number | null) {
  return useQuery({
    queryKey: queryKeys.favorites(customerId ?? 0),
    queryFn: async () => (await catalog.favorites(customerId!)).data.results,
    enabled: customerId !== null,
    staleTime: 60_000,
  });
}

/**
 * Adds or removes one favourite. A cached list is updated in place (spec: favourite actions
 * on the product page do not re-fetch lists) and rolled back when the call fails. A list never
 * loaded is not made up: one holding only this product would pass for the whole list.
 */
export function useToggleFavorite(customerId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ product, on }: { product: ProductSummary; on: boolean }) => {
      if (customerId === null) throw new Error('no customer');
      return on ? catalog.addFavorite(customerId, product.id) : catalog.deleteFavorite(customerId, product.id);
    },
    onMutate: async ({ product, on }) => {
      const key = queryKeys.favorites(customerId ?? 0);
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<ProductSummary[]>(key);
      // An updater answering undefined leaves the cache as it is.
      client.setQueryData<ProductSummary[]>(
        key,
        (list) => list && (on ? [product, ...list.filter((p) => p.id !== product.id)] : list.filter((p) => p.id !== product.id)),
      );
      return { before };
    },
    onError: (_err, _vars, context) => {
      client.setQueryData(queryKeys.favorites(customerId ?? 0), context?.before);
    },
    onSuccess: (res, { product, on }) => {
      // The product page's own per-customer read follows too (prefix: every customer key).
      client.setQueriesData<{ is_favorite?: boolean }>({ queryKey: ['product', product.id] }, (d) => (d ? { ...d, is_favorite: on } : d));
      if (res.msg) notify({ message: res.msg, variant: 'success', code: res.code });
    },
    // Stale, not re-fetched here: the list is read again from the server wherever it next shows.
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.favorites(customerId ?? 0), refetchType: 'none' }),
  });
}
