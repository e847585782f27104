import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './test/harness';
import { failStatements } from './test/faults';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.backend.db.close());

describe('a transaction PostgreSQL rolled back for the moment answers 503, never 500', () => {
  it('deadlock, serialization failure, lock time-out and lost connection: 503, Retry-After, the Persian envelope', async () => {
    const me = await h.login('09121320001');
    const path = `/api/v1/customer/${me.customerId}/transactions`;
    for (const code of ['40P01', '40001', '55P03', '08006']) {
      const restore = failStatements(h.backend.db, code, (sql) => sql.includes('credit_transactions'), 1);
      const res = await h.backend.fetch(new Request(`http://backend${path}`, { headers: { authorization: `Bearer ${me.token}` } })).finally(restore);
      expect(res.status, code).toBe(503);
      expect(res.headers.get('retry-after'), code).toBe('1');
      expect(await res.json()).toEqual({ success: false, data: null, code: 503, msg: 'سرور در این لحظه پاسخ‌گو نیست؛ لطفاً چند لحظه دیگر دوباره تلاش کنید' });
    }
    expect((await h.call('GET', path, { token: me.token })).status).toBe(200);
  });
});

describe('the health check', () => {
  it('answers 200 while the database answers, 503 with Retry-After while it does not', async () => {
    const health = () => h.backend.fetch(new Request('http://backend/api/health'));
    expect((await health()).status).toBe(200);
    const restore = failStatements(h.backend.db, '08006', (sql) => sql === 'SELECT 1');
    const down = await health().finally(restore);
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('1');
    expect(await down.json()).toEqual({ ok: false });
    expect((await health()).status).toBe(200);
  });
});
