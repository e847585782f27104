'use client';

import { useEffect, useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import { browserClients } from '@/lib/api/lazy-browser';
import { summaryOf } from '@/lib/api/product-types';
import { ApiError } from '@/lib/errors';
import { queryKeys } from '@/lib/query-keys';
import { rootStore, useRootStore } from '@/stores';
import { selectGuestCart } from '@/stores/slices/products';

/**
 * A guest's cart keeps a copy of each product from the moment it was added; a guest who comes
 * back days later must see today's prices, limits and sold-out products, not that copy. While
 * `active` (the cart is on screen), each product is read again and its lines take the answer.
 * A product the shop no longer has (404) stays in the cart as sold out, out of the total, so the
 * guest sees why; one that cannot be read for another reason keeps its copy (the merge at login
 * checks it on the server). Failures are quiet: the lines say what matters.
 */
export function useFreshGuestCart(active: boolean): void {
  const items = useRootStore((s) => selectGuestCart(s).items);
  const ids = useMemo(() => [...new Set(items.map((i) => i.product_id))].sort((a, b) => a - b), [items]);
  const fresh = useQueries({
    queries: ids.map((id) => ({
      queryKey: queryKeys.product(id, null),
      queryFn: async () => {
        const { catalogClient } = await browserClients();
        return (await catalogClient.product(id)).data;
      },
      enabled: active,
      staleTime: 60_000,
      retry: false,
      meta: { silent: true },
    })),
    combine: (results) =>
      results.flatMap((r, i) => {
        if (r.data) return [{ product: summaryOf(r.data), toppings: r.data.toppings }];
        const copy = r.error instanceof ApiError && r.error.status === 404 && items.find((item) => item.product_id === ids[i]);
        return copy ? [{ product: { ...copy.product, limit: 0 }, toppings: [] }] : [];
      }),
  });
  useEffect(() => {
    for (const { product, toppings } of fresh) rootStore.getState().updateGuestCart({ type: 'refresh', product, toppings });
  }, [fresh]);
}
