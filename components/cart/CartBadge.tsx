'use client';

import { useEffect, useRef } from 'react';
import Link from 'next/link';
import { useQueryClient } from '@tanstack/react-query';
import { toPersianDigits } from '@/lib/digits';
import { queryKeys } from '@/lib/query-keys';
import { useRootStore } from '@/stores';
import { notify } from '@/stores/notifications';
import { selectGuestCart } from '@/stores/slices/products';
import { ClientState } from '@/components/layout/ClientState';
import { useCart } from '@/lib/queries/cart';

// Only a logged-in customer can have a merge to finish or report: guests never load this code.
const mergeActions = () => import('./merge-actions');

/**
 * A guest cart still on this device while a customer is logged in (its merge failed at login):
 * tried once more per page load, with the same merge id, so it is neither lost nor doubled.
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
    void mergeActions().then(async ({ mergeAttemptedThisLoad, mergeGuestCartInto }) => {
      if (mergeAttemptedThisLoad()) return;
      const outcome = await mergeGuestCartInto(customerId);
      if (outcome.status === 'merged') void client.invalidateQueries({ queryKey: queryKeys.cart(customerId) });
    });
  }, [client, customerId, hasGuestItems]);
}

function Badge() {
  const cart = useCart();
  usePendingMerge(cart.customer?.id ?? null);
  return <CartLink count={cart.count} />;
}

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M3 4h2l2.4 11h10.2L20 7H6.2" />
      <circle cx="9.5" cy="19" r="1.5" />
      <circle cx="17" cy="19" r="1.5" />
    </svg>
  );
}

/** The cart link; on a phone the word hides (it stays the link's name) and the icon shows. */
function CartLink({ count }: { count: number }) {
  return (
    <Link href="/cart" className="relative inline-flex h-10 items-center gap-1.5 rounded-full px-2.5 text-sm hover:bg-black/5 sm:px-3">
      <CartIcon />
      <span className="max-sm:sr-only">سبد خرید</span>
      {count > 0 && (
        <span
          data-testid="cart-count"
          className="inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-bold leading-5 text-on-primary"
        >
          {toPersianDigits(count)}
          <span className="sr-only"> کالا</span>
        </span>
      )}
    </Link>
  );
}

/** The header's cart entry with the item count, on every page, updated without a reload. */
export function CartBadge() {
  return (
    <ClientState skeletonClassName="h-10 w-10 rounded-full sm:w-28" withoutJs={<CartLink count={0} />}>
      <Badge />
    </ClientState>
  );
}
