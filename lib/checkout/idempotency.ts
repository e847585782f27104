/** An idempotency key the API accepts (8–64 of [A-Za-z0-9_-]), from the platform's random source. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface Submission {
  key: string;
  signature: string;
  /** When the key was made (epoch ms); a store saved before this field has none. */
  madeAt?: number;
}

/**
 * How long the same request counts as a retry of the same order (a double click, a time-out, a
 * reload while it was sent). Past it, the same cart is a new order: the customer may well buy
 * the same coffee again tomorrow, and replaying yesterday's order would place nothing.
 */
export const RETRY_WINDOW_MS = 30 * 60_000;

/**
 * The key for a request: the stored one when the request is the same as last time and recent (a
 * retry), a new one when the customer changed anything or the last try is old (a new order).
 */
export function keyFor(stored: Submission | null, signature: string, now = Date.now(), fresh: () => string = newIdempotencyKey): Submission {
  const retry = stored && stored.signature === signature && stored.madeAt !== undefined && now - stored.madeAt < RETRY_WINDOW_MS;
  return retry ? stored : { key: fresh(), signature, madeAt: now };
}
