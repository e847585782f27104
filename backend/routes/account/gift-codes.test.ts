import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { ADDRESS_FAILED_CODES_PER_HOUR, FAILED_CODES_PER_HOUR } from '../cart/coupons';

let h: Harness;
let seq = 0;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.backend.db.close());

// Each test customer on its own client address, so the per-address guess ceiling is tested alone.
const addresses = new Map<string, string>();
async function customer(address?: string) {
  const n = ++seq;
  const me = await h.login(`0912777${String(n).padStart(4, '0')}`);
  addresses.set(me.token, address ?? `10.77.0.${n}`);
  return me;
}
const apply = (token: string, coupon: unknown, customerRef?: unknown) => {
  const address = addresses.get(token);
  const headers: Record<string, string> = address ? { 'x-forwarded-for': address } : {};
  return h.call('POST', '/api/v1/app/coupons/apply/', { token, body: { coupon, customer: customerRef }, headers });
};
const credit = async (customerId: number) =>
  Number((await h.backend.db.query<{ credit: number }>('SELECT credit FROM customers WHERE id = $1', [customerId]))[0].credit);

async function giftCode(code: string, amount: number, opts: { kind?: 'single' | 'campaign'; max_uses?: number | null; expires_at?: Date | null } = {}) {
  await h.backend.db.query('INSERT INTO gift_codes (code, amount, kind, max_uses, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    code,
    amount,
    opts.kind ?? 'single',
    opts.max_uses ?? null,
    opts.expires_at ?? null,
  ]);
}

