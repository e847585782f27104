'use client';

import { usePathname } from 'next/navigation';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CartData } from '@/lib/api/cart';
import { browserClients } from '@/lib/api/lazy-browser';
import { toItemInput } from '@/lib/cart/line';
import { withPendingOps, type ServerCartOp } from '@/lib/cart/server-cart';
import { queryKeys } from '@/lib/query-keys';
import { CART_REFETCH_DELAY_MS } from '@/lib/spec-constants';

/**
 * A customer's cart changes on their way to the server: one at a time, in order, each answer
 * replacing the cached cart, then the cart and order price re-fetched 2 s after the last
 * (spec sections 4 and 9), except on the product page.
 */

export const changeKey = (customerId: number) => ['cart-change', customerId] as const;

/** Whether the current page is a product page (where cart actions re-fetch nothing). */
function isProductPath(pathname: string | null | undefined): boolean {
  return !!pathname && pathname.startsWith('/product/');
}

let refetchTimer: ReturnType<typeof setTimeout> | undefined;

/** Re-fetches the cart and order price `delay` ms after the last change (none while one runs). */
function scheduleRefetch(client: QueryClient, customerId: number, delay = CART_REFETCH_DELAY_MS) {
  clearTimeout(refetchTimer);
  refetchTimer = setTimeout(() => {
    // A change still running re-schedules when it ends.
    if (client.isMutating({ mutationKey: changeKey(customerId) }) > 0) return;
    void client.invalidateQueries({ queryKey: queryKeys.cart(customerId) });
    void client.invalidateQueries({ queryKey: queryKeys.orderPrices(customerId) });
  }, delay);
}

async function runChange(customerId: number, op: ServerCartOp) {
  const { cartClient } = await browserClients();
  switch (op.type) {
    case 'add':
      return cartClient.add(customerId, toItemInput({ product_id: op.product.id, toppings: op.toppings, count: op.count }));
    case 'remove':
      return cartClient.remove(customerId, toItemInput({ ...op.line, count: op.count }));
    case 'set':
      return cartClient.update(customerId, [toItemInput({ ...op.line, count: op.count })]);
    case 'clear':
      return cartClient.update(
        customerId,
        (op.lines ?? []).map((line) => toItemInput({ ...line, count: 0 })),
      );
  }
}

/** The server cart as the customer should see it now: the last answer plus the changes still running. */
export function projectedCart(client: QueryClient, customerId: number): CartData | undefined {
  const pending = client
    .getMutationCache()
    .findAll({ mutationKey: changeKey(customerId), status: 'pending' })
    .map((m) => m.state.variables as ServerCartOp | undefined);
  return withPendingOps(client.getQueryData<CartData>(queryKeys.cart(customerId)), pending);
}

export function useCartChange(customerId: number | null) {
  const client = useQueryClient();
  const onProductPage = isProductPath(usePathname());
  return useMutation({
    mutationKey: changeKey(customerId ?? 0),
    // One change at a time, in order: the server sees them as the customer made them.
    scope: { id: `cart-${customerId ?? 0}` },
    mutationFn: async (op: ServerCartOp) => (await runChange(customerId!, op)).data,
    onMutate: async () => {
      // A re-fetch in flight must not overwrite what this change is about to do.
      await client.cancelQueries({ queryKey: queryKeys.cart(customerId!) });
    },
    onSuccess: (cart) => {
      // The answer is the server cart after this change; changes still queued lie over it.
      client.setQueryData(queryKeys.cart(customerId!), cart);
      if (!onProductPage) scheduleRefetch(client, customerId!);
    },
    onError: () => {
      // The server's cart is the truth again at once (the product page only when it has none yet).
      if (!onProductPage || !client.getQueryData(queryKeys.cart(customerId!))) scheduleRefetch(client, customerId!, 0);
    },
  });
}
