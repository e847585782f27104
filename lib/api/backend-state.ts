import type { AsyncLocalStorage } from 'node:async_hooks';

/** The server layer's per-request state (server/unavailable-status.mjs); absent under `next dev`. */
type RequestState = AsyncLocalStorage<{ backendUnavailable: boolean }>;

/**
 * Marks the page request being rendered as one the shop API failed for want of being there (it
 * answered 502–504 or did not answer), so that the page's 500 goes out as a 503.
 */
export function markBackendUnavailable(): void {
  const store = (globalThis as Record<symbol, RequestState | undefined>)[Symbol.for('shop.requestState')]?.getStore();
  if (store) store.backendUnavailable = true;
}
