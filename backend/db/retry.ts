import { setTimeout as sleep } from 'node:timers/promises';

/** SQLSTATEs of the moment: deadlock, serialization failure, lock time-out, server shutting down or restarting, too many connections. */
const TRANSIENT_STATES = new Set(['40P01', '40001', '55P03', '57P01', '57P02', '57P03', '53300']);
/**
 * What node-postgres and Node say of a connection lost or refused (they carry no SQLSTATE), or of a
 * host name not resolving yet (a database container started with the shop is named once it runs).
 */
const LOST_CONNECTION = /^(ECONNRESET|ECONNREFUSED|EPIPE|ETIMEDOUT|ENOTFOUND|EAI_AGAIN)$/;

/**
 * Errors that come from the moment, not from the request: a deadlock, a serialization failure or
 * a lock wait that timed out rolled the transaction back; the server is shutting down, restarting
 * or full; or the connection failed (class 08, a socket error, or the driver's "Connection
 * terminated"). Run again, the same transaction may well succeed.
 */
export function isTransient(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return TRANSIENT_STATES.has(code) || code.startsWith('08') || LOST_CONNECTION.test(code);
  return err instanceof Error && /^Connection terminated/.test(err.message);
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
