import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { daysAhead, productId, turnWithRemain } from '../../reservations/test-fixtures';
import { GUEST_BOOKINGS_PER_HOUR } from './guest-booking';
import { NATION_CHECKS_PER_HOUR } from '../reservations/nationcheck';

let h: Harness;
let product: number;
let token: string;
let day = 40;
beforeAll(async () => {
  h = await startHarness();
  product = await productId(h.backend.db, 'latte-art-workshop');
  token = await h.guest();
});
afterAll(() => h.backend.db.close());

/** A valid national code from nine digits (the mod-11 check digit appended). */
function nationCode(nine: string): string {
  const r = nine.split('').reduce((sum, d, i) => sum + Number(d) * (10 - i), 0) % 11;
  return `${nine}${r < 2 ? r : 11 - r}`;
}

const turn = (capacity: number) => turnWithRemain(h, product, daysAhead(++day), capacity);

/** A guest's booking of one place of `t` from client address `from`, with idempotency key `key`. */
function book(t: { id: number; date: string }, key: string, from: string, mobile = '09351239901', nation = '0084575948', names = { first_name: 'نگار', last_name: 'کریمی' }) {
  return h.call('POST', `/api/v1/order/submit/?reserve_date=${t.date}&reserve_time=10:00`, {
    token,
    headers: { 'x-forwarded-for': from },
    body: {
      products: [{ product_id: product, count: 1, times: [{ date: t.date, reserve_time_id: t.id, mobile, ...names, nation_code: nation }] }],
      idempotency_key: key,
    },
  });
}

describe("a guest's idempotency key", () => {
  it('replayed with another name, surname or national code for the mobile is 409, not the first booking', async () => {
    const from = '203.0.113.26';
    const t = await turn(3);
    const mobile = '09351239911';
    expect((await book(t, 'guest-details', from, mobile)).status).toBe(201);
    const others = [
      () => book(t, 'guest-details', from, mobile, '0084575948', { first_name: 'سارا', last_name: 'کریمی' }),
      () => book(t, 'guest-details', from, mobile, '0084575948', { first_name: 'نگار', last_name: 'احمدی' }),
      () => book(t, 'guest-details', from, mobile, nationCode('001234790')),
    ];
    for (const other of others) {
      expect((await other()).body).toEqual({ success: false, data: null, msg: 'این شناسه درخواست قبلاً برای سفارش دیگری به کار رفته است', code: 409 });
    }
    // The same person typed with Arabic letters, spaces and Persian digits is still a retry.
    const retry = await book(t, 'guest-details', from, mobile, '۰۰۸۴۵۷۵۹۴۸', { first_name: ' نگار ', last_name: 'كريمي' });
    expect(retry.status, retry.body.msg).toBe(200);
    expect(retry.body.data.replayed).toBe(true);
    expect(await t.remain()).toBe(2);
  });
});

describe('the guest booking allowance counts new bookings only', () => {
  it('replays of a key and refused attempts never use it up; the bookings made do', async () => {
    const from = '203.0.113.21';
    const t = await turn(GUEST_BOOKINGS_PER_HOUR + 1);
    const full = await turn(1);
    expect((await book(full, 'allowance-fill', '198.51.100.21')).status).toBe(201);

    expect((await book(t, 'allowance-0', from)).status).toBe(201);
    for (let i = 0; i < GUEST_BOOKINGS_PER_HOUR + 1; i++) {
      const replay = await book(t, 'allowance-0', from);
      expect(replay.status, replay.body.msg).toBe(200);
      expect(replay.body.data.replayed).toBe(true);
    }
    for (let i = 0; i < GUEST_BOOKINGS_PER_HOUR + 1; i++) {
      const refused = await book(full, `allowance-full-${i}`, from);
      expect(refused.body).toEqual({ success: false, data: null, msg: 'ظرفیت این نوبت تکمیل شده است', code: 409 });
    }
    for (let i = 1; i < GUEST_BOOKINGS_PER_HOUR; i++) expect((await book(t, `allowance-${i}`, from)).status).toBe(201);
    const over = await book(t, 'allowance-over', from);
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ success: false, data: null, code: 429 });
    expect(await t.remain()).toBe(1);
    // A refusal for the limit is not counted either: the window stays at the bookings made.
    const [row] = await h.backend.db.query<{ hits: number }>('SELECT sum(hits)::int AS hits FROM rate_counters WHERE bucket = $1', [`guest-booking:${from}`]);
    expect(row.hits).toBe(GUEST_BOOKINGS_PER_HOUR);
    // At the ceiling, a retry of a booking made is still answered with it.
    const retry = await book(t, 'allowance-1', from);
    expect(retry.status, retry.body.msg).toBe(200);
    expect(retry.body.data.replayed).toBe(true);
  });

  it('one key reused with other mobiles is not a replay: each new booking counts', async () => {
    const from = '203.0.113.24';
    const t = await turn(GUEST_BOOKINGS_PER_HOUR + 2);
    const answers = [];
    for (let i = 0; i <= GUEST_BOOKINGS_PER_HOUR; i++) {
      const mobile = `0935125${String(i).padStart(4, '0')}`;
      answers.push((await book(t, 'guest-one-key', from, mobile, nationCode(`0012346${String(i).padStart(2, '0')}`))).status);
    }
    expect(answers).toEqual([...Array(GUEST_BOOKINGS_PER_HOUR).fill(201), 429]);
    expect(await t.remain()).toBe(2);
  });

  it('the national code check of a booking counts against the address\'s bound on such checks', async () => {
    const from = '203.0.113.25';
    const t = await turn(2);
    const check = () =>
      h.call('POST', '/api/v1/customer/nationcheck', { token, headers: { 'x-forwarded-for': from }, body: { mobile: '09351239901', nation_code: '0084575948' } });
    for (let i = 0; i < NATION_CHECKS_PER_HOUR; i++) expect((await check()).status).toBe(200);
    const refused = await book(t, 'guest-nation-bound', from);
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toContain('کد ملی');
    expect(await t.remain()).toBe(2);
  });

  it('a refused attempt for a new mobile counts: it made that customer row, so rows stay bounded', async () => {
    const from = '203.0.113.23';
    const full = await turn(1);
    expect((await book(full, 'rows-fill', '198.51.100.23', '09351239902')).status).toBe(201);
    const mobiles = Array.from({ length: GUEST_BOOKINGS_PER_HOUR + 1 }, (_, i) => `0935124${String(i).padStart(4, '0')}`);
    const answers = [];
    for (const [i, mobile] of mobiles.entries()) answers.push((await book(full, `guest-rows-${i}`, from, mobile, nationCode(`0012345${String(i).padStart(2, '0')}`))).status);
    expect(answers).toEqual([...Array(GUEST_BOOKINGS_PER_HOUR).fill(409), 429]);
    const rows = await h.backend.db.query('SELECT 1 FROM customers WHERE mobile = ANY($1::text[])', [mobiles]);
    expect(rows).toHaveLength(GUEST_BOOKINGS_PER_HOUR);
  });

  it('two new bookings at once for the last booking left: one is made, the other is refused with 429', async () => {
    const from = '203.0.113.22';
    const t = await turn(GUEST_BOOKINGS_PER_HOUR + 1);
    for (let i = 0; i < GUEST_BOOKINGS_PER_HOUR - 1; i++) {
      const made = await book(t, `guest-last-${i}`, from);
      expect(made.status, made.body.msg).toBe(201);
    }
    const answers = await Promise.all([book(t, 'guest-last-a', from), book(t, 'guest-last-b', from)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 429]);
    expect(await t.remain()).toBe(1);
  });
});
