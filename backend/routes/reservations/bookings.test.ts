import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { takePlaces } from '../../reservations/places';
import { addDatedTurn, daysAhead, insertOrder, productId } from '../../reservations/test-fixtures';
import { NATION_CHECKS_PER_HOUR } from './nationcheck';

let h: Harness;
let product: number;
beforeAll(async () => {
  h = await startHarness();
  product = await productId(h.backend.db, 'vip-meeting-room');
});
afterAll(() => h.backend.db.close());

function book(turn: number, date: string, who: { customer_id: number | null; mobile: string }) {
  return h.backend.db.tx((q) =>
    takePlaces(q, [{ product_id: product, count: 1, times: [{ date, reserve_time_id: turn }] }], { ...who, first_name: 'رضا', last_name: 'کاظمی' }, {
      now: new Date(),
      status: 'confirmed',
    }),
  );
}

async function remainOf(turn: number, date: string): Promise<number> {
  const res = await h.call('POST', `/api/v1/products/${product}/reservation/turns`, { body: { date } });
  return res.body.data.find((t: { id: number }) => t.id === turn).remain;
}

describe('prev_turn: a customer lists the bookings of their own mobile only', () => {
  it('shows own and guest bookings made with the mobile; guests get 401, another mobile 403', async () => {
    const mobile = '09121110001';
    const me = await h.login(mobile);
    const date = daysAhead(30);
    const turn = await addDatedTurn(h.backend.db, product, date, '07:00', '08:00', 2);
    const [asCustomer] = await book(turn, date, { customer_id: me.customerId, mobile });
    const [asGuest] = await book(turn, date, { customer_id: null, mobile });

    const res = await h.call('POST', '/api/v1/reservation/prev_turn', { token: me.token, body: { mobile } });
    expect(res.status).toBe(200);
    const ids = res.body.data.results.map((b: { id: number }) => b.id);
    expect(ids.sort()).toEqual([asCustomer, asGuest].sort());
    expect(res.body.data.results[0]).toMatchObject({
      status: 'confirmed',
      gregorian_date: date,
      start_time: '07:00',
      end_time: '08:00',
      reserve_time_id: turn,
      past: false,
      changeable: true,
      product: { id: product, name: 'اتاق جلسات ویژه' },
      owner: { name: 'کافه پرهام‌رود' },
    });

    // Sold out (limit 0), the product's turns offer no place to move to: its bookings stay as they are.
    const [{ stock_limit: limit }] = await h.backend.db.query<{ stock_limit: number | null }>('SELECT stock_limit FROM products WHERE id = $1', [product]);
    await h.backend.db.query('UPDATE products SET stock_limit = 0 WHERE id = $1', [product]);
    const soldOut = await h.call('POST', '/api/v1/reservation/prev_turn', { token: me.token, body: { mobile } });
    await h.backend.db.query('UPDATE products SET stock_limit = $2 WHERE id = $1', [product, limit]);
    expect(soldOut.body.data.results.map((b: { changeable: boolean }) => b.changeable)).toEqual([false, false]);

    const guest = await h.guest();
    expect((await h.call('POST', '/api/v1/reservation/prev_turn', { token: guest, body: { mobile } })).status).toBe(401);
    expect((await h.call('POST', '/api/v1/reservation/prev_turn', { body: { mobile } })).status).toBe(401);
    const other = await h.login('09121110002');
    const peek = await h.call('POST', '/api/v1/reservation/prev_turn', { token: other.token, body: { mobile } });
    expect(peek.status).toBe(403);
    expect(peek.body.data).toBeNull();
    const bad = await h.call('POST', '/api/v1/reservation/prev_turn', { token: me.token, body: { mobile: '123' } });
    expect(bad.body).toEqual({ success: false, data: null, msg: 'شماره موبایل معتبر نیست', code: 400 });
  });
});

