/// <reference lib="webworker" />
/**
 * Which documents the worker answered with a saved copy (the network failed, was slow, or the
 * shop or its proxy answered a server error), so the page can say its prices may be out of date
 * (components/pwa/OfflineNotice.tsx asks once it has loaded). Kept in memory: the page asks
 * within seconds of its load, long before an idle worker is stopped.
 */
import type { SerwistPlugin } from 'serwist';
import { serverFailure } from './routes';
import { SHOP_ERROR_HEADER } from './protocol';

const LIMIT = 50;
const savedCopies = new Set<string>();

function remember(event: ExtendableEvent | undefined): void {
  if (!(event instanceof FetchEvent) || !event.resultingClientId) return;
  savedCopies.add(event.resultingClientId);
  // Sets iterate in insertion order: the oldest go first.
  for (const id of savedCopies) {
    if (savedCopies.size <= LIMIT) break;
    savedCopies.delete(id);
  }
}

export function wasSavedCopy(clientId: string): boolean {
  return savedCopies.has(clientId);
}

/** Whether a saved copy is within its keeping time, by the Date it was served with (none: kept). */
export function withinAge(saved: Response, maxAgeSeconds: number, now = Date.now()): boolean {
  const served = Date.parse(saved.headers.get('date') ?? '');
  return Number.isNaN(served) || now - served <= maxAgeSeconds * 1000;
}

/**
 * For the page strategies: remembers every saved copy used, and answers a navigation the server
 * failed (serverFailure) with the saved copy still within `maxAgeSeconds` (looked up here, past the
 * cache's own expiry check), or for a gateway's error with the offline page.
 */
export function savedCopyPlugin(pagesCache: string, maxAgeSeconds: number, offlinePage: () => Promise<Response | undefined>): SerwistPlugin {
  return {
    cachedResponseWillBeUsed: async ({ event, cachedResponse }) => {
      if (cachedResponse) remember(event);
      return cachedResponse;
    },
    handlerWillRespond: async ({ event, request, response }) => {
      if (request.mode !== 'navigate') return response;
      const failure = serverFailure(response.status, new URL(request.url).pathname, response.headers.has(SHOP_ERROR_HEADER));
      if (failure === 'none') return response;
      const saved = await caches.match(request, { cacheName: pagesCache });
      if (saved && withinAge(saved, maxAgeSeconds)) {
        remember(event);
        return saved;
      }
      return (failure === 'gateway' && (await offlinePage())) || response;
    },
  };
}
