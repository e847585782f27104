'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import type { AppConfig } from '@/lib/api/types';
import { MESSAGES } from '@/lib/errors';
import { rememberPage } from '@/lib/site-history';
import { hydrationStore } from '@/stores/hydration';
import { notify } from '@/stores/notifications';

/** When the store's code is fetched again after a failure; after the last, only when back online. */
const RETRY_MS = [2_000, 10_000, 30_000];

/**
 * Restores the persisted state once per page load (client-state areas wait for it), then keeps
 * the shop's config the server layout already loaded; remembers this tab's pages for "back".
 */
export function StoreGate({ config }: { config: AppConfig }) {
  const pathname = usePathname();
  useEffect(() => {
    // If the store's code cannot be fetched, the areas stay waiting: marked restored, an island
    // loaded later could save an empty store over the customer's stored cart. So it is fetched
    // again a few times, and whenever the connection comes back, until it arrives.
    // A new config after the restore (a refreshed layout) only replaces the config.
    if (hydrationStore.getState().restored) {
      void import('@/stores/restore-root').then(({ keepAppConfig }) => keepAppConfig(config));
      return;
    }
    let live = true;
    let busy = false;
    let failures = 0;
    let timer: ReturnType<typeof setTimeout>;
    const attempt = () => {
      // Restored once only: a second restore would read storage over what the customer did since.
      if (busy || hydrationStore.getState().restored) return;
      busy = true;
      clearTimeout(timer);
      import('@/stores/restore-root')
        .then(({ restoreRootStore }) => restoreRootStore(config))
        .then(
          // Restored for the page even if this effect was cleaned up meanwhile: its areas are waiting.
          () => hydrationStore.setState({ restored: true }),
          () => {
            if (!live) return;
            if (failures === 0) notify({ message: MESSAGES.network, variant: 'error', code: 'network' });
            const delay = RETRY_MS[failures++];
            if (delay !== undefined) timer = setTimeout(attempt, delay);
          },
        )
        .finally(() => (busy = false));
    };
    // A task of its own: reading storage and redrawing every client-state area would otherwise
    // lengthen the one task in which React runs every island's first effects after hydration.
    timer = setTimeout(attempt);
    window.addEventListener('online', attempt);
    return () => {
      live = false;
      clearTimeout(timer);
      window.removeEventListener('online', attempt);
    };
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