describe('change: rescheduling an own booking', () => {
  it('moves the booking, frees the old place and takes the new one in one step', async () => {
    const mobile = '09121110003';
    const me = await h.login(mobile);
    const date = daysAhead(31);
    const from = await addDatedTurn(h.backend.db, product, date, '07:00', '08:00', 1);
    const to = await addDatedTurn(h.backend.db, product, date, '21:00', '22:00', 2);
    const [booking] = await book(from, date, { customer_id: me.customerId, mobile });
    expect(await remainOf(from, date)).toBe(0);

    const res = await h.call('POST', '/api/v1/reservation/change', { token: me.token, body: { id: booking, date, reserve_time_id: to } });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('نوبت شما با موفقیت تغییر کرد');
    expect(res.body.data.results.find((b: { id: number }) => b.id === booking)).toMatchObject({ reserve_time_id: to, start_time: '21:00' });
    expect(await remainOf(from, date)).toBe(1);
    expect(await remainOf(to, date)).toBe(1);
    const slots = await h.backend.db.query<{ turn_id: number; taken: number }>(
      'SELECT turn_id, taken FROM reservation_slots WHERE turn_id = ANY($1::int[]) ORDER BY turn_id',
      [[from, to]],
    );
    expect(slots).toEqual([{ turn_id: from, taken: 0 }, { turn_id: to, taken: 1 }]);

    // Back by start time (the spec's `turn`), using a Jalali date.
    const jdate = res.body.data.results[0].date;
    const back = await h.call('POST', '/api/v1/reservation/change', { token: me.token, body: { id: booking, date: jdate, turn: '07:00' } });
    expect(back.status).toBe(200);
    expect(await remainOf(from, date)).toBe(0);
    expect(await remainOf(to, date)).toBe(2);
  });

  it('refuses a full turn (409, nothing moves), someone else\'s booking (404), guests (401) and bad input (400)', async () => {
    const mobile = '09121110004';
    const me = await h.login(mobile);
    const date = daysAhead(32);
    const mine = await addDatedTurn(h.backend.db, product, date, '07:00', '08:00', 1);
    const full = await addDatedTurn(h.backend.db, product, date, '21:00', '22:00', 1);
    const [booking] = await book(mine, date, { customer_id: me.customerId, mobile });
    const [theirs] = await book(full, date, { customer_id: null, mobile: '09351234567' });

    const res = await h.call('POST', '/api/v1/reservation/change', { token: me.token, body: { id: booking, date, reserve_time_id: full } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, data: null, msg: 'ظرفیت این نوبت تکمیل شده است', code: 409 });
    expect(await remainOf(mine, date)).toBe(0);
    const [still] = await h.backend.db.query<{ turn_id: number }>('SELECT turn_id FROM reservation_bookings WHERE id = $1', [booking]);
    expect(still.turn_id).toBe(mine);

    const steal = await h.call('POST', '/api/v1/reservation/change', { token: me.token, body: { id: theirs, date, reserve_time_id: mine } });
    expect(steal.status).toBe(404);
    const guest = await h.guest();
    expect((await h.call('POST', '/api/v1/reservation/change', { token: guest, body: { id: booking, date, turn: '21:00' } })).status).toBe(401);

    const bad: [unknown, string][] = [
      [{ id: booking, date }, 'نوبت انتخاب نشده است'],
      [{ id: booking, date: 'فردا', turn: '21:00' }, 'تاریخ نوبت معتبر نیست'],
      [{ id: booking, date, turn: '25:00' }, 'ساعت نوبت معتبر نیست'],
      [{ id: booking, date, reserve_time_id: mine }, 'نوبت جدید با نوبت فعلی یکسان است'],
      [{ id: booking, date, turn: '03:00' }, 'این نوبت در تاریخ انتخاب‌شده ارائه نمی‌شود'],
    ];
    for (const [body, msg] of bad) {
      const r = await h.call('POST', '/api/v1/reservation/change', { token: me.token, body });
      expect(r.body).toEqual({ success: false, data: null, msg, code: 400 });
    }
  });
});

