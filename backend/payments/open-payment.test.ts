import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../db/client';
import type { Harness } from '../test/harness';
import type { CartFixture } from '../routes/cart/fixtures';
import { withZarinpalHarness } from './zarinpal-harness';
import { PAYMENT_REUSE_S } from './open-payment';

const { fake, ctx, callback } = withZarinpalHarness();
const { requests, sessions } = fake;
let h: Harness;
let fx: CartFixture;
let seq = 0;
beforeAll(() => {
  ({ h, fx } = ctx);
});

/** A customer's unpaid order and its «پرداخت» (the order page's payment/create). */
async function unpaidOrder(opts: { credit?: number; payment_type?: 'credit' | 'online' } = {}) {
  const me = await h.login(`0912114${String(++seq).padStart(4, '0')}`);
  await h.setCredit(me.customerId, opts.credit ?? 0);
  const res = await h.call('POST', '/api/v1/order/submit/', {
    token: me.token,
    body: { products: [{ product_id: fx.unlimited, count: 1 }], delivery: false, payment_type: opts.payment_type ?? 'online', idempotency_key: `open-payment-${seq}` },
  });
  expect(res.status, res.body.msg).toBe(201);
  const id = res.body.data.order_id as number;
  const pay = () => h.call('POST', `/api/v1/order/${id}/payment/create`, { token: me.token, body: { success_url: '/paid-order', fail_url: `/order/${id}` } });
  const payments = async () => (await h.backend.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payments WHERE order_id = $1', [id]))[0].n;
  return { me, id, pay, payments };
}

/** Holds the gateway's next payment request until the returned `open` is called. */
function holdNextRequest() {
  let open!: () => void;
  const arrived = new Promise<void>((arrive) => {
    fake.requestGate = { arrived: arrive, open: new Promise<void>((resolve) => (open = resolve)) };
  });
  return { arrived, open: () => open() };
}

/**
 * Counts the starts that found the order's payment still without a URL, so went on to wait for
 * it (awaitPaymentUrl): the tests sync on that, not on time, and so know that path ran.
 */
function countWaiting() {
  const db = h.backend.db;
  const tx = db.tx;
  const seen = { waiting: 0 };
  db.tx = <T,>(fn: (q: Queryable) => Promise<T>) =>
    tx.call(db, (q) =>
      fn({
        async query<R>(sql: string, params?: unknown[]) {
          const rows = await q.query<R>(sql, params);
          const [open] = rows as { payment_url?: string | null }[];
          if (sql.includes('last_checked_at IS NULL') && open && open.payment_url === null) seen.waiting++;
          return rows;
        },
      }),
    ) as Promise<T>;
  return { seen, restore: () => void (db.tx = tx) };
}

describe('a second «پرداخت» while a card payment of the order is still at the gateway', () => {
  it('parallel starts make one payment and all get its URL, also while the gateway is still being asked', async () => {
    const o = await unpaidOrder();
    const asked = requests.length;
    const gate = holdNextRequest();
    const waits = countWaiting();
    const presses = Array.from({ length: 6 }, () => o.pay());
    try {
      await gate.arrived;
      // The five others found its payment still without a URL: they are all waiting for it.
      await vi.waitFor(() => expect(waits.seen.waiting).toBe(5), { timeout: 10_000 });
    } finally {
      waits.restore();
      gate.open();
    }
    const answers = await Promise.all(presses);
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.body.data.payment_url)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body.data.payment_id)).size).toBe(1);
    expect(answers[0].body.data).toMatchObject({ amount: 100_000, paid: false });
    expect(requests.length).toBe(asked + 1);
    expect(await o.payments()).toBe(1);

    // Later, from another window: the same payment again, the gateway not asked.
    const again = await o.pay();
    expect(again.body.data.payment_url).toBe(answers[0].body.data.payment_url);
    expect(requests.length).toBe(asked + 1);

    // Paid through that one URL: the order is paid once.
    sessions.get(again.body.data.authority)!.paid = true;
    expect((await callback(again.body.data.authority)).headers.get('location')).toContain('/paid-order');
    const ledger = await h.backend.db.query<{ amount: number }>('SELECT amount FROM credit_transactions WHERE customer_id = $1 ORDER BY id', [o.me.customerId]);
    expect(ledger.map((t) => Number(t.amount))).toEqual([100_000, -100_000]);
  });

  it('starts a new payment once the open one failed, is older than PAYMENT_REUSE_S, or no longer matches the amount due', async () => {
    const o = await unpaidOrder({ payment_type: 'credit', credit: 30_000 });
    const first = (await o.pay()).body.data;
    expect(first.amount).toBe(70_000);

    // The customer's credit changed: the open payment is for another amount.
    await h.backend.db.query('UPDATE customers SET credit = 40000 WHERE id = $1', [o.me.customerId]);
    const second = (await o.pay()).body.data;
    expect(second).toMatchObject({ amount: 60_000 });
    expect(second.authority).not.toBe(first.authority);
    h.advance(PAYMENT_REUSE_S - 1);
    expect((await o.pay()).body.data.authority).toBe(second.authority);
    h.advance(1);
    const third = (await o.pay()).body.data;
    expect(third.authority).not.toBe(second.authority);

    // Cancelled at the bank: failed, so the next press starts afresh.
    sessions.get(third.authority)!.failed = true;
    await callback(third.authority, 'NOK');
    const fourth = (await o.pay()).body.data;
    expect(fourth.authority).not.toBe(third.authority);
    expect(await o.payments()).toBe(4);

    // Back from a cancel whose verify failed: still pending, but that page is done with.
    fake.verifyOutages = 1;
    await callback(fourth.authority, 'NOK');
    const fifth = (await o.pay()).body.data;
    expect(fifth.authority).not.toBe(fourth.authority);
    expect(await o.payments()).toBe(5);
  });

  it("a start racing the customer's OK return from the open payment never starts a second one", async () => {
    const o = await unpaidOrder();
    const first = (await o.pay()).body.data;
    const db = h.backend.db;
    const original = { query: db.query, tx: db.tx };
    let resume!: () => void;
    const resumed = new Promise<void>((resolve) => (resume = resolve));
    let paused!: () => void;
    const atPause = new Promise<void>((resolve) => (paused = resolve));
    let claimed!: () => void;
    const claim = new Promise<void>((resolve) => (claimed = resolve));
    // The start stops after its read of payments being checked, before it looks for one to reuse.
    db.tx = <T,>(fn: (q: Queryable) => Promise<T>) =>
      original.tx.call(db, (q) =>
        fn({
          async query<R>(sql: string, params?: unknown[]) {
            const rows = await q.query<R>(sql, params);
            if (sql.includes('returned_ok_at >')) {
              paused();
              await resumed;
            }
            return rows;
          },
        }),
      ) as Promise<T>;
    db.query = async <R,>(sql: string, params?: unknown[]) => {
      const rows = (await original.query.call(db, sql, params)) as R[];
      if (sql.includes('returned_ok = returned_ok OR')) claimed();
      return rows;
    };
    try {
      const press = o.pay();
      await atPause;
      // The customer comes back with OK (the bank has not answered yet). On PostgreSQL its claim
      // commits now unless the start's lock holds it back; PGlite runs one transaction at a time.
      const back = callback(first.authority);
      await Promise.race([claim, new Promise((resolve) => setTimeout(resolve, 500))]);
      resume();
      const [again] = await Promise.all([press, back]);
      expect(again.status, again.body.msg).toBe(200);
      expect(again.body.data.authority).toBe(first.authority);
      expect(await o.payments()).toBe(1);
    } finally {
      Object.assign(db, original);
    }
  });

  it('answers 502 to every press when the gateway refuses the request they wait for, and leaves no payment', async () => {
    const o = await unpaidOrder();
    const gate = holdNextRequest();
    fake.refuseNext = true;
    const waits = countWaiting();
    const presses = [o.pay()];
    try {
      await gate.arrived;
      presses.push(o.pay(), o.pay());
      // Both later presses found the first one's payment and wait for its URL before it is refused.
      await vi.waitFor(() => expect(waits.seen.waiting).toBe(2), { timeout: 10_000 });
    } finally {
      waits.restore();
      gate.open();
    }
    const answers = await Promise.all(presses);
    for (const a of answers) expect(a.body).toMatchObject({ success: false, data: null, code: 502 });
    expect(await o.payments()).toBe(0);
    expect((await o.pay()).status).toBe(200);
  });
});
