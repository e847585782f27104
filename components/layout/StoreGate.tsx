'use client';

import { useEffect } from 'react';
import { rootStore } from '@/stores';
import { restoreStore } from '@/stores/restore';
import { hydrationStore } from '@/stores/hydration';
import { notify } from '@/stores/notifications';
import { isInWebView } from '@/lib/webview';

/** Restores the persisted state once per page load; client-state areas wait for it. */
export function StoreGate() {
  useEffect(() => {
    restoreStore(rootStore)
      .catch((err: Error) => notify({ message: err.message, variant: 'error', code: 'restore-timeout' }))
      .finally(() => {
        rootStore.getState().setWebViewed(isInWebView());
        hydrationStore.setState({ restored: true });
      });
  }, []);
  return null;
}
