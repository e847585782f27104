import { randomBytes } from 'node:crypto';

/**
 * With TEST_DATABASE_URL (an admin connection to a throwaway PostgreSQL server), creates an
 * empty database for one harness and returns its URL; without it, undefined (PGlite in memory).
 */
export async function freshTestDatabase(): Promise<string | undefined> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return undefined;
  const { default: pg } = await import('pg');
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}
