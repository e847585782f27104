'use client';

import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { useRootStore } from '@/stores';
import { notify } from '@/stores/notifications';
import { selectGuestCart } from '@/stores/slices/products';
import { ClientState } from '@/components/layout/ClientState';
import { useCart } from '@/hooks/queries/cart';
import { CartLink } from './CartLink';

// Only a logged-in customer can have a merge to finish or report: guests never load this code.
const mergeActions = () => import('./merge-actions');

/**
 * A guest cart still on this device while a customer is logged in (its merge failed at login):
 * tried once more per page load, and again when the connection or the customer comes back to
 * the tab, with the same merge id, so it is neither lost nor doubled. Not only on the next
 * load: until it is sent, the server cart the customer sees lacks those items.
 */
function usePendingMerge(customerId: number | null) {
  const client = useQueryClient();
  const hasGuestItems = useRootStore((s) => selectGuestCart(s).items.length > 0);
  // Once, as the page loads: a notice a merge left for it. Not when the customer logs in on this
  // page — that merge's notice belongs to the page it reloads into.
  const loggedInAtLoad = useRef(customerId !== null);
  useEffect(() => {
    if (!loggedInAtLoad.current) return;
    void mergeActions().then(({ takeMergeNotice }) => {
      const notice = takeMergeNotice();
      if (notice) notify(notice);
    });
  }, []);
  useEffect(() => {
    if (customerId === null || !hasGuestItems) return;
    let live = true;
    const merge = (again?: 'online' | 'visible') =>
      void mergeActions().then(async ({ mayRetryKeptMerge, mergeAttemptedThisLoad, mergeGuestCartInto }) => {
        if (!live || (again ? !mayRetryKeptMerge(again) : mergeAttemptedThisLoad())) return;
        const outcome = await mergeGuestCartInto(customerId, { quiet: again !== undefined });
        if (outcome.status === 'merged') void client.invalidateQueries({ queryKey: queryKeys.cart(customerId) });
      });
    merge();
    const comeBack = (event: Event) => {
      if (navigator.onLine && document.visibilityState === 'visible') merge(event.type === 'online' ? 'online' : 'visible');
    };
    window.addEventListener('online', comeBack);
    document.addEventListener('visibilitychange', comeBack);
    return () => {
      live = false;
      window.removeEventListener('online', comeBack);
      document.removeEventListener('visibilitychange', comeBack);
    };
  }, [client, customerId, hasGuestItems]);
}

function Badge() {
  const cart = useCart();
  usePendingMerge(cart.customer?.id ?? null);
  return <CartLink count={cart.count} />;
}

/** The header's cart entry with the item count, on every page, updated without a reload. */
export function CartBadge() {
  return (
    <ClientState skeletonClassName="h-10 w-10 rounded-full sm:w-28" withoutJs={<CartLink count={0} />}>
      <Badge />
    </ClientState>
  );
}
