'use client';

import { MESSAGES } from '@/lib/errors';
import { useOffline } from '@/lib/pwa/use-offline';

/**
 * Offline, the worker serves the last saved copy of a public page (sw/routes.ts) and every
 * change fails: this says so on every page until the connection is back. The live region is
 * always there, empty and without height while online (nothing drawn, nothing moves), because
 * screen readers announce text put into a region they know, not a region inserted with its text.
 * Sticky at the bottom of the page: clear of the sticky header and, at the page's end, of the
 * footer; on a phone, above the product page's fixed buy bar (the 5rem the body keeps for it,
 * app/layout.tsx). Toasts, brief, may pass over it.
 */
export function OfflineNotice() {
  const offline = useOffline();
  return (
    <div role="status" data-offline-notice="" className="sticky bottom-0 z-40 max-md:in-[body:has([data-buy-bar])]:bottom-20">
      {offline && (
        <p className="border-t border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900 shadow-[0_-4px_12px_rgb(0_0_0/0.06)]">
          {MESSAGES.network}؛ قیمت‌ها و موجودی این صفحه ممکن است به‌روز نباشند و خرید تا وصل شدن دوباره انجام نمی‌شود.
        </p>
      )}
    </div>
  );
}
