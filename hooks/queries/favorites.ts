'use client';

import { useIsMutating, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
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

/** The mutation key of one product's favourite changes, from any heart showing it. */
const toggleKey = (productId: number) => ['favorite', productId] as const;

/**
 * Adds or removes one product's favourite. A cached list is updated in place (spec: favourite
 * actions on the product page do not re-fetch lists); a failure undoes this product's change
 * only, so another heart's change made meanwhile stays. A list never loaded is not made up: one
 * holding only this product would pass for the whole list. Changes of one product, from any
 * heart showing it (home can show it in two rows), go to the server one after another, in the
 * order pressed, so the last press is what the server keeps.
 */
export function useToggleFavorite(customerId: number | null, productId: number) {
  const client = useQueryClient();
  const key = queryKeys.favorites(customerId ?? 0);
  return useMutation({
    mutationKey: toggleKey(productId),
    scope: { id: `favorite-${productId}` },
    mutationFn: async ({ product, on }: { product: ProductSummary; on: boolean }) => {
      if (customerId === null) throw new Error('no customer');
      return on ? catalog.addFavorite(customerId, product.id) : catalog.deleteFavorite(customerId, product.id);
    },
    onMutate: async ({ product, on }) => {
      await client.cancelQueries({ queryKey: key });
      const was = client.getQueryData<ProductSummary[]>(key)?.find((p) => p.id === product.id) ?? null;
      client.setQueryData<ProductSummary[]>(key, (list) => list && withFavorite(list, product, on ? product : null));
      return { was };
    },
    onError: (_err, { product }, context) => {
      client.setQueryData<ProductSummary[]>(key, (list) => list && withFavorite(list, product, context?.was ?? null));
    },
    onSuccess: (res, { product, on }) => {
      followProductRead(client, product.id, on);
      if (res.msg) notify({ message: res.msg, variant: 'success', code: res.code });
    },
    // Stale, not re-fetched here: the list is read again from the server wherever it next shows.
    onSettled: () => client.invalidateQueries({ queryKey: key, refetchType: 'none' }),
  });
}

/**
 * The product page's own per-customer read follows a favourite change (prefix: every customer's
 * key). One still on its way may have been answered before the change (a heart pressed, or the
 * login's kept heart, as the page loads): it is read again instead of overwriting the change.
 */
export function followProductRead(client: QueryClient, productId: number, on: boolean): void {
  const productKey = [...queryKeys.productsPrefix, productId];
  client.setQueriesData<{ is_favorite?: boolean }>({ queryKey: productKey }, (d) => (d ? { ...d, is_favorite: on } : d));
  // Cancelled, then asked again: invalidating would join a first read still on its way.
  if (client.isFetching({ queryKey: productKey }) > 0) {
    void client.cancelQueries({ queryKey: productKey }).then(() => client.refetchQueries({ queryKey: productKey, type: 'active' }));
  }
}

/** The list with `entry` as the product's place in it (first), or without the product (null). Updaters answering undefined leave a cache as it is. */
function withFavorite(list: ProductSummary[], product: ProductSummary, entry: ProductSummary | null): ProductSummary[] {
  const rest = list.filter((p) => p.id !== product.id);
  return entry ? [entry, ...rest] : rest;
}

/** Whether a favourite change of this product is under way from any heart showing it. */
export function useFavoriteChanging(productId: number): boolean {
  return useIsMutating({ mutationKey: toggleKey(productId) }) > 0;
}
