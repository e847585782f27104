import type { Metadata } from 'next';
import { OfflineNote } from '@/components/pwa/OfflineNote';
import { RetryButton } from '@/components/pwa/RetryButton';

export const metadata: Metadata = { title: 'اتصال برقرار نیست', robots: { index: false, follow: false } };

/**
 * Shown by the service worker, in place of any page it cannot load and has not saved (offline,
 * or a reverse proxy's error while the shop restarts: sw/saved-copies.ts); precached, so it
 * needs no network itself.
 */
export default function OfflinePage() {
  return (
    <section className="mx-auto max-w-md py-16 text-center" aria-labelledby="offline-title">
      <h1 id="offline-title" className="text-2xl font-bold">
        اتصال به فروشگاه برقرار نیست
      </h1>
      <OfflineNote />
      <RetryButton />
    </section>
  );
}
