import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { messages } from '../../http';
import { FULL_MESSAGE } from '../../reservations/places';
import { reservationMessages } from './settle';
import { addDatedTurn, daysAhead, productId, turnWithRemain } from '../../reservations/test-fixtures';
import { interleaveQueries } from '../cart/fixtures';
import { GUEST_BOOKINGS_PER_HOUR } from './guest-booking';
import { BOOKING_HORIZON_DAYS } from '../../reservations/calendar-dates';
import { PAYMENT_REUSE_S } from '../../payments/open-payment';

let h: Harness;
let product: number;
let seq = 0;
let day = 60;
/** The latte-art workshop: 650,000 Toman a place, no discount. */
const PRICE = 650_000;

beforeAll(async () => {
  h = await startHarness();
  product = await productId(h.backend.db, 'latte-art-workshop');
});
afterAll(() => h.backend.db.close());

/** A dated turn of its own (a fresh day per test) and the spec's reserve_time for it. */
const turn = (capacity: number) => turnWithRemain(h, product, daysAhead(++day), capacity);

async function customer(credit: number) {
  const mobile = `0913777${String(++seq).padStart(4, '0')}`;
  const me = await h.login(mobile);
  await h.setCredit(me.customerId, credit);
  const products = (t: { id: number; date: string }, count = 1) => [
    { product_id: product, count, reservable: true, times: [{ date: t.date, turn: '10:00', end_time: '12:00', reserve_time_id: t.id, customer: mobile }] },
  ];
  const submit = (t: { id: number; date: string }, opts: { count?: number; key?: string } = {}) =>
    h.call('POST', `/api/v1/order/submit/?reserve_date=${t.date}&reserve_time=10:00`, {
      token: me.token,
      body: { products: products(t, opts.count), customer: mobile, use_coupon: true, payment_type: 'credit', idempotency_key: opts.key ?? `reserve-${mobile}-${++seq}` },
    });
  const credit_ = async () => Number((await h.backend.db.query<{ credit: number }>('SELECT credit FROM customers WHERE id = $1', [me.customerId]))[0].credit);
  const getOrder = async (id: number) => (await h.call('GET', `/api/v1/app/order/${id}`, { token: me.token })).body.data;
  return { ...me, mobile, products, submit, credit: credit_, getOrder };
}

/** Starts the card payment of an order (what the order page's «پرداخت» asks). */
const startCard = (me: { token: string }, orderId: number) =>
  h.call('POST', `/api/v1/order/${orderId}/payment/create`, {
    token: me.token,
    body: { success_url: `/reservation/${orderId}`, fail_url: '/failed-payment' },
  });

/** Starts the card payment of an order and presses a button on the sandbox gateway's page. */
async function payByCard(me: { token: string }, orderId: number, button: 'pay' | 'cancel') {
  const created = await startCard(me, orderId);
  expect(created.status, created.body.msg).toBe(200);
  await h.pressSandbox(created.body.data.payment_url, button);
  return created.body.data as { amount: number };
}

/** A customer without credit whose hold on the only place of a fresh turn has just lapsed. */
async function lapsedHold() {
  const t = await turn(1);
  const me = await customer(0);
  const held = await me.submit(t);
  expect(held.body.data.bookings[0].status).toBe('held');
  h.advance(601);
  return { t, me, orderId: held.body.data.order_id as number };
}

