import { beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../test/harness';
import type { CartFixture } from '../routes/cart/fixtures';
import { withZarinpalHarness } from './zarinpal-harness';
import { CALLBACK_CHECK_INTERVAL_S, RECHECK_INTERVAL_S } from './verify';

const { fake, ctx, callback } = withZarinpalHarness();
const { verifies, sessions } = fake;
let h: Harness;
let fx: CartFixture;
beforeAll(() => {
  ({ h, fx } = ctx);
});

async function customer(mobile: string) {
  const me = await h.login(mobile);
  const res = await h.call('POST', '/api/v1/order/submit/', {
    token: me.token,
    body: { products: [{ product_id: fx.unlimited, count: 1 }], delivery: false, payment_type: 'online', idempotency_key: `recheck-${mobile}` },
  });
  const id = res.body.data.order_id as number;
  const pay = async () =>
    (await h.call('POST', `/api/v1/order/${id}/payment/create`, { token: me.token, body: { success_url: '/paid-order', fail_url: `/order/${id}` } })).body.data
      .authority as string;
  const topUp = async () =>
    (
      await h.call('POST', '/api/v1/payment/create', {
        token: me.token,
        body: { customer: me.customerId, price: 50_000, payment_for: 'buy_customer_credit', success_url: '/paid-order', fail_url: '/failed-payment' },
      })
    ).body.data.authority as string;
  /** What a landing page reads. */
  const read = (authority: string) => h.call('GET', `/api/v1/payment/${authority}`, { token: me.token });
  const order = async () => (await h.call('GET', `/api/v1/app/order/${id}`, { token: me.token })).body.data;
  const ledger = async () =>
    (await h.backend.db.query<{ amount: number }>('SELECT amount FROM credit_transactions WHERE customer_id = $1 ORDER BY id', [me.customerId])).map((t) =>
      Number(t.amount),
    );
  return { id, pay, topUp, read, order, ledger };
}

describe('GET /payment/{ref} verifies again a payment left pending after an OK return', () => {
  it('asks the gateway at most once every RECHECK_INTERVAL_S, and applies the payment once it answers', async () => {
    const me = await customer('09121120001');
    const authority = await me.pay();
    sessions.get(authority)!.paid = true;
    fake.verifyOutages = 2;
    expect((await callback(authority)).headers.get('location')).toBe(`/order/${me.id}?authority=${authority}`);
    const asked = verifies.length;
    // The landing's read right after: the callback has just asked.
    expect((await me.read(authority)).body.data).toMatchObject({ status: 'pending', paid: false });
    expect(verifies.length).toBe(asked);
    // The order says its payment is being checked, so its page asks again by itself.
    expect(await me.order()).toMatchObject({ paid: false, payment_state: 'pending', payment_checking: true });

    h.advance(RECHECK_INTERVAL_S);
    expect((await me.read(authority)).body.data).toMatchObject({ status: 'pending', paid: false });
    expect(verifies.length).toBe(asked + 1);
    h.advance(RECHECK_INTERVAL_S - 1);
    await me.read(authority);
    expect(verifies.length).toBe(asked + 1);

    h.advance(1);
    const paid = await me.read(authority);
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'paid', paid: true, ref_id: '201', order: { id: me.id, paid: true } });
    expect(verifies.length).toBe(asked + 2);
    expect(await me.ledger()).toEqual([100_000, -100_000]);
  });

  it('applies a not-yet-final answer once the gateway settles: a top-up is credited, a failure is marked failed', async () => {
    const me = await customer('09121120002');
    // Back with OK while Zarinpal still reports the session at the bank (-51, IN_BANK).
    const credited = await me.topUp();
    await callback(credited);
    expect((await me.read(credited)).body.data).toMatchObject({ status: 'pending' });
    sessions.get(credited)!.paid = true;
    h.advance(RECHECK_INTERVAL_S);
    expect((await me.read(credited)).body.data).toMatchObject({ status: 'paid', amount: 50_000, customer_credit: 50_000 });

    const refused = await me.topUp();
    await callback(refused);
    sessions.get(refused)!.failed = true;
    h.advance(RECHECK_INTERVAL_S);
    expect((await me.read(refused)).body.data).toMatchObject({ status: 'failed', paid: false, customer_credit: 50_000 });
    expect(await me.ledger()).toEqual([50_000]);
  });

  it('never asks about a payment the customer has not come back from; after a NOK return a read asks, and a session still at the bank stays open', async () => {
    const me = await customer('09121120003');
    const authority = await me.pay();
    const asked = verifies.length;
    h.advance(RECHECK_INTERVAL_S);
    expect((await me.read(authority)).body.data.status).toBe('pending');
    expect(verifies.length).toBe(asked);
    expect(await me.order()).toMatchObject({ payment_state: 'pending', payment_checking: false });
    // A NOK return (forged here: the customer is still at the bank): the gateway says IN_BANK, not final.
    await callback(authority, 'NOK');
    expect(verifies.length).toBe(asked + 1);
    h.advance(RECHECK_INTERVAL_S);
    expect((await me.read(authority)).body.data.status).toBe('pending');
    expect(verifies.length).toBe(asked + 2);
    // Not the order page's own recheck, nor its «being checked» state: that is for OK returns.
    expect(await me.order()).toMatchObject({ payment_state: 'pending', payment_checking: false });

    sessions.get(authority)!.paid = true;
    expect((await callback(authority)).headers.get('location')).toBe(`/paid-order?authority=${authority}`);
    expect(await me.order()).toMatchObject({ paid: true });
  });

  it('settles a cancel whose verify met a gateway outage on the landing\'s next read, instead of «being checked» for ever', async () => {
    const me = await customer('09121120005');
    const authority = await me.pay();
    sessions.get(authority)!.failed = true;
    fake.verifyOutages = 1;
    await callback(authority, 'NOK');
    expect((await me.read(authority)).body.data).toMatchObject({ status: 'pending', returned_ok: false });
    h.advance(RECHECK_INTERVAL_S);
    expect((await me.read(authority)).body.data).toMatchObject({ status: 'failed', paid: false });
    expect(await me.order()).toMatchObject({ paid: false, payment_state: 'failed' });
    expect(await me.ledger()).toEqual([]);
  });

  it('applies the money once under parallel reads and a late callback', async () => {
    const me = await customer('09121120004');
    const authority = await me.pay();
    sessions.get(authority)!.paid = true;
    fake.verifyOutages = 1;
    await callback(authority);
    h.advance(RECHECK_INTERVAL_S);
    const asked = verifies.length;

    let open!: () => void;
    const arrived = new Promise<void>((arrive) => {
      fake.verifyGate = { arrived: arrive, open: new Promise<void>((resolve) => (open = resolve)) };
    });
    const reads = Array.from({ length: 8 }, () => me.read(authority));
    await arrived;
    // Past the callback's own interval since that read asked, so the callback asks too.
    h.advance(CALLBACK_CHECK_INTERVAL_S);
    // The gateway's own callback comes while one read's verify is still out: it is verified (100) first.
    expect((await callback(authority)).headers.get('location')).toBe(`/paid-order?authority=${authority}`);
    open();
    const answers = await Promise.all(reads);
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(answers.some((a) => a.body.data.paid)).toBe(true);
    // One read won the claim; its verify (101) changed nothing.
    expect(verifies.length).toBe(asked + 2);
    expect(await me.ledger()).toEqual([100_000, -100_000]);
    expect(await me.order()).toMatchObject({ paid: true, payment_state: 'paid' });
  });
});
