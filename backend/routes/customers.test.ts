import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tehranNow, toJalali } from '../reservations/calendar-dates';
import { startHarness, type Harness } from '../test/harness';

let h: Harness;
let me: { token: string; customerId: number };
let other: { token: string; customerId: number };
beforeAll(async () => {
  h = await startHarness();
  me = await h.login('09123330001');
  other = await h.login('09123330002');
});
afterAll(() => h.backend.db.close());

describe('customer record', () => {
  it('needs a token', async () => {
    expect((await h.call('GET', `/api/v1/app/customers/${me.customerId}`)).status).toBe(401);
    expect((await h.call('GET', `/api/v1/app/customers/${me.customerId}`, { token: 'garbage' })).status).toBe(401);
  });

  it('is readable by its owner only', async () => {
    const mine = await h.call('GET', `/api/v1/app/customers/${me.customerId}`, { token: me.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.mobile).toBe('09123330001');
    const theirs = await h.call('GET', `/api/v1/app/customers/${other.customerId}`, { token: me.token });
    expect(theirs.status).toBe(403);
    expect(theirs.body.success).toBe(false);
    const edit = await h.call('POST', `/api/v1/app/customers/${other.customerId}/edit`, { token: me.token, body: { first_name: 'x' } });
    expect(edit.status).toBe(403);
  });

  it('answers malformed ids with 404', async () => {
    expect((await h.call('GET', '/api/v1/app/customers/abc', { token: me.token })).status).toBe(404);
    expect((await h.call('GET', '/api/v1/app/customers/-1', { token: me.token })).status).toBe(404);
  });

  it('saves a profile: Persian gender word, Jalali birthday, national code', async () => {
    const res = await h.call('POST', `/api/v1/app/customers/${me.customerId}/edit`, {
      token: me.token,
      body: { first_name: 'علی', last_name: 'رضایی', gender: 'man', birthday: '۱۳۷۰-۰۱-۰۱', nation_code: '0499370899' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'علی رضایی',
      gender: 'مرد',
      birthday: '1370-01-01',
      birthday_milady: '1991-03-21',
      nation_code: '0499370899',
    });
    const edit = (body: Record<string, unknown>) => h.call('POST', `/api/v1/app/customers/${me.customerId}/edit`, { token: me.token, body });
    // Absent keeps the birthday; an empty one removes it.
    expect((await edit({ first_name: 'علی' })).body.data.birthday).toBe('1370-01-01');
    // Kept as the same day on a server west of UTC too (the stored date is sent back as it was read).
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      expect((await edit({ first_name: 'علی' })).body.data.birthday).toBe('1370-01-01');
      expect((await edit({ first_name: 'علی' })).body.data.birthday_milady).toBe('1991-03-21');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
    expect((await edit({ birthday: '' })).body.data).toMatchObject({ birthday: null, birthday_milady: null });
    // Likewise the gender: absent keeps it, empty removes it.
    expect((await edit({ first_name: 'علی' })).body.data.gender).toBe('مرد');
    expect((await edit({ gender: '' })).body.data.gender).toBeNull();
  });

  it('rejects bad values with 400 and a duplicate national code with 409', async () => {
    const bad = await h.call('POST', `/api/v1/app/customers/${other.customerId}/edit`, {
      token: other.token,
      body: { birthday: '1370-13-40' },
    });
    expect(bad.status).toBe(400);
    for (const gender of ['toString', '__proto__', 'valueOf', 'other']) {
      const res = await h.call('POST', `/api/v1/app/customers/${other.customerId}/edit`, { token: other.token, body: { gender } });
      expect([res.status, res.body.msg], gender).toEqual([400, 'جنسیت معتبر نیست']);
    }
    const badCode = await h.call('POST', `/api/v1/app/customers/${other.customerId}/edit`, {
      token: other.token,
      body: { nation_code: '1234567890' },
    });
    expect(badCode.status).toBe(400);
    const dup = await h.call('POST', `/api/v1/app/customers/${other.customerId}/edit`, {
      token: other.token,
      body: { nation_code: '0499370899' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ success: false, data: null, msg: 'این کد ملی برای شماره موبایل دیگری ثبت شده است' });
  });

  it('checks the national code by the nationcheck rules and answers their Persian message', async () => {
    const save = (nation_code: string) =>
      h.call('POST', `/api/v1/app/customers/${other.customerId}/edit`, { token: other.token, body: { nation_code } });
    expect(await save('1234567890')).toMatchObject({ status: 400, body: { success: false, data: null, msg: 'کد ملی وارد شده معتبر نیست' } });
    expect((await save('12345')).body.msg).toBe('کد ملی باید ده رقم باشد');
    expect((await save('1111111111')).body.msg).toBe('کد ملی وارد شده معتبر نیست');
    const check = await h.call('POST', '/api/v1/customer/nationcheck', { token: other.token, body: { mobile: '09123330002', nation_code: '1234567890' } });
    expect(check.body.msg).toBe((await save('1234567890')).body.msg);
    // Persian digits are accepted, and saving one's own code again is no conflict.
    const good = await save('۰۰۱۰۳۵۰۸۲۹');
    expect([good.status, good.body.data?.nation_code]).toEqual([200, '0010350829']);
    expect((await save('0010350829')).status).toBe(200);
  });

  it('refuses a birthday before Jalali 1300 or after the backend clock’s today', async () => {
    const edit = (birthday: string) => h.call('POST', `/api/v1/app/customers/${other.customerId}/edit`, { token: other.token, body: { birthday } });
    const day = 24 * 3600;
    const tomorrow = toJalali(tehranNow(new Date(h.now().getTime() + day * 1000)).date);
    for (const birthday of ['9999-01-01', '1299-12-29', '0001-01-01', tomorrow]) {
      expect((await edit(birthday)).body, birthday).toEqual({ success: false, data: null, msg: 'تاریخ تولد معتبر نیست', code: 400 });
    }
    expect((await edit('1300-01-01')).body.data).toMatchObject({ birthday: '1300-01-01', birthday_milady: '1921-03-21' });
    h.advance(2 * day);
    try {
      expect((await edit(tomorrow)).body.data.birthday).toBe(tomorrow);
    } finally {
      h.advance(-2 * day);
    }
  });

  it('still shows a profile whose stored birthday no edit can save now (one from before the check), without it', async () => {
    await h.backend.db.query("UPDATE customers SET birthday = '10620-03-21' WHERE id = $1", [other.customerId]);
    const res = await h.call('GET', `/api/v1/app/customers/${other.customerId}`, { token: other.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ birthday: null, birthday_milady: null });
    await h.backend.db.query('UPDATE customers SET birthday = NULL WHERE id = $1', [other.customerId]);
  });

  it('treats a single-space national code as none', async () => {
    const res = await h.call('POST', `/api/v1/app/customers/${other.customerId}/edit`, {
      token: other.token,
      body: { nation_code: ' ' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.nation_code).toBe('');
  });
});
