import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDb, PGLITE_OPTIONS, pgliteDb } from '../db/client';
import { prepareDatabase } from '../boot';
import { createDatabase, dropDatabase } from './database';

/**
 * Vitest's global setup. Migrating and seeding a database takes seconds (on PGlite its initdb
 * too), and every backend test file starts at least one fresh database: each starts instead
 * from one copy made here (database.ts), in well under a second. bootBackend still migrates and
 * seeds it, which finds nothing left to do.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const admin = process.env.TEST_DATABASE_URL;
  if (admin) {
    const { name, url } = await createDatabase(admin, 'shop_seeded');
    const db = await openDb({ url });
    await prepareDatabase(db, new Date(), true);
    await db.close();
    project.provide('seeded', { template: name });
    return () => dropDatabase(admin, name);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const pg = await PGlite.create(PGLITE_OPTIONS);
  await prepareDatabase(pgliteDb(pg), new Date(), true);
  const dump = await pg.dumpDataDir('none');
  await pg.close();
  const dir = await mkdtemp(join(tmpdir(), 'shop-seeded-'));
  const file = join(dir, 'pglite.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('seeded', { pgliteDump: file });
  return () => rm(dir, { recursive: true, force: true });
}
