import type { Db, Queryable } from '../db/client';

/**
 * Makes the database fail statements as PostgreSQL itself would: the next `times` statements
 * matching `match` (in or out of a transaction) are replaced by one that raises SQLSTATE `code`
 * (40P01 a deadlock, 08006 a lost connection…), so the driver's real error arrives and the
 * transaction it is in is aborted and rolled back. Returns the undo, which tells how many failed.
 */
export function failStatements(db: Db, code: string, match: (sql: string) => boolean, times = Infinity): () => number {
  if (!/^[0-9A-Z]{5}$/.test(code)) throw new Error(`not a SQLSTATE: ${code}`);
  const raise = `DO $$ BEGIN RAISE EXCEPTION 'injected fault' USING ERRCODE = '${code}'; END $$`;
  let failed = 0;
  const pick = (sql: string) => {
    if (failed >= times || !match(sql)) return null;
    failed++;
    return raise;
  };
  const original = { query: db.query, tx: db.tx };
  const faulty = (q: Queryable): Queryable => ({
    query: <T,>(sql: string, params?: unknown[]) => {
      const fault = pick(sql);
      return fault ? q.query<T>(fault) : q.query<T>(sql, params);
    },
  });
  db.query = <T,>(sql: string, params?: unknown[]) => {
    const fault = pick(sql);
    return (fault ? original.query.call(db, fault) : original.query.call(db, sql, params)) as Promise<T[]>;
  };
  db.tx = <T,>(fn: (q: Queryable) => Promise<T>) => original.tx.call(db, (q) => fn(faulty(q))) as Promise<T>;
  return () => {
    Object.assign(db, original);
    return failed;
  };
}