describe('gift codes', () => {
  it("redeems the demo gift card into credit once, with a ledger row; the customer's own retry adds nothing and says so, another customer is refused", async () => {
    const me = await customer();
    const first = await apply(me.token, ' gift-500k ', me.customerId);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ code: 'GIFT-500K', amount: 500_000, credit: 500_000 });
    expect(first.body.msg).toContain('۵۰۰٬۰۰۰');

    // Pasted from an SMS again (direction marks, a space inside), or sent again after an answer
    // lost on the way: the same code, already added, and added once.
    const again = await apply(me.token, '\u200fGIFT- 500K\u200e');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      success: true,
      data: { code: 'GIFT-500K', amount: 500_000, credit: 500_000 },
      msg: 'این کد پیش‌تر به اعتبار شما افزوده شده است (۵۰۰٬۰۰۰ تومان)',
    });
    const other = await customer();
    expect((await apply(other.token, 'GIFT-500K')).body.msg).toBe('این کد قبلاً استفاده شده است');
    expect(await credit(other.customerId)).toBe(0);

    const ledger = await h.call('GET', `/api/v1/customer/${me.customerId}/transactions`, { token: me.token });
    expect(ledger.body.data.credit).toBe(500_000);
    expect(ledger.body.data.transactions).toEqual([
      expect.objectContaining({ amount: 500_000, balance: 500_000, kind: 'gift_code', gift_code: 'GIFT-500K', order_id: null, payment_id: null }),
    ]);
  });

  it('answers unknown, expired, coupon and empty codes with their Persian reason and changes nothing', async () => {
    const me = await customer();
    await giftCode('OLD-GIFT', 10_000, { expires_at: new Date(h.now().getTime() - 1000) });
    const cases: [unknown, number, string][] = [
      ['NO-SUCH-CODE', 404, 'کد هدیه معتبر نیست'],
      ['old-gift', 400, 'مهلت استفاده از این کد تمام شده است'],
      ['NOROOZ1405', 404, 'این کد، کد تخفیف است؛ آن را هنگام ثبت سفارش وارد کنید'],
      ['  ', 400, 'کد هدیه را وارد کنید'],
      [null, 400, 'کد هدیه را وارد کنید'],
      ['x'.repeat(65), 404, 'کد هدیه معتبر نیست'],
    ];
    for (const [code, status, msg] of cases) {
      const res = await apply(me.token, code);
      expect([res.status, res.body.msg], String(code)).toEqual([status, msg]);
    }
    expect(await credit(me.customerId)).toBe(0);
  });

  it('stops at the expiry moment', async () => {
    const me = await customer();
    await giftCode('SOON-GIFT', 10_000, { expires_at: new Date(h.now().getTime() + 60_000) });
    h.advance(61);
    expect((await apply(me.token, 'SOON-GIFT')).status).toBe(400);
  });

  it('redeems a campaign code once per customer, up to its maximum uses', async () => {
    await giftCode('CAMPAIGN-3', 20_000, { kind: 'campaign', max_uses: 3 });
    const people = [await customer(), await customer(), await customer(), await customer()];
    for (const p of people.slice(0, 3)) expect((await apply(p.token, 'campaign-3')).status).toBe(200);
    expect((await apply(people[0].token, 'campaign-3')).body.msg).toBe('این کد پیش‌تر به اعتبار شما افزوده شده است (۲۰٬۰۰۰ تومان)');
    const late = await apply(people[3].token, 'campaign-3');
    expect([late.status, late.body.msg]).toEqual([409, 'ظرفیت استفاده از این کد تکمیل شده است']);
    expect(await credit(people[3].customerId)).toBe(0);
  });

  it('lets exactly one of 20 customers win a single-use code redeemed at once', async () => {
    await giftCode('RACE-ONE', 70_000);
    const people = await Promise.all(Array.from({ length: 20 }, customer));
    const results = await Promise.all(people.map((p) => apply(p.token, 'RACE-ONE', p.customerId)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const [sum] = await h.backend.db.query<{ total: number; n: number }>(
      `SELECT COALESCE(sum(c.credit), 0)::bigint AS total,
         (SELECT count(*)::int FROM credit_transactions t WHERE t.customer_id = ANY($1::int[])) AS n
       FROM customers c WHERE c.id = ANY($1::int[])`,
      [people.map((p) => p.customerId)],
    );
    expect([Number(sum.total), sum.n]).toEqual([70_000, 1]);
  });

  it('credits a campaign code once when one customer sends it 10 times at once', async () => {
    await giftCode('RACE-CAMPAIGN', 15_000, { kind: 'campaign' });
    const me = await customer();
    const results = await Promise.all(Array.from({ length: 10 }, () => apply(me.token, 'RACE-CAMPAIGN')));
    // One adds it; the others, queued behind its lock, find it added and say so.
    const messages = results.map((r) => [r.status, r.body.msg]);
    expect(messages.filter(([, msg]) => msg === '۱۵٬۰۰۰ تومان به اعتبار شما اضافه شد')).toHaveLength(1);
    expect(messages.filter(([, msg]) => msg === 'این کد پیش‌تر به اعتبار شما افزوده شده است (۱۵٬۰۰۰ تومان)')).toHaveLength(9);
    for (const r of results) expect(r.body.data).toMatchObject({ amount: 15_000, credit: 15_000 });
    expect(await credit(me.customerId)).toBe(15_000);
    const ledger = await h.call('GET', `/api/v1/customer/${me.customerId}/transactions`, { token: me.token });
    expect(ledger.body.data.transactions).toHaveLength(1);
  });

  it('redeems only for the caller: another customer named in the body is 403, a guest is 401', async () => {
    const me = await customer();
    const other = await customer();
    await giftCode('MINE-ONLY', 5_000);
    expect((await apply(me.token, 'MINE-ONLY', other.customerId)).status).toBe(403);
    expect((await apply(me.token, 'MINE-ONLY', '09120000000')).status).toBe(403);
    expect((await apply(await h.guest(), 'MINE-ONLY')).status).toBe(401);
    expect((await h.call('POST', '/api/v1/app/coupons/apply/', { body: { coupon: 'MINE-ONLY' } })).status).toBe(401);
    const mobile = (await h.backend.db.query<{ mobile: string }>('SELECT mobile FROM customers WHERE id = $1', [me.customerId]))[0].mobile;
    const ok = await apply(me.token, 'mine-only', mobile);
    expect(ok.status).toBe(200);
    expect(await credit(other.customerId)).toBe(0);
  });
});

