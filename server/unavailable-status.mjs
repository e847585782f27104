// The server layer's answer to a page that failed because the shop API could not be reached
// (server/server.mjs): Next can only answer such a page 500, which tells a crawler or a proxy
// that the page is broken; 503 with Retry-After says "come back shortly", which is the truth.
// Server-side API calls mark the request (lib/api/backend-state.ts) through this per-request store.
import { AsyncLocalStorage } from 'node:async_hooks';

const STATE = Symbol.for('shop.requestState');
const requests = (globalThis[STATE] ??= new AsyncLocalStorage());

/**
 * Runs `serve` for this request with a fresh state; if it answers 500 after a call to the shop
 * API failed for want of it (marked), the answer goes out as 503 with `Retry-After: 1`.
 */
export function withUnavailableStatus(res, serve) {
  const state = { backendUnavailable: false };
  const writeHead = res.writeHead;
  res.writeHead = function (status, ...rest) {
    if (status === 500 && state.backendUnavailable) {
      // Node's implicit header passes the status it holds: keep the two in step.
      this.statusCode = 503;
      this.setHeader('retry-after', '1');
      // The shop's own page (sw/routes.ts): the worker shows it, or a saved copy, not its offline page.
      this.setHeader('x-shop-error', 'unavailable');
      return writeHead.call(this, 503, ...rest);
    }
    return writeHead.call(this, status, ...rest);
  };
  return requests.run(state, serve);
}
