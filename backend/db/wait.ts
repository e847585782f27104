import { setTimeout as sleep } from 'node:timers/promises';
import type { Queryable } from './client';
import { isTransient } from './retry';

/** How long a start waits for a database that is not up yet (started with it, or restarting). */
export const DATABASE_WAIT_MS = 60_000;

/**
 * Resolves once the database answers. While it refuses connections or is starting up, tries again
 * with a growing pause, up to `waitMs` in all; any other failure (a wrong password, a missing
 * database, a folder PGlite cannot use) is thrown at once, as is the last one past the wait.
 */
export async function waitForDatabase(db: Queryable, waitMs = DATABASE_WAIT_MS, firstPauseMs = 500): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (let pause = firstPauseMs; ; pause = Math.min(pause * 2, 5_000)) {
    try {
      await db.query('SELECT 1');
      return;
    } catch (err) {
      if (!isTransient(err) || Date.now() + pause > deadline) throw err;
      const why = (err as { code?: string }).code ?? (err as Error).message;
      console.warn(`[shop-backend] the database is not answering yet (${why}); trying again in ${pause} ms`);
      await sleep(pause);
    }
  }
}
