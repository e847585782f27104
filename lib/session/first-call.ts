/**
 * The browser's fetch for gateway calls. A page's first API calls may start together, and the
 * gateway starts a guest session on any call that arrives without one (the session cookie is
 * httpOnly, so page code cannot tell whether it has one). So the first call of a page load goes
 * alone; the rest wait for its answer, whose cookie they then carry: one page, one guest session.
 * Cost: the calls after the first start one round trip later, once per page load.
 */
let first: Promise<unknown> | null = null;
let settled = false;

export async function sessionFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (settled) return fetch(input, init);
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
