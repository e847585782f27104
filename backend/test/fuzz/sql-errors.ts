import type { Db, Queryable } from '../../db/client';

/**
 * Watches `db` and returns the list of errors it raises from then on ("code message"). The app
 * answers some of them 400 (PG_CLIENT_ERRORS in app.ts), so only this tells bad input PostgreSQL
 * refused (a parser let it through; PGlite may even take it) from bad input a parser refused.
 */
export function watchSqlErrors(db: Db): string[] {
  const errors: string[] = [];
  const watch = (query: Queryable['query']): Queryable['query'] =>
    (async (sql: string, params?: unknown[]) => {
      try {
        return await query(sql, params);
      } catch (err) {
        const { code, message } = err as { code?: string; message?: string };
        errors.push(`${code} ${message}`);
        throw err;
      }
    }) as Queryable['query'];
  db.query = watch(db.query.bind(db));
  const tx = db.tx.bind(db);
  db.tx = (fn) => tx((q) => fn({ query: watch(q.query.bind(q)) }));
  return errors;
}
