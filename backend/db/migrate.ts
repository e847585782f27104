import type { Db } from './client';
import { migrations } from './migrations';

/** Applies each migration once, in order, recording it in schema_migrations. */
export async function migrate(db: Db, list: readonly { name: string; sql: string }[] = migrations): Promise<void> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`);
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  for (const m of list) {
    if (done.has(m.name)) continue;
    await db.tx(async (q) => {
      for (const statement of m.sql.split(/;\s*$/m).map((s) => s.trim()).filter(Boolean)) {
        await q.query(statement);
      }
      await q.query('INSERT INTO schema_migrations (name) VALUES ($1)', [m.name]);
    });
  }
}
