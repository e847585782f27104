'use client';

import { useRootStore } from '@/stores';

/**
 * The description of a button that opens the payment provider in a new window (lib/payment/open.ts;
 * the button names it with aria-describedby): a window opening unannounced leaves a screen-reader
 * user lost. Hidden, so it is read with the button, not on its own, and the button keeps its name.
 * Not in a web view, where the provider opens in place or in the app's own browser.
 */
export function NewWindowHint({ id }: { id: string }) {
  const webViewed = useRootStore((s) => s.app.isWebViewed);
  return webViewed ? null : (
    <span id={id} hidden>
      در پنجره جدید باز می‌شود
    </span>
  );
}
