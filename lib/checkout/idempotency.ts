/** An idempotency key the API accepts (8–64 of [A-Za-z0-9_-]), from the platform's random source. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface Submission {
  key: string;
  signature: string;
}

/**
 * The key for a request: the stored one when the request is the same as last time (a retry),
 * a new one when the customer changed anything (a new order).
 */
export function keyFor(stored: Submission | null, signature: string, fresh: () => string = newIdempotencyKey): Submission {
  return stored && stored.signature === signature ? stored : { key: fresh(), signature };
}