const paymentsOf = async (orderId: number) =>
  (await h.backend.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payments WHERE order_id = $1', [orderId]))[0].n;

describe('reservation price and submit', () => {
  it('prices reserved places and refuses a request without a reserved item', async () => {
    const t = await turn(5);
    const me = await customer(123_000);
    const price = await h.call('POST', '/api/v1/order/price/', { token: me.token, body: { products: me.products(t, 2), customer: me.mobile, use_coupon: true } });
    expect(price.status, price.body.msg).toBe(200);
    expect(price.body.data).toMatchObject({ invoice: { price: 2 * PRICE, shipping_price: 0 }, customer_credit: 123_000 });

    const none = [{ product_id: product, count: 1, reservable: true }];
    const noPrice = await h.call('POST', '/api/v1/order/price/', { token: me.token, body: { products: none, customer: me.mobile, use_coupon: true } });
    expect(noPrice.status).toBe(400);
    expect(noPrice.body).toEqual({ success: false, data: null, msg: messages.badRequest, code: 400 });
    const noSubmit = await h.call('POST', `/api/v1/order/submit/?reserve_date=${t.date}&reserve_time=10:00`, {
      token: me.token,
      body: { products: none, payment_type: 'credit', idempotency_key: `none-${me.mobile}` },
    });
    expect(noSubmit.status).toBe(400);
    expect(noSubmit.body.msg).toBe(messages.badRequest);
    // Someone else's mobile in a reserve_time is refused.
    const other = me.products(t).map((p) => ({ ...p, times: [{ ...p.times[0], customer: '09120000000' }] }));
    expect((await h.call('POST', '/api/v1/order/price/', { token: me.token, body: { products: other, use_coupon: true } })).status).toBe(403);
    expect(await t.remain()).toBe(5);
  });

  it('books a turn with credit: credit down, booking confirmed, order paid, shown on the order', async () => {
    const t = await turn(4);
    const me = await customer(1_000_000);
    const res = await me.submit(t);
    expect(res.status, res.body.msg).toBe(201);
    expect(res.body.data).toMatchObject({ paid: true, amount_due: 0, customer_credit: 1_000_000 - PRICE });
    expect(res.body.data.bookings).toHaveLength(1);
    expect(res.body.data.bookings[0]).toMatchObject({ status: 'confirmed', gregorian_date: t.date, start_time: '10:00', reserve_time_id: t.id });
    expect(await me.credit()).toBe(1_000_000 - PRICE);
    expect(await t.remain()).toBe(3);
    const order = await me.getOrder(res.body.data.order_id);
    expect(order).toMatchObject({ paid: true, invoice: { price: PRICE } });
    expect(order.bookings.map((b: { status: string; order_id: number }) => [b.status, b.order_id])).toEqual([['confirmed', res.body.data.order_id]]);
  });

  it('a retry with the same idempotency key books once', async () => {
    const t = await turn(4);
    const me = await customer(2_000_000);
    const first = await me.submit(t, { key: `same-key-${me.mobile}` });
    const again = await me.submit(t, { key: `same-key-${me.mobile}` });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ order_id: first.body.data.order_id, replayed: true });
    expect(await t.remain()).toBe(3);
    expect(await me.credit()).toBe(2_000_000 - PRICE);
    // The same key for another turn is refused and books nothing.
    const t2 = await turn(4);
    expect((await me.submit(t2, { key: `same-key-${me.mobile}` })).status).toBe(409);
    expect(await t2.remain()).toBe(4);
  });

  it('20 parallel submits for the last 2 places: exactly 2 orders, the rest 409 full and not charged', async () => {
    const t = await turn(3);
    const first = await customer(PRICE);
    expect((await first.submit(t)).status).toBe(201);
    const racers = [];
    for (let i = 0; i < 20; i++) racers.push(await customer(PRICE));
    const restore = interleaveQueries(h);
    const answers = await Promise.all(racers.map((me) => me.submit(t)));
    restore();
    expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused).toHaveLength(18);
    for (const a of refused) expect(a.body).toEqual({ success: false, data: null, msg: FULL_MESSAGE, code: 409 });
    const ids = racers.map((r) => r.customerId);
    const [charged] = await h.backend.db.query<{ n: number; total: number }>(
      'SELECT count(*)::int AS n, COALESCE(sum(amount), 0)::bigint AS total FROM credit_transactions WHERE customer_id = ANY($1::int[])',
      [ids],
    );
    expect({ n: charged.n, total: Number(charged.total) }).toEqual({ n: 2, total: -2 * PRICE });
    const [orders] = await h.backend.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE customer_id = ANY($1::int[])', [ids]);
    expect(orders.n).toBe(2);
    expect(await t.remain()).toBe(0);
  });

  it('short credit holds the place; a verified card payment confirms it, a cancelled one releases it', async () => {
    const t = await turn(2);
    const me = await customer(150_000);
    const res = await me.submit(t);
    expect(res.status, res.body.msg).toBe(201);
    expect(res.body.data).toMatchObject({ paid: false, amount_due: PRICE - 150_000 });
    expect(res.body.data.bookings.map((b: { status: string }) => b.status)).toEqual(['held']);
    expect(await t.remain()).toBe(1);
    expect(await me.credit()).toBe(150_000);

    const paid = await payByCard(me, res.body.data.order_id, 'pay');
    expect(paid.amount).toBe(PRICE - 150_000);
    const order = await me.getOrder(res.body.data.order_id);
    expect(order).toMatchObject({ paid: true, amount_due: 0 });
    expect(order.bookings.map((b: { status: string }) => b.status)).toEqual(['confirmed']);
    expect(await me.credit()).toBe(0);
    expect(await t.remain()).toBe(1);

    const other = await customer(0);
    const unpaid = await other.submit(t);
    expect(unpaid.body.data.bookings.map((b: { status: string }) => b.status)).toEqual(['held']);
    expect(await t.remain()).toBe(0);
    await payByCard(other, unpaid.body.data.order_id, 'cancel');
    const cancelled = await other.getOrder(unpaid.body.data.order_id);
    expect(cancelled).toMatchObject({ paid: false, payment_state: 'failed' });
    expect(cancelled.bookings.map((b: { status: string }) => b.status)).toEqual(['cancelled']);
    expect(await t.remain()).toBe(1);
    // The released reservation cannot be paid any more: book again.
    const retry = await h.call('POST', `/api/v1/order/${unpaid.body.data.order_id}/payment/create`, {
      token: other.token,
      body: { success_url: '/ok', fail_url: '/failed-payment' },
    });
    expect(retry.status).toBe(409);
  });

  it('a cancelled card payment releases a hold that lapsed and was swept meanwhile, as it does a live one: no payment after it', async () => {
    const t = await turn(2);
    const late = await customer(0);
    const orderId = (await late.submit(t)).body.data.order_id;
    const started = await startCard(late, orderId);
    expect(started.status, started.body.msg).toBe(200);
    h.advance(601);
    // Another booking of the turn sweeps the lapsed hold.
    expect((await (await customer(PRICE)).submit(t)).status).toBe(201);
    await h.pressSandbox(started.body.data.payment_url, 'cancel');
    const rows = await h.backend.db.query<{ status: string }>('SELECT status FROM reservation_bookings WHERE order_id = $1', [orderId]);
    expect(rows.map((r) => r.status)).toEqual(['cancelled']);
    expect(await t.remain()).toBe(1);
    expect((await startCard(late, orderId)).status).toBe(409);
  });

  it('a payment verified after the hold lapsed and the place went to someone else stays as credit; the order stays unpaid', async () => {
    const t = await turn(1);
    const slow = await customer(0);
    const held = await slow.submit(t);
    expect(held.body.data.bookings[0].status).toBe('held');
    const started = await startCard(slow, held.body.data.order_id);
    expect(started.status, started.body.msg).toBe(200);
    h.advance(601);
    const fast = await customer(PRICE);
    expect((await fast.submit(t)).status).toBe(201);
    await h.pressSandbox(started.body.data.payment_url, 'pay');
    const order = await slow.getOrder(held.body.data.order_id);
    expect(order).toMatchObject({ paid: false, credited_amount: PRICE });
    // Still on the order's page, as lapsed: what was booked, and that it was not kept.
    expect(order.bookings.map((b: { status: string }) => b.status)).toEqual(['lapsed']);
    expect(await slow.credit()).toBe(PRICE);
    expect(await t.remain()).toBe(0);
  });

  it('paying again after the hold lapsed renews it while the place is free, so the card payment confirms it', async () => {
    const { t, me, orderId } = await lapsedHold();
    expect(await t.remain()).toBe(1);
    const statuses = async () => (await me.getOrder(orderId)).bookings.map((b: { status: string }) => b.status);
    // The order's page still shows what was booked, its hold lapsed, and (before the deadline) payable.
    expect(await statuses()).toEqual(['lapsed']);
    expect((await me.getOrder(orderId)).payment_deadline).not.toBeNull();
    const started = await startCard(me, orderId);
    expect(started.status, started.body.msg).toBe(200);
    expect(await statuses()).toEqual(['held']);
    expect(started.body.data.amount).toBe(PRICE);
    // Held again, with a fresh expiry: nobody can take it while the customer is at the gateway.
    expect(await t.remain()).toBe(0);
    h.advance(540);
    expect((await (await customer(PRICE)).submit(t)).status).toBe(409);
    await h.pressSandbox(started.body.data.payment_url, 'pay');
    const order = await me.getOrder(orderId);
    expect(order.paid).toBe(true);
    expect(order.bookings.map((b: { status: string }) => b.status)).toEqual(['confirmed']);
    expect(await me.credit()).toBe(0);
  });

  it('paying again after the lapsed place went to someone else: 409 and no card payment, even when credit now covers it', async () => {
    const { t, me: slow, orderId } = await lapsedHold();
    expect((await (await customer(PRICE)).submit(t)).status).toBe(201);
    const refused = await startCard(slow, orderId);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(reservationMessages.placesGone);
    // Credit that covers the price must not turn into a card payment of the whole price either.
    await h.setCredit(slow.customerId, PRICE);
    const again = await startCard(slow, orderId);
    expect(again.status).toBe(409);
    expect(await paymentsOf(orderId)).toBe(0);
    expect(await slow.credit()).toBe(PRICE);
    expect((await slow.getOrder(orderId)).paid).toBe(false);
    expect(await t.remain()).toBe(0);
  });

  it('«pay» pressed 10 times on a lapsed hold while 10 others book the last place: one side wins, never both', async () => {
    const { t, me: slow, orderId } = await lapsedHold();
    const others = [];
    for (let i = 0; i < 10; i++) others.push(await customer(PRICE));
    const restore = interleaveQueries(h);
    const [presses, submits] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => startCard(slow, orderId))),
      Promise.all(others.map((me) => me.submit(t))),
    ]);
    restore();
    const pressed = presses.map((a) => a.status);
    const booked = submits.filter((a) => a.status === 201).length;
    if (pressed[0] === 200) {
      expect(pressed).toEqual(Array(10).fill(200));
      expect(booked).toBe(0);
      // One card payment, every press sent to it.
      expect(await paymentsOf(orderId)).toBe(1);
      expect(new Set(presses.map((a) => a.body.data.payment_url)).size).toBe(1);
    } else {
      expect(pressed).toEqual(Array(10).fill(409));
      expect(booked).toBe(1);
      expect(await paymentsOf(orderId)).toBe(0);
    }
    const [slot] = await h.backend.db.query<{ taken: number }>('SELECT taken FROM reservation_slots WHERE turn_id = $1', [t.id]);
    expect(Number(slot.taken)).toBe(1);
  });

  it('a guest books with name and national code, paying the whole price by card and never the mobile\'s credit', async () => {
    const t = await turn(2);
    const owner = await customer(5_000_000);
    const token = await h.guest();
    const submit = (nation_code: string, key: string) =>
      h.call('POST', `/api/v1/order/submit/?reserve_date=${t.date}&reserve_time=10:00`, {
        token,
        body: {
          products: [{ product_id: product, count: 1, times: [{ date: t.date, turn: '10:00', reserve_time_id: t.id, mobile: owner.mobile, first_name: 'نگار', last_name: 'کریمی', nation_code }] }],
          payment_type: 'credit',
          use_coupon: true,
          idempotency_key: key,
        },
      });
    const priced = await h.call('POST', '/api/v1/order/price/', {
      token,
      body: { products: [{ product_id: product, count: 2, times: [{ date: t.date, reserve_time_id: t.id }] }], use_coupon: true, coupon: 'ANY' },
    });
    expect(priced.status, priced.body.msg).toBe(200);
    expect(priced.body.data).toMatchObject({ invoice: { price: 2 * PRICE, coupon: null }, customer_credit: 0 });
    const bad = await submit('0084575949', 'guest-bad-code');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('کد ملی وارد شده معتبر نیست');
    expect(await t.remain()).toBe(2);

    const res = await submit('0084575948', 'guest-booking-1');
    expect(res.status, res.body.msg).toBe(201);
    expect(res.body.data).toMatchObject({ paid: false, amount_due: PRICE, customer_credit: 0, order: { payment_type: 'online', customer: { id: 0, name: '' } } });
    expect(res.body.data.bookings[0]).toMatchObject({ status: 'held', first_name: 'نگار', last_name: 'کریمی' });
    expect(await t.remain()).toBe(1);
    expect((await submit('0084575948', 'guest-booking-1')).body.data).toMatchObject({ order_id: res.body.data.order_id, replayed: true });
    expect(await t.remain()).toBe(1);

    const orderId = res.body.data.order_id;
    expect((await h.call('GET', `/api/v1/app/order/${orderId}`, { token: await h.guest() })).status).toBe(404);
    const paid = await payByCard({ token }, orderId, 'pay');
    expect(paid.amount).toBe(PRICE);
    const order = (await h.call('GET', `/api/v1/app/order/${orderId}`, { token })).body.data;
    // The account behind the typed mobile is not named to the guest.
    expect(order).toMatchObject({ paid: true, customer_credit: 0, customer: { id: 0, name: '' } });
    expect(order.bookings.map((b: { status: string }) => b.status)).toEqual(['confirmed']);
    expect(await owner.credit()).toBe(5_000_000);
    // A guest token cannot place a goods order.
    const goods = await h.call('POST', '/api/v1/order/submit/', { token, body: { products: [{ product_id: product, count: 1 }], idempotency_key: 'guest-goods-1' } });
    expect(goods.status).toBe(401);
  });

  it("a guest's booking priced 0 (a 100% discount) is paid and confirmed at submit, so it never lapses unpaid", async () => {
    const [free] = await h.backend.db.query<{ id: number }>(
      `INSERT INTO products (category_id, name, slug, sku, price, discount, reservable) SELECT category_id, 'جلسه معارفه', $2, $2, price, 100, true FROM products WHERE id = $1 RETURNING id`,
      [product, `free-session-${process.pid}`],
    );
    const date = daysAhead(++day);
    const turnId = await addDatedTurn(h.backend.db, free.id, date, '10:00', '12:00', 2);
    const token = await h.guest();
    const res = await h.call('POST', `/api/v1/order/submit/?reserve_date=${date}&reserve_time=10:00`, {
      token,
      body: {
        products: [{ product_id: free.id, count: 1, times: [{ date, turn: '10:00', reserve_time_id: turnId, mobile: '09351230088', first_name: 'سارا', last_name: 'احمدی', nation_code: '0084575948' }] }],
        payment_type: 'credit',
        use_coupon: true,
        idempotency_key: 'guest-free-booking',
      },
    });
    expect(res.status, res.body.msg).toBe(201);
    expect(res.body.data).toMatchObject({ paid: true, amount_due: 0, order: { payment_type: 'online', payment_state: 'paid', invoice: { price: 0 } } });
    expect(res.body.data.bookings.map((b: { status: string }) => b.status)).toEqual(['confirmed']);
    const orderId = res.body.data.order_id;
    expect(await paymentsOf(orderId)).toBe(0);
    // Past the 10-minute hold the place is still the guest's.
    h.advance(601);
    const order = (await h.call('GET', `/api/v1/app/order/${orderId}`, { token })).body.data;
    expect(order).toMatchObject({ paid: true });
    expect(order.bookings.map((b: { status: string }) => b.status)).toEqual(['confirmed']);
  });

  it("a guest's booking for a new mobile keeps the typed names on the booking: the mobile's owner logs in as a new customer with an empty profile", async () => {
    const t = await turn(2);
    const mobile = '09351230077';
    const booked = await h.call('POST', `/api/v1/order/submit/?reserve_date=${t.date}&reserve_time=10:00`, {
      token: await h.guest(),
      body: {
        products: [{ product_id: product, count: 1, times: [{ date: t.date, turn: '10:00', reserve_time_id: t.id, mobile, first_name: 'فلان', last_name: 'بهمان', nation_code: '0084575948' }] }],
        payment_type: 'online',
        idempotency_key: 'guest-for-a-stranger',
      },
    });
    expect(booked.status, booked.body.msg).toBe(201);
    expect(booked.body.data.bookings[0]).toMatchObject({ first_name: 'فلان', last_name: 'بهمان' });

    await h.call('POST', '/api/v1/user/login', { body: { mobile } });
    const { body: otp } = await h.call('GET', `/api/dev/otp?mobile=${mobile}`);
    const login = await h.call('POST', '/api/v1/user/validate', { body: { mobile, code: otp.code } });
    expect(login.status).toBe(200);
    expect(login.body.data).toMatchObject({ is_new_user: true, customer: { first_name: '', last_name: '' } });
    // The next login is a returning customer's.
    await h.call('POST', '/api/v1/user/login', { body: { mobile } });
    const { body: again } = await h.call('GET', `/api/dev/otp?mobile=${mobile}`);
    expect((await h.call('POST', '/api/v1/user/validate', { body: { mobile, code: again.code } })).body.data.is_new_user).toBe(false);
  });

  it('a guest can book only so often from one address', async () => {
    const t = await turn(GUEST_BOOKINGS_PER_HOUR + 2);
    const owner = await customer(0);
    const token = await h.guest();
    const book = (key: string, from: string) =>
      h.call('POST', `/api/v1/order/submit/?reserve_date=${t.date}&reserve_time=10:00`, {
        token,
        headers: { 'x-forwarded-for': from },
        body: {
          products: [{ product_id: product, count: 1, times: [{ date: t.date, reserve_time_id: t.id, mobile: owner.mobile, first_name: 'نگار', last_name: 'کریمی', nation_code: '0084575948' }] }],
          idempotency_key: key,
        },
      });
    for (let i = 0; i < GUEST_BOOKINGS_PER_HOUR; i++) expect((await book(`guest-often-${i}`, '203.0.113.7')).status).toBe(201);
    const refused = await book('guest-often-last', '203.0.113.7');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, data: null, code: 429 });
    expect(await t.remain()).toBe(2);
    expect((await book('guest-elsewhere', '198.51.100.9')).status).toBe(201);
  });
});

