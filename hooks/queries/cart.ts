'use client';

import { useCallback, useMemo } from 'react';
import { useRouter } from 'next/navigation';
import { useMutationState, useQueryClient } from '@tanstack/react-query';
import type { CartTopping } from '@/lib/api/cart';
import type { ProductDetail, ProductSummary, Topping } from '@/lib/api/product-types';
import type { Customer } from '@/lib/api/types';
import { guestDisplayLine } from '@/lib/cart/guest-cart';
import {
  CART_MESSAGES,
  addRefusal,
  countOfProduct,
  linesCount,
  serverDisplayLine,
  type DisplayLine,
  type LineRef,
} from '@/lib/cart/line';
import { withPendingOps, type ServerCartOp } from '@/lib/cart/server-cart';
import { rootStore, useRootStore } from '@/stores';
import { useRestored } from '@/stores/hydration';
import { notify } from '@/stores/notifications';
import { selectGuestCart } from '@/stores/slices/products';
import { useCustomer } from './customer';
import { useServerCart } from './server-cart';
import { changeKey, projectedCart, useCartChange } from './cart-change';

/**
 * The cart, whoever holds it: a guest's cart lives in the persisted store; a customer's is the
 * server cart, read through React Query and changed optimistically. Pending changes are laid
 * over the last server answer while they run, so a failed change simply drops out (rollback),
 * and each server answer replaces the cart. After a change the cart and the order price are
 * re-fetched 2 s later (spec sections 4 and 9), except on the product page (cart-change.ts).
 */

export interface AddOptions {
  count?: number;
  toppings?: readonly (Topping | CartTopping)[];
  /** No success toast (steppers). */
  quiet?: boolean;
}

export interface Cart {
  /** Persisted state restored (until then the cart is unknown). */
  restored: boolean;
  customer: Customer | null;
  lines: DisplayLine[];
  count: number;
  status: 'loading' | 'error' | 'ready';
  error: unknown;
  refetch: () => void;
  /** A customer's change is still on its way to the server. */
  saving: boolean;
  add: (product: ProductSummary, options?: AddOptions) => Promise<boolean>;
  /** One more of a line (the spec's add). */
  increase: (line: DisplayLine) => Promise<boolean>;
  /** One less of a line; the last one removes it (the spec's remove). */
  decrease: (line: DisplayLine) => Promise<boolean>;
  /** The whole line. */
  remove: (line: DisplayLine) => Promise<boolean>;
  clear: () => Promise<boolean>;
  /** Package add: the pack's products whose limit is above 0 or null, one each, then /cart. */
  addPack: (pack: ProductDetail) => Promise<number>;
}

const EMPTY_LINES: DisplayLine[] = [];

export function useCart(): Cart {
  const restored = useRestored();
  const customer = useCustomer();
  const customerId = restored && customer ? customer.id : null;
  const guestCart = useRootStore(selectGuestCart);
  const client = useQueryClient();
  const router = useRouter();
  const query = useServerCart(customerId);
  const change = useCartChange(customerId);
  const pendingOps = useMutationState({
    filters: { mutationKey: changeKey(customerId ?? 0), status: 'pending' },
    select: (m) => m.state.variables as ServerCartOp | undefined,
  });

  const lines = useMemo(() => {
    if (!restored) return EMPTY_LINES;
    if (customerId === null) return guestCart.items.map(guestDisplayLine);
    const cart = withPendingOps(query.data, pendingOps);
    return cart ? cart.items.map(serverDisplayLine) : EMPTY_LINES;
  }, [restored, customerId, guestCart, pendingOps, query.data]);

  const status: Cart['status'] =
    !restored || (customerId !== null && query.isPending) ? 'loading' : customerId !== null && query.isError && !query.data ? 'error' : 'ready';

  const { mutateAsync } = change;

  const apply = useCallback(
    async (op: ServerCartOp, guest: () => string | null, success?: string): Promise<boolean> => {
      if (customerId === null) {
        const error = guest();
        if (error) {
          notify({ message: error, variant: 'error', code: 400 });
          return false;
        }
        if (success) notify({ message: success, variant: 'success', code: 200 });
        return true;
      }
      try {
        await mutateAsync(op);
        if (success) notify({ message: success, variant: 'success', code: 200 });
        return true;
      } catch {
        // The global handler has shown the server's message; the pending change is gone.
        return false;
      }
    },
    [customerId, mutateAsync],
  );

  const guestUpdate = rootStore.getState().updateGuestCart;

  const add = useCallback(
    async (product: ProductSummary, options: AddOptions = {}) => {
      const count = options.count ?? 1;
      const toppings = options.toppings ?? [];
      if (customerId !== null) {
        // The client knows the limits too: no request that is bound to be refused.
        const current = projectedCart(client, customerId);
        const refusal = addRefusal(product, countOfProduct(current?.items ?? [], product.id), count);
        if (refusal) {
          notify({ message: refusal, variant: 'error', code: 400 });
          return false;
        }
      }
      return apply(
        { type: 'add', product, toppings, count },
        () => guestUpdate({ type: 'add', product, count, toppings }),
        options.quiet ? undefined : CART_MESSAGES.added,
      );
    },
    [apply, client, customerId, guestUpdate],
  );

  const increase = useCallback(
    (line: DisplayLine) => add(line.product, { count: 1, toppings: line.toppings, quiet: true }),
    [add],
  );

  const decrease = useCallback(
    (line: DisplayLine) => {
      const ref: LineRef = { product_id: line.product_id, toppings: line.toppings };
      return apply({ type: 'remove', line: ref, count: 1 }, () => guestUpdate({ type: 'remove', line: ref, count: 1 }));
    },
    [apply, guestUpdate],
  );

  const remove = useCallback(
    (line: DisplayLine) => {
      const ref: LineRef = { product_id: line.product_id, toppings: line.toppings };
      return apply(
        { type: 'remove', line: ref, count: line.count },
        () => guestUpdate({ type: 'remove', line: ref, count: line.count }),
        CART_MESSAGES.removed,
      );
    },
    [apply, guestUpdate],
  );

  const clear = useCallback(() => {
    const refs: LineRef[] = lines.map((l) => ({ product_id: l.product_id, toppings: l.toppings }));
    return apply({ type: 'clear', lines: refs }, () => guestUpdate({ type: 'clear' }), CART_MESSAGES.cleared);
  }, [apply, guestUpdate, lines]);

  const addPack = useCallback(
    async (pack: ProductDetail) => {
      const items = pack.pack_items.filter((p) => p.limit === null || p.limit > 0);
      if (pack.limit === 0 || items.length === 0) {
        notify({ message: CART_MESSAGES.soldOut, variant: 'error', code: 400 });
        return 0;
      }
      let added = 0;
      for (const item of items) if (await add(item, { count: 1, quiet: true })) added++;
      if (added > 0) {
        notify({ message: 'محصولات پک به سبد خرید اضافه شد', variant: 'success', code: 200 });
        router.push('/cart');
      }
      return added;
    },
    [add, router],
  );

  return {
    restored,
    customer: restored ? customer : null,
    lines,
    count: linesCount(lines),
    status,
    error: query.error,
    refetch: () => void query.refetch(),
    saving: pendingOps.length > 0,
    add,
    increase,
    decrease,
    remove,
    clear,
    addPack,
  };
}
