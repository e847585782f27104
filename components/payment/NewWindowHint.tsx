'use client';

import { useRootStore } from '@/stores';

/**
 * Read with a button that opens the payment provider in a new window (lib/payment/open.ts): a
 * window opening unannounced leaves a screen-reader user lost. Not in a web view, where the
 * provider opens in place or in the app's own browser.
 */
export function NewWindowHint() {
  const webViewed = useRootStore((s) => s.app.isWebViewed);
  return webViewed ? null : <span className="sr-only"> (در پنجره جدید)</span>;
}
