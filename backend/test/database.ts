import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * What each test's fresh database is a copy of, made by the global setup (seeded-database.ts):
     * a file holding a PGlite dump or, on the PostgreSQL server of TEST_DATABASE_URL, a template
     * database. Both migrated and seeded.
     */
    seeded: { pgliteDump: string } | { template: string };
  }
}

/** A new database on the PostgreSQL server of an admin connection, empty or a copy of `template`. */
export async function createDatabase(admin: string, prefix: string, template?: string): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await asAdmin(admin, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

export function dropDatabase(admin: string, name: string): Promise<void> {
  return asAdmin(admin, `DROP DATABASE IF EXISTS ${name}`);
}

async function asAdmin(admin: string, sql: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let dump: Promise<Blob> | undefined;

/**
 * A test's fresh, seeded database, as bootBackend options: with TEST_DATABASE_URL (an admin
 * connection to a throwaway PostgreSQL server) a new database on it; without, the PGlite dump an
 * in-memory database starts from.
 */
export async function freshTestDatabase(): Promise<{ databaseUrl: string } | { snapshot: Blob }> {
  const seeded = inject('seeded');
  if ('template' in seeded) {
    const { url } = await createDatabase(process.env.TEST_DATABASE_URL!, 'shop_test', seeded.template);
    return { databaseUrl: url };
  }
  dump ??= readFile(seeded.pgliteDump).then((bytes) => new Blob([bytes]));
  return { snapshot: await dump };
}