describe('change: a booking for several people moves as one group', () => {
  /** A confirmed booking of `count` places at a turn, made with an order of the customer's: its places' ids. */
  async function bookGroup(me: { customerId: number; userId: number }, mobile: string, turn: number, date: string, count: number) {
    return h.backend.db.tx(async (q) => {
      const order = await insertOrder(q, me);
      return takePlaces(q, [{ product_id: product, count, times: [{ date, reserve_time_id: turn }] }], { customer_id: me.customerId, mobile }, {
        now: new Date(),
        order_id: order,
        status: 'confirmed',
      });
    });
  }
  const turnsOf = (ids: number[]) =>
    h.backend.db.query<{ turn_id: number }>('SELECT turn_id FROM reservation_bookings WHERE id = ANY($1::int[])', [ids]).then((rows) => rows.map((r) => r.turn_id));

  it('moves every place of the group, frees them all and leaves another order of the same turn where it was', async () => {
    const mobile = '09121110011';
    const me = await h.login(mobile);
    const date = daysAhead(33);
    const from = await addDatedTurn(h.backend.db, product, date, '07:00', '08:00', 5);
    const to = await addDatedTurn(h.backend.db, product, date, '21:00', '22:00', 3);
    const group = await bookGroup(me, mobile, from, date, 3);
    const [other] = await bookGroup(me, mobile, from, date, 1);

    const res = await h.call('POST', '/api/v1/reservation/change', { token: me.token, body: { id: group[1], date, reserve_time_id: to } });
    expect(res.status, res.body.msg).toBe(200);
    expect(await turnsOf(group)).toEqual([to, to, to]);
    expect(await turnsOf([other])).toEqual([from]);
    expect(await remainOf(from, date)).toBe(4);
    expect(await remainOf(to, date)).toBe(0);
    const moved = res.body.data.results.filter((b: { id: number }) => group.includes(b.id));
    expect(moved.map((b: { start_time: string }) => b.start_time)).toEqual(['21:00', '21:00', '21:00']);
  });

  it('refuses a turn without room for the whole group (409) and moves nothing', async () => {
    const mobile = '09121110012';
    const me = await h.login(mobile);
    const date = daysAhead(34);
    const from = await addDatedTurn(h.backend.db, product, date, '07:00', '08:00', 3);
    const small = await addDatedTurn(h.backend.db, product, date, '21:00', '22:00', 2);
    const group = await bookGroup(me, mobile, from, date, 3);

    const res = await h.call('POST', '/api/v1/reservation/change', { token: me.token, body: { id: group[0], date, reserve_time_id: small } });
    expect(res.body).toEqual({ success: false, data: null, msg: 'ظرفیت این نوبت تکمیل شده است', code: 409 });
    expect(await turnsOf(group)).toEqual([from, from, from]);
    expect(await remainOf(from, date)).toBe(0);
    expect(await remainOf(small, date)).toBe(2);
  });

  it('two groups moved at the same moment into a turn with room for one: exactly one moves', async () => {
    const date = daysAhead(35);
    const target = await addDatedTurn(h.backend.db, product, date, '21:00', '22:00', 3);
    const movers = await Promise.all(
      ['09121110013', '09121110014'].map(async (mobile, i) => {
        const me = await h.login(mobile);
        const from = await addDatedTurn(h.backend.db, product, date, `0${7 + i}:00`, `0${8 + i}:00`, 2);
        return { me, from, group: await bookGroup(me, mobile, from, date, 2) };
      }),
    );

    const answers = await Promise.all(
      movers.map((m) => h.call('POST', '/api/v1/reservation/change', { token: m.me.token, body: { id: m.group[0], date, reserve_time_id: target } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = movers[answers.findIndex((a) => a.status === 200)];
    const loser = movers[answers.findIndex((a) => a.status === 409)];
    expect(await turnsOf(winner.group)).toEqual([target, target]);
    expect(await turnsOf(loser.group)).toEqual([loser.from, loser.from]);
    expect(await remainOf(target, date)).toBe(1);
    expect(await remainOf(winner.from, date)).toBe(2);
    expect(await remainOf(loser.from, date)).toBe(0);
  });
});

describe('nationcheck', () => {
  it('accepts valid codes (Persian digits too) and refuses bad ones with the server\'s Persian message', async () => {
    const token = await h.guest();
    const check = (nation_code: unknown, mobile = '09121110005') =>
      h.call('POST', '/api/v1/customer/nationcheck', { token, body: { mobile, nation_code } });
    for (const code of ['0084575948', '0499370899', '۰۰۸۴۵۷۵۹۴۸']) {
      const res = await check(code);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, msg: 'کد ملی معتبر است', code: 200 });
    }
    const bad: [unknown, string][] = [
      ['0084575949', 'کد ملی وارد شده معتبر نیست'],
      ['1111111111', 'کد ملی وارد شده معتبر نیست'],
      ['008457594', 'کد ملی باید ده رقم باشد'],
      ['00845759a8', 'کد ملی باید ده رقم باشد'],
      ['', 'کد ملی الزامی است'],
    ];
    for (const [code, msg] of bad) expect((await check(code)).body).toEqual({ success: false, data: null, msg, code: 400 });
    expect((await check('0084575948', '0912')).body.msg).toBe('شماره موبایل معتبر نیست');

    await h.backend.db.query(`UPDATE customers SET nation_code = '0013542419' WHERE mobile = '09120000000'`);
    const taken = await check('0013542419');
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toBe('این کد ملی برای شماره موبایل دیگری ثبت شده است');
    expect((await check('0013542419', '09120000000')).status).toBe(200);
    expect((await h.call('POST', '/api/v1/customer/nationcheck', { body: { mobile: '09121110005', nation_code: '0084575948' } })).status).toBe(401);
  });

  it('answers one client address a bounded number of checks an hour, then a Persian 429', async () => {
    const token = await h.guest();
    const check = (from: string) =>
      h.call('POST', '/api/v1/customer/nationcheck', { token, headers: { 'x-forwarded-for': from }, body: { mobile: '09121110006', nation_code: '0084575948' } });
    for (let i = 0; i < NATION_CHECKS_PER_HOUR; i++) expect((await check('203.0.113.61')).status).toBe(200);
    const over = await check('203.0.113.61');
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ success: false, data: null, code: 429 });
    expect((await check('203.0.113.62')).status).toBe(200);
  });
});

