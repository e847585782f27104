import type { PGlite } from '@electric-sql/pglite';
import { lockDataFolder } from './folder-lock';

/**
 * One small interface over PGlite (default) and node-postgres (when DATABASE_URL is set),
 * so every query in the backend is plain PostgreSQL that runs on both.
 */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  exec(sql: string): Promise<void>;
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls onNotify with its payload for each NOTIFY on the channel, from any connection or process. onLost is
   * called once if notifications may have stopped (the listening connection failed). After
   * close(), rejects with DbClosedError.
   */
  listen(channel: string, onNotify: (payload: string) => void, onLost: () => void): Promise<void>;
  close(): Promise<void>;
}

/** What listen() rejects with once the database is closed (its listener need not try again). */
export class DbClosedError extends Error {
  constructor() {
    super('the database is closed');
  }
}

export async function openDb(opts: { url?: string; dataDir?: string; snapshot?: Blob } = {}): Promise<Db> {
  if (opts.url) return openPostgres(opts.url);
  return openPglite(opts.dataDir, opts.snapshot);
}

// PostgreSQL's default 128 MB of shared buffers is most of PGlite's resident memory in the
// storefront process and far more than a shop's catalogue; 32 MB keeps it whole.
export const PGLITE_OPTIONS = { postgresqlconf: 'shared_buffers=32MB' };

/** `snapshot`: a `dumpDataDir()` of another PGlite database to start from, in memory. */
async function openPglite(dataDir?: string, snapshot?: Blob): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  let release = () => {};
  if (dataDir) {
    const { mkdir } = await import('node:fs/promises');
    await mkdir(dataDir, { recursive: true });
    release = lockDataFolder(dataDir);
  }
  const options = { ...PGLITE_OPTIONS, loadDataDir: snapshot };
  const pg = await (dataDir ? PGlite.create(dataDir, options) : PGlite.create(options)).catch((err) => {
    release();
    throw err;
  });
  return pgliteDb(pg, release);
}

/** A PGlite instance behind the Db interface; `release` runs once it has closed. */
export function pgliteDb(pg: PGlite, release = () => {}): Db {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pg.query(sql, params)).rows as T[];
    },
    async exec(sql) {
      await pg.exec(sql);
    },
    tx(fn) {
      return pg.transaction((t) =>
        fn({ query: async <T,>(sql: string, params: unknown[] = []) => (await t.query(sql, params)).rows as T[] }),
      );
    },
    async listen(channel, onNotify) {
      // PGlite runs the callback before the writing query's promise resolves.
      await pg.listen(channel, (payload) => onNotify(payload));
    },
    async close() {
      await pg.close();
      release();
    },
  };
}

async function openPostgres(url: string): Promise<Db> {
  const { default: pg } = await import('pg');
  // BIGINT and NUMERIC come back as strings from node-postgres; PGlite returns numbers. Align them.
  pg.types.setTypeParser(20, (v: string) => Number(v));
  pg.types.setTypeParser(1700, (v: string) => Number(v));
  // DATE: node-postgres makes local midnight, a day early in ISO on a server east of UTC (Tehran);
  // PGlite makes UTC midnight. Align on UTC; a value no Date can hold stays text.
  pg.types.setTypeParser(1082, (v: string) => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? new Date(`${v}T00:00:00Z`) : v));
  // …and a Date sent back is written in UTC too, so such a date is stored as the same day again
  // (every timestamp column is TIMESTAMPTZ: the same instant either way).
  pg.defaults.parseInputDatesAsUTC = true;
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle pooled connection the server dropped (a restart): the pool replaces it. Unheard, the
  // event would end the process.
  pool.on('error', (err) => console.warn(`[shop-backend] an idle database connection failed: ${err.message}`));
  const listeners = new Set<InstanceType<typeof pg.Client>>();
  let closed = false;
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async exec(sql) {
      await pool.query(sql);
    },
    async tx(fn) {
      const client = await pool.connect();
      let failure: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn({ query: async <T,>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[] });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        failure = err as Error;
        // On a lost connection the ROLLBACK fails too: the first error is the one to report.
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        // A client that failed is not handed to the next query: the pool drops it.
        client.release(failure);
      }
    },
    async listen(channel, onNotify, onLost) {
      if (closed) throw new DbClosedError();
      // Its own connection: a pooled one would be handed to queries and lose the LISTEN.
      const client = new pg.Client({ connectionString: url });
      listeners.add(client);
      let done = false;
      // 'error' and 'end' both come when the connection fails: the listener hears it once.
      const lose = (notify: boolean) => {
        if (done) return;
        done = true;
        listeners.delete(client);
        client.end().catch(() => undefined);
        if (notify && !closed) onLost();
      };
      client.on('notification', (msg) => {
        if (msg.channel === channel) onNotify(msg.payload ?? '');
      });
      client.on('error', () => lose(true));
      client.on('end', () => lose(true));
      try {
        await client.connect();
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      } catch (err) {
        // The rejection tells the caller; onLost is for a connection that had been listening.
        lose(false);
        throw err;
      }
    },
    async close() {
      closed = true;
      await Promise.all([...listeners].map((c) => c.end().catch(() => undefined)));
      await pool.end();
    },
  };
}
