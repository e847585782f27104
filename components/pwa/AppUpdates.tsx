'use client';

import { useEffect, useState } from 'react';
import { afterLoad } from '@/lib/after-load';
import { applyUpdate, checkForUpdates, registerServiceWorker } from '@/lib/pwa/register';

/**
 * Registers the service worker after the page has loaded, and offers a new version when one
 * is waiting. Loaded after hydration (components/layout/islands.tsx), outside first-load JS.
 */
export default function AppUpdates() {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);

  useEffect(() => {
    let stop: (() => void) | null = null;
    let live = true;
    const cancel = afterLoad(() => {
      registerServiceWorker(setWaiting)
        .then((registration) => {
          if (registration && live) stop = checkForUpdates(registration);
        })
        // A failed registration (private mode, an old browser) leaves the shop working online.
        .catch(() => undefined);
    });
    return () => {
      live = false;
      cancel();
      stop?.();
    };
  }, []);

  if (!waiting) return null;
  return (
    // Above the toasts' place (bottom-24 / md:bottom-6), so a message never covers it.
    <div role="status" className="fixed inset-x-0 bottom-44 z-50 flex justify-center px-3 md:bottom-28">
      <div className="flex w-full max-w-md items-center gap-3 rounded-xl bg-ink px-4 py-3 text-sm text-surface shadow-lg">
        <p className="flex-1">نسخهٔ تازه‌ای از فروشگاه آماده است.</p>
        <button type="button" onClick={() => applyUpdate(waiting)} className="tap rounded-lg bg-primary px-3 py-1.5 text-on-primary">
          به‌روزرسانی
        </button>
        <button type="button" onClick={() => setWaiting(null)} className="tap min-h-7 rounded px-2 text-surface/80 hover:text-surface">
          بعداً
        </button>
      </div>
    </div>
  );
}
