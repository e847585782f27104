'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import type { AppConfig } from '@/lib/api/types';
import { rememberPage } from '@/lib/site-history';
import { rootStore } from '@/stores';
import { storeAppConfig } from '@/stores/app-config';
import { restoreStore } from '@/stores/restore';
import { hydrationStore } from '@/stores/hydration';
import { notify } from '@/stores/notifications';
import { isInWebView } from '@/lib/webview';

/**
 * Restores the persisted state once per page load (client-state areas wait for it), then keeps
 * the shop's config the server layout already loaded; remembers this tab's pages for "back".
 */
export function StoreGate({ config }: { config: AppConfig }) {
  const pathname = usePathname();
  useEffect(() => {
    // A task of its own: reading storage and redrawing every client-state area would otherwise
    // lengthen the one task in which React runs every island's first effects after hydration.
    const timer = setTimeout(() =>
      restoreStore(rootStore)
        .catch((err: Error) => notify({ message: err.message, variant: 'error', code: 'restore-timeout' }))
        .finally(() => {
          rootStore.getState().setWebViewed(isInWebView());
          storeAppConfig(rootStore, config);
          hydrationStore.setState({ restored: true });
        }),
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
