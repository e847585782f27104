import type { Queryable } from '../db/client';
import { HttpError } from '../http';

/** Counter rows older than this are deleted as new ones are written (the longest window is an hour). */
const KEEP_MS = 24 * 3600 * 1000;

function windowStart(windowSeconds: number, now: Date): Date {
  const windowMs = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/**
 * Counts one hit in the fixed window of `windowSeconds` that `now` falls in and returns the
 * window's count including this hit. The counter lives in PostgreSQL, so every server sharing
 * the database sees the same count; the upsert is atomic, so parallel hits never undercount.
 */
export async function hit(q: Queryable, bucket: string, windowSeconds: number, now: Date): Promise<number> {
  const start = windowStart(windowSeconds, now);
  const [row] = await q.query<{ hits: number }>(
    `INSERT INTO rate_counters (bucket, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_counters.hits + 1
     RETURNING hits`,
    [bucket, start],
  );
  await q.query('DELETE FROM rate_counters WHERE window_start < $1', [new Date(now.getTime() - KEEP_MS)]);
  return row.hits;
}

/** The 429 of a full window, with the seconds until the window that `now` falls in ends. */
export function windowFull(msg: string, windowSeconds: number, now: Date): HttpError {
  const endsAt = windowStart(windowSeconds, now).getTime() + windowSeconds * 1000;
  return new HttpError(429, msg, Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)));
}

/**
 * Counts one hit in `bucket`'s window and refuses (the 429 of windowFull, with `msg`) once the
 * window holds more than `limit`.
 */
export async function enforceLimit(
  q: Queryable,
  bucket: string,
  { limit, windowSeconds, now, msg }: { limit: number; windowSeconds: number; now: Date; msg: string },
): Promise<void> {
  if ((await hit(q, bucket, windowSeconds, now)) > limit) throw windowFull(msg, windowSeconds, now);
}

/** Takes back a hit counted at `now` (an attempt that turned out not to count: say, a code that worked). */
export async function unhit(q: Queryable, buckets: string[], windowSeconds: number, now: Date): Promise<void> {
  await q.query('UPDATE rate_counters SET hits = hits - 1 WHERE bucket = ANY($1) AND window_start = $2', [buckets, windowStart(windowSeconds, now)]);
}
