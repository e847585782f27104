import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.backend.db.close());

const ticket = { type: 1, name: 'مریم احمدی', mobile: '۰۹۱۲۳۴۵۶۷۸۹', description: 'سفارش من هنوز نرسیده است' };
let address = 0;
const send = (body: unknown, opts: { token?: string; from?: string } = {}) =>
  h.call('POST', '/api/v3/support/', { body, token: opts.token, headers: { 'x-forwarded-for': opts.from ?? `10.0.0.${++address}` } });

describe('support tickets', () => {
  it('stores a guest’s ticket without a customer and a customer’s with theirs', async () => {
    const guest = await send(ticket, { token: await h.guest() });
    expect(guest.status).toBe(200);
    expect(guest.body).toMatchObject({ success: true, msg: 'درخواست پشتیبانی شما با موفقیت ثبت شد', data: { type: 1, status: 'open' } });
    const me = await h.login('09123210001');
    const mine = await send({ ...ticket, description: 'سؤال درباره اعتبار' }, { token: me.token });
    expect(mine.status).toBe(200);
    const rows = await h.backend.db.query<{ id: number; customer_id: number | null; mobile: string; name: string }>(
      'SELECT id, customer_id, mobile, name FROM support_tickets WHERE id = ANY($1::int[]) ORDER BY id',
      [[guest.body.data.id, mine.body.data.id]],
    );
    expect(rows).toEqual([
      { id: guest.body.data.id, customer_id: null, mobile: '09123456789', name: 'مریم احمدی' },
      { id: mine.body.data.id, customer_id: me.customerId, mobile: '09123456789', name: 'مریم احمدی' },
    ]);
    // Without any token too (the path with and without its trailing slash).
    expect((await h.call('POST', '/api/v3/support', { body: ticket, headers: { 'x-forwarded-for': '10.9.9.9' } })).status).toBe(200);
  });

  it('refuses bad fields with Persian 400s', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ticket, type: 2 }, 'نوع درخواست پشتیبانی معتبر نیست'],
      [{ ...ticket, type: undefined }, 'نوع درخواست پشتیبانی معتبر نیست'],
      [{ ...ticket, type: true }, 'نوع درخواست پشتیبانی معتبر نیست'],
      [{ ...ticket, name: '  ' }, 'نام را وارد کنید (حداکثر ۱۰۰ حرف)'],
      [{ ...ticket, name: 'ن'.repeat(101) }, 'نام را وارد کنید (حداکثر ۱۰۰ حرف)'],
      [{ ...ticket, mobile: '12345' }, 'شماره موبایل معتبر نیست'],
      [{ ...ticket, description: '' }, 'متن درخواست را وارد کنید (حداکثر ۲۰۰۰ حرف)'],
      [{ ...ticket, description: 'a'.repeat(2001) }, 'متن درخواست را وارد کنید (حداکثر ۲۰۰۰ حرف)'],
      [{ ...ticket, description: 42 }, 'متن درخواست را وارد کنید (حداکثر ۲۰۰۰ حرف)'],
    ];
    for (const [body, msg] of cases) {
      const res = await send(body);
      expect([res.status, res.body.success, res.body.msg], JSON.stringify(body).slice(0, 60)).toEqual([400, false, msg]);
    }
    expect((await send({ ...ticket, description: 'a'.repeat(2000) })).status).toBe(200);
  });

  it('allows five tickets per client address and hour, then a Persian 429', async () => {
    const from = '203.0.113.7';
    // Start at the beginning of an hour window, so the count cannot straddle two windows.
    h.advance(3601 - ((h.now().getTime() / 1000) % 3600));
    for (let i = 0; i < 5; i++) expect((await send(ticket, { from })).status).toBe(200);
    // Invalid tickets are not counted, and are still answered by their own reason.
    expect((await send({ ...ticket, name: '' }, { from })).status).toBe(400);
    const refused = await send(ticket, { from: `${from}, 10.0.0.1` });
    expect(refused).toMatchObject({
      status: 429,
      body: { success: false, data: null, msg: 'تعداد درخواست‌های پشتیبانی بیش از حد مجاز است؛ لطفاً ساعتی بعد دوباره تلاش کنید' },
    });
    expect((await send(ticket, { from: '203.0.113.8' })).status).toBe(200);
    h.advance(3600);
    expect((await send(ticket, { from })).status).toBe(200);
  });

  it('shows a customer their own tickets only', async () => {
    const me = await h.login('09123210002');
    const other = await h.login('09123210003');
    await send({ ...ticket, description: 'تیکت من' }, { token: me.token });
    await send({ ...ticket, description: 'تیکت دیگری' }, { token: other.token });
    const mine = await h.call('GET', `/api/v1/customer/${me.customerId}/tickets`, { token: me.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((t: { description: string }) => t.description)).toEqual(['تیکت من']);
    expect(mine.body.data[0].created_at_jalali).toMatch(/^14\d\d-\d\d-\d\d \d\d:\d\d$/);
    expect((await h.call('GET', `/api/v1/customer/${other.customerId}/tickets`, { token: me.token })).status).toBe(403);
    expect((await h.call('GET', `/api/v1/customer/${me.customerId}/tickets`, { token: await h.guest() })).status).toBe(401);
  });
});
