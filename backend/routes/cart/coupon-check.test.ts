import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { seedCoupons } from '../../seed/coupons';

let h: Harness;
let me: { token: string; customerId: number };
let other: { token: string; customerId: number };

beforeAll(async () => {
  h = await startHarness();
  await seedCoupons(h.backend.db);
  me = await h.login('09126660011');
  other = await h.login('09126660012');
  await h.backend.db.query(`INSERT INTO coupons (code, percent, customer_id) VALUES ('THEIRS', 10, $1)`, [other.customerId]);
});
afterAll(() => h.backend.db.close());

const check = (code: unknown, token = me.token) => h.call('POST', '/api/v1/app/coupons/check', { token, body: { code } });

describe('coupon check', () => {
  it('confirms a live coupon, whatever its minimum order (order/price judges that)', async () => {
    for (const code of ['norooz1405', ' WELCOME ', 'NOROOZ۱۴۰۵']) {
      const res = await check(code);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ valid: true, msg: 'کد تخفیف تأیید شد' });
    }
  });

  it('rejects unknown, expired, gift and other customers\' codes with their reason', async () => {
    expect((await check('NOPE')).body.data).toEqual({ code: 'NOPE', valid: false, msg: 'کد تخفیف معتبر نیست' });
    expect((await check('OLD1404')).body.data.msg).toBe('مهلت استفاده از این کد تخفیف تمام شده است');
    expect((await check('GIFT-500K')).body.data.msg).toContain('کارت هدیه');
    expect((await check('THEIRS')).body.data.valid).toBe(false);
    expect((await check('THEIRS', other.token)).body.data.valid).toBe(true);
  });

  it('refuses an empty or non-text code with 400, and guests with 401', async () => {
    expect((await check('')).status).toBe(400);
    expect((await check(42)).status).toBe(400);
    expect((await check('WELCOME', await h.guest())).status).toBe(401);
  });
});
