import type { Queryable } from '../db/client';

export async function getSetting<T>(db: Queryable, key: string): Promise<T | null> {
  const [row] = await db.query<{ value: T }>('SELECT value FROM settings WHERE key = $1', [key]);
  return row?.value ?? null;
}

export async function putSetting(db: Queryable, key: string, value: unknown): Promise<void> {
  await db.query(
    'INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = $2',
    [key, JSON.stringify(value)],
  );
}

/**
 * Stores `value` under `key` unless one is stored already, and returns the stored one: of callers
 * racing on an empty key (processes starting together), the first to commit wins for all.
 */
export async function settingOnce<T>(db: Queryable, key: string, value: T): Promise<T> {
  await db.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [key, JSON.stringify(value)]);
  // Read in a statement of its own, which sees a value another process committed meanwhile.
  return (await getSetting<T>(db, key))!;
}