describe('product owners', () => {
  it('lists the owners and, per owner, their reservable products', async () => {
    const res = await h.call('GET', '/api/v1/user/product_owners');
    expect(res.status).toBe(200);
    const owners = res.body.data.results;
    expect(owners.map((o: any) => [o.name, o.products_count])).toEqual([
      ['کافه پرهام‌رود', 3],
      ['سارا محمدی', 2],
    ]);
    expect(owners[0]).toMatchObject({ lat: 32.646305, lng: 51.667598, title: 'سالن و اتاق جلسات' });
    const details = await h.call('GET', `/api/v1/user/${owners[1].id}/owner_details`);
    expect(details.body.data).toMatchObject({ name: 'سارا محمدی', title: 'مربی باریستا' });
    expect(details.body.data.products.map((p: any) => p.slug).sort()).toEqual(['barista-class', 'latte-art-workshop']);
    expect(details.body.data.products.every((p: any) => p.reservable)).toBe(true);
    expect((await h.call('GET', '/api/v1/user/99999/owner_details')).status).toBe(404);
    expect((await h.call('GET', '/api/v1/user/abc/owner_details')).status).toBe(404);
  });
});

describe('demo seed', () => {
  it('has a nearly-full and a full run of the barista class (seed re-runs: catalog listing.test.ts)', async () => {
    const barista = await productId(h.backend.db, 'barista-class');
    const runs = await h.backend.db.query<{ capacity: number; taken: number }>(
      'SELECT s.capacity, s.taken FROM reservation_slots s JOIN product_turns t ON t.id = s.turn_id WHERE t.product_id = $1 ORDER BY s.date',
      [barista],
    );
    expect(runs.slice(0, 2)).toEqual([{ capacity: 8, taken: 7 }, { capacity: 8, taken: 8 }]);
  });
});
