import { setTimeout as sleep } from 'node:timers/promises';

/**
 * PostgreSQL errors that come from the moment, not from the request: a deadlock (40P01), a
 * serialization failure (40001) or a lock wait that timed out (55P03) rolled the transaction back,
 * or the connection failed (class 08). Run again, the same transaction may well succeed.
 */
export function isTransient(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (code === '40P01' || code === '40001' || code === '55P03' || code.startsWith('08'));
}

/**
 * Runs `fn` (a whole transaction) again while it fails with a transient error, up to `attempts`
 * times in all, after a short random pause, so two transactions that deadlocked do not meet again.
 */
export async function retryTransient<T>(fn: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (attempt >= attempts || !isTransient(err)) throw err;
      await sleep(20 * attempt + Math.random() * 50);
    }
  }
}
