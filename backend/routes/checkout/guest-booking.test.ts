import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { daysAhead, productId, turnWithRemain } from '../../reservations/test-fixtures';
import { GUEST_BOOKINGS_PER_HOUR } from './guest-booking';

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

const turn = (capacity: number) => turnWithRemain(h, product, daysAhead(++day), capacity);

/** A guest's booking of one place of `t` from client address `from`, with idempotency key `key`. */
function book(t: { id: number; date: string }, key: string, from: string) {
  return h.call('POST', `/api/v1/order/submit/?reserve_date=${t.date}&reserve_time=10:00`, {
    token,
    headers: { 'x-forwarded-for': from },
    body: {
      products: [{ product_id: product, count: 1, times: [{ date: t.date, reserve_time_id: t.id, mobile: '09351239901', first_name: 'نگار', last_name: 'کریمی', nation_code: '0084575948' }] }],
      idempotency_key: key,
    },
  });
}

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
