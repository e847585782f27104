import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDb, type Db } from '../client';
import { migrate } from '../migrate';
import { migrations } from './index';

let db: Db;
beforeAll(async () => {
  db = await openDb();
});
afterAll(() => db.close());

it('keeps earlier gift-code redemptions: the redeemer is recorded and the code counts as used', async () => {
  await migrate(db, migrations.slice(0, migrations.findIndex((m) => m.name === '010_account')));
  const [c] = await db.query<{ id: number }>(`INSERT INTO customers (mobile) VALUES ('09120001010') RETURNING id`);
  await db.query(`INSERT INTO gift_codes (code, amount, redeemed_by, redeemed_at) VALUES ('OLD-USED', 1000, $1, now()), ('OLD-FREE', 2000, NULL, NULL)`, [c.id]);
  await migrate(db);
  const codes = await db.query<{ code: string; kind: string; uses: number }>('SELECT code, kind, uses FROM gift_codes ORDER BY code');
  expect(codes).toEqual([
    { code: 'OLD-FREE', kind: 'single', uses: 0 },
    { code: 'OLD-USED', kind: 'single', uses: 1 },
  ]);
  expect(await db.query('SELECT customer_id, amount FROM gift_redemptions')).toEqual([{ customer_id: c.id, amount: 1000 }]);
  // The cap is a database guarantee: a single-use code cannot count a second use.
  await expect(db.query(`UPDATE gift_codes SET uses = 2 WHERE code = 'OLD-USED'`)).rejects.toMatchObject({ code: '23514', constraint: 'gift_codes_uses_cap' });
  expect(await db.query(`SELECT uses FROM gift_codes WHERE code = 'OLD-USED'`)).toEqual([{ uses: 1 }]);
});
