'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import type { AppConfig } from '@/lib/api/types';
import { MESSAGES } from '@/lib/errors';
import { rememberPage } from '@/lib/site-history';
import { hydrationStore } from '@/stores/hydration';
import { notify } from '@/stores/notifications';

/**
 * Restores the persisted state once per page load (client-state areas wait for it), then keeps
 * the shop's config the server layout already loaded; remembers this tab's pages for "back".
 */
export function StoreGate({ config }: { config: AppConfig }) {
  const pathname = usePathname();
  useEffect(() => {
    // A task of its own: reading storage and redrawing every client-state area would otherwise
    // lengthen the one task in which React runs every island's first effects after hydration.
    // If the store's code cannot be fetched, the areas stay waiting: marked restored, an island
    // loaded later could save an empty store over the customer's stored cart.
    const timer = setTimeout(() =>
      import('@/stores/restore-root')
        .then(({ restoreRootStore }) => restoreRootStore(config))
        .then(
          () => hydrationStore.setState({ restored: true }),
          () => notify({ message: MESSAGES.network, variant: 'error', code: 'network' }),
        ),
    );
    return () => clearTimeout(timer);
  }, [config]);
  useEffect(() => {
    try {
      rememberPage(window.sessionStorage, `${pathname}${window.location.search}`);
    } catch {
      // sessionStorage refused (some web views): "back" after login goes home.
    }
  }, [pathname]);
  return null;
}
