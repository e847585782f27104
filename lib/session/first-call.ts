import { sessionRole } from './cookies';

/**
 * The browser's fetch for gateway calls. A page's first API calls may start together, and the
 * gateway starts a guest session on any call that arrives without one. So without a session (no
 * role cookie), the first call of a page load goes alone; the rest wait for its answer, whose
 * cookie they then carry: one page, one guest session. Cost: on a first visit, the calls after
 * the first start one round trip later.
 */
let first: Promise<unknown> | null = null;
let settled = false;

export async function sessionFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (settled || (typeof document !== 'undefined' && sessionRole(document.cookie))) return fetch(input, init);
  if (first) {
    await first.catch(() => undefined);
    return sessionFetch(input, init);
  }
  const call = fetch(input, init);
  first = call.then(
    () => {
      settled = true;
    },
    () => {
      // No answer (offline): the next call goes first instead.
      first = null;
    },
  );
  return call;
}
