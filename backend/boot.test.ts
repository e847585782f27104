import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './test/harness';
import { interleaveQueries } from './routes/cart/fixtures';
import { resolveSecret } from './boot';

let h: Harness;
beforeAll(async () => {
  // Booted with a JWT_SECRET, so no secret is stored: the database is as a first start finds it.
  h = await startHarness();
});
afterAll(() => h.backend.db.close());

describe('the token secret kept in the database', () => {
  it('processes starting together on an empty database all end with the one secret stored', async () => {
    const db = h.backend.db;
    expect(await db.query("SELECT 1 FROM settings WHERE key = 'jwt_secret'")).toEqual([]);
    const restore = interleaveQueries(h);
    const secrets = await Promise.all([resolveSecret(db), resolveSecret(db), resolveSecret(db)]).finally(restore);
    const texts = secrets.map((s) => new TextDecoder().decode(s));
    expect(new Set(texts).size).toBe(1);
    const [stored] = await db.query<{ value: string }>("SELECT value FROM settings WHERE key = 'jwt_secret'");
    expect(stored.value).toBe(texts[0]);
    expect(texts[0]).toMatch(/^[0-9a-f]{64}$/);
    // A later start reads it back.
    expect(new TextDecoder().decode(await resolveSecret(db))).toBe(texts[0]);
  });
});
