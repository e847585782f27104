import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.backend.db.close());

describe('customer coupons', () => {
  it('lists active, unexpired coupons that are everyone’s or the caller’s, soonest expiry first, with Jalali expiry', async () => {
    const me = await h.login('09125550001');
    const other = await h.login('09125550002');
    const db = h.backend.db;
    const insert = (code: string, extra: { customer?: number; expires?: string | null; active?: boolean }) =>
      db.query('INSERT INTO coupons (code, title, percent, max_discount, min_order, expires_at, active, customer_id) VALUES ($1, $2, 20, 40000, 150000, $3, $4, $5)', [
        code,
        `عنوان ${code}`,
        extra.expires ?? null,
        extra.active ?? true,
        extra.customer ?? null,
      ]);
    // 2030-03-20T20:30Z is 1409-01-01 00:00 in Tehran.
    await insert('MINE20', { customer: me.customerId, expires: '2030-03-20T20:30:00Z' });
    await insert('THEIRS20', { customer: other.customerId });
    await insert('OFF20', { active: false });
    await insert('PAST20', { expires: new Date(h.now().getTime() - 1000).toISOString() });

    const res = await h.call('GET', `/api/v1/app/customer/${me.customerId}/coupons`, { token: me.token });
    expect(res.status).toBe(200);
    const codes = res.body.data.map((c: { code: string }) => c.code);
    expect(codes).toEqual(['MINE20', 'NOROOZ1405', 'WELCOME']);
    expect(res.body.data[0]).toEqual({
      code: 'MINE20',
      title: 'عنوان MINE20',
      percent: 20,
      amount: null,
      max_discount: 40_000,
      min_order: 150_000,
      expires_at: '2030-03-20T20:30:00.000Z',
      expires_at_jalali: '1409-01-01 00:00',
      personal: true,
    });
    expect(res.body.data[2]).toMatchObject({ code: 'WELCOME', percent: null, amount: 50_000, min_order: 300_000, expires_at: null, expires_at_jalali: null, personal: false });

    const theirs = await h.call('GET', `/api/v1/app/customer/${other.customerId}/coupons`, { token: other.token });
    expect(theirs.body.data.map((c: { code: string }) => c.code)).toContain('THEIRS20');
    expect(theirs.body.data.map((c: { code: string }) => c.code)).not.toContain('MINE20');
  });

  it('refuses other customers (403) and guests (401)', async () => {
    const me = await h.login('09125550003');
    const other = await h.login('09125550004');
    expect((await h.call('GET', `/api/v1/app/customer/${other.customerId}/coupons`, { token: me.token })).status).toBe(403);
    expect((await h.call('GET', `/api/v1/app/customer/${me.customerId}/coupons`, { token: await h.guest() })).status).toBe(401);
  });
});