describe('guessing gift codes', () => {
  const LIMIT_MSG = 'تعداد تلاش‌های ناموفق برای ثبت کد بیش از حد مجاز است؛ لطفاً ساعتی بعد دوباره تلاش کنید';
  const randomCode = () => randomBytes(6).toString('hex').toUpperCase();
  // Start at the beginning of an hour window, so the count cannot straddle two windows.
  const toWindowStart = () => h.advance(3601 - ((h.now().getTime() / 1000) % 3600));

  it('answers 429 after 10 failed codes an hour, to a valid code too, until the hour is over', async () => {
    toWindowStart();
    await giftCode('AFTER-GUESSES', 9_000);
    const me = await customer();
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) statuses.push((await apply(me.token, randomCode())).status);
    expect(statuses).toEqual([...Array(FAILED_CODES_PER_HOUR).fill(404), ...Array(50 - FAILED_CODES_PER_HOUR).fill(429)]);
    expect((await apply(me.token, 'AFTER-GUESSES')).body).toMatchObject({ success: false, code: 429, msg: LIMIT_MSG });
    expect(await credit(me.customerId)).toBe(0);
    h.advance(3600);
    expect((await apply(me.token, 'AFTER-GUESSES')).status).toBe(200);
  });

  it('counts only failures: redeemed codes use none of the allowance', async () => {
    toWindowStart();
    const me = await customer();
    for (let i = 0; i < 9; i++) expect((await apply(me.token, randomCode())).status).toBe(404);
    for (const code of ['WIN-1', 'WIN-2', 'WIN-3']) {
      await giftCode(code, 1_000);
      expect((await apply(me.token, code)).status).toBe(200);
    }
    expect((await apply(me.token, randomCode())).status).toBe(404);
    expect((await apply(me.token, randomCode())).status).toBe(429);
    expect(await credit(me.customerId)).toBe(3_000);
  });

  it('holds when the guesses come at once', async () => {
    toWindowStart();
    const me = await customer();
    const results = await Promise.all(Array.from({ length: 30 }, () => apply(me.token, randomCode())));
    // Each attempt is counted for the customer before its lookup, atomically: exactly the allowance.
    expect(results.filter((r) => r.status === 404)).toHaveLength(FAILED_CODES_PER_HOUR);
    expect(results.filter((r) => r.status === 429)).toHaveLength(30 - FAILED_CODES_PER_HOUR);
  });

  it("limits one client address's failures across customers: its valid codes go through until guessing there reaches the address's ceiling", async () => {
    toWindowStart();
    const guessers = [];
    for (let i = 0; i < ADDRESS_FAILED_CODES_PER_HOUR / FAILED_CODES_PER_HOUR; i++) guessers.push(await customer('10.78.0.1'));
    // A shared address (carrier NAT): valid codes go through while the failures there stay under the ceiling.
    await giftCode('BEHIND-NAT', 4_000);
    const c = await customer('10.78.0.1');
    for (const [n, g] of guessers.entries()) {
      for (let i = 0; i < FAILED_CODES_PER_HOUR - (n === guessers.length - 1 ? 1 : 0); i++) expect((await apply(g.token, randomCode())).status).toBe(404);
    }
    expect((await apply(c.token, 'BEHIND-NAT')).status).toBe(200);
    expect(await credit(c.customerId)).toBe(4_000);
    // The last failure the address may have; after it, every lookup from there is refused, valid ones too.
    expect((await apply(c.token, randomCode())).status).toBe(404);
    await giftCode('BEHIND-NAT-2', 4_000);
    expect((await apply(c.token, 'BEHIND-NAT-2')).status).toBe(429);
    const elsewhere = await customer('10.78.0.2');
    expect((await apply(elsewhere.token, randomCode())).status).toBe(404);
  });
});
