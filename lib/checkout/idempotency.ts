/** An idempotency key the API accepts (8–64 of [A-Za-z0-9_-]), from the platform's random source. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface Submission {
  key: string;
  /** A fingerprint of the request, never the request: it holds a guest's name and national code. */
  signature: string;
  /** When the key was made (epoch ms); a store saved before this field has none. */
  madeAt?: number;
  /** Its last send got no answer (lib/checkout/submit-failure.ts): what it asked for may exist. */
  answerLost?: boolean;
  /** What it was for, where a page must tell (a booking's product, turn and places: bookingSubject). */
  subject?: string;
}

/**
 * How long the same request counts as a retry of the same order (a double click, a time-out, a
 * reload while it was sent). Past it, the same cart is a new order: the customer may well buy
 * the same coffee again tomorrow, and replaying yesterday's order would place nothing.
 */
export const RETRY_WINDOW_MS = 30 * 60_000;

/**
 * A 64-bit fingerprint of a request (two 32-bit multiply-xor lanes, as cyrb53). The submission is
 * persisted in localStorage, which outlives the tab: it may tell that a request is the same
 * again, not what the request said. Synchronous and free of `crypto.subtle`, which plain-http
 * origins lack.
 */
export function requestFingerprint(request: unknown): string {
  const text = JSON.stringify(request) ?? '';
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h2 >>> 0).toString(16).padStart(8, '0') + (h1 >>> 0).toString(16).padStart(8, '0');
}

/**
 * A submission as restored from storage: one saved before fingerprints (its signature the
 * request itself, a guest's details included) is dropped, and the next try takes a new key.
 */
export function restoredSubmission(stored: Submission | null | undefined): Submission | null {
  return stored && /^[0-9a-f]{16}$/.test(stored.signature) ? stored : null;
}

/**
 * The key for a request: the stored one when the request is the same as last time and recent (a
 * retry), a new one when the customer changed anything or the last try is old (a new order).
 */
export function keyFor(stored: Submission | null, request: unknown, now = Date.now(), fresh: () => string = newIdempotencyKey): Submission {
  const signature = requestFingerprint(request);
  return isRecentSubmission(stored, now) && stored.signature === signature ? stored : { key: fresh(), signature, madeAt: now };
}

/** A recent submission for `subject` whose answer was lost: only the same request again tells what became of it. */
export function lostAnswer(stored: Submission | null, subject: string | null, now = Date.now()): boolean {
  return isRecentSubmission(stored, now) && stored.answerLost === true && subject !== null && stored.subject === subject;
}

/** Whether a stored submission is within RETRY_WINDOW_MS: the same request again would replay its order. */
export function isRecentSubmission(stored: Submission | null, now: number): stored is Submission {
  return !!stored && stored.madeAt !== undefined && now - stored.madeAt < RETRY_WINDOW_MS;
}
