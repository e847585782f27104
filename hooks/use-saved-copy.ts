import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { SAVED_COPY } from '@/sw/protocol';

/**
 * True while the page on screen is the service worker's saved copy (sw/saved-copies.ts): the
 * worker is asked once. A client-side navigation away brings fresh content from the network, so
 * the answer holds only for the path this document was loaded at.
 */
export function useSavedCopy(): boolean {
  const pathname = usePathname();
  const [documentPath] = useState(pathname);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    const worker = navigator.serviceWorker?.controller;
    if (!worker) return;
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => setSaved(event.data === true);
    worker.postMessage({ type: SAVED_COPY }, [channel.port2]);
    return () => channel.port1.close();
  }, []);
  return saved && pathname === documentPath;
}