describe('held places while the customer pays by card', () => {
  it('a payment cancelled in one window leaves the places held while another window is still at the gateway', async () => {
    const t = await turn(1);
    const me = await customer(0);
    const orderId = (await me.submit(t)).body.data.order_id;
    const first = await startCard(me, orderId);
    // Until PAYMENT_REUSE_S the second window would be sent to the first payment (open-payment.ts).
    h.advance(PAYMENT_REUSE_S);
    const second = await startCard(me, orderId);
    expect(second.body.data.authority).not.toBe(first.body.data.authority);
    await h.pressSandbox(second.body.data.payment_url, 'cancel');
    expect(await t.remain()).toBe(0);
    expect((await customer(5_000_000).then((other) => other.submit(t))).status).toBe(409);

    await h.pressSandbox(first.body.data.payment_url, 'pay');
    const order = await me.getOrder(orderId);
    expect(order).toMatchObject({ paid: true, credited_amount: 0 });
    expect(order.bookings.map((b: { status: string }) => b.status)).toEqual(['confirmed']);
    expect(await me.credit()).toBe(0);
  });

  it('renews a hold by starting a payment only within 30 minutes of booking, so no one keeps a turn full without paying', async () => {
    const { t, me, orderId } = await lapsedHold();
    // Minutes 10, 19 and 28 after booking: each start holds the place 10 more minutes. The start at
    // minute 19 is sent to minute 10's payment, still open at the gateway (PAYMENT_REUSE_S).
    for (let i = 0; i < 3; i++) {
      if (i > 0) h.advance(540);
      expect((await startCard(me, orderId)).status).toBe(200);
    }
    h.advance(240);
    const late = await startCard(me, orderId);
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe(reservationMessages.placesGone);
    expect(await paymentsOf(orderId)).toBe(2);
    expect(await t.remain()).toBe(0);
    h.advance(601);
    expect(await t.remain()).toBe(1);
  });

  it('does not take a lapsed place back for a turn that has begun, when its payment is verified that late', async () => {
    const date = daysAhead(2, h.now());
    const t = { id: await addDatedTurn(h.backend.db, product, date, '10:00', '12:00', 1), date };
    const me = await customer(0);
    const orderId = (await me.submit(t)).body.data.order_id;
    const created = await startCard(me, orderId);
    expect(created.status).toBe(200);
    const untilBegun = (Date.parse(`${date}T10:01:00+03:30`) - h.now().getTime()) / 1000;
    h.advance(untilBegun);
    await h.pressSandbox(created.body.data.payment_url, 'pay');
    h.advance(-untilBegun);
    expect((await me.getOrder(orderId)).paid).toBe(false);
    const statuses = await h.backend.db.query<{ status: string }>('SELECT status FROM reservation_bookings WHERE order_id = $1', [orderId]);
    expect(statuses.map((b) => b.status)).not.toContain('confirmed');
    // The money is the customer's credit, never lost.
    expect(await me.credit()).toBe(PRICE);
  });

  it('refuses a turn more than a year ahead', async () => {
    const date = daysAhead(BOOKING_HORIZON_DAYS + 5);
    const id = await addDatedTurn(h.backend.db, product, date, '10:00', '12:00', 3);
    const me = await customer(1_000_000);
    const res = await me.submit({ id, date });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('نوبت را تا یک سال آینده می‌توان رزرو کرد');
    expect(await me.credit()).toBe(1_000_000);
  });
});
