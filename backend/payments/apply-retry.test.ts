import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test/harness';
import { failStatements } from '../test/faults';
import { insertCartFixture, type CartFixture } from '../routes/cart/fixtures';
import { createGateway } from './gateway';
import { RECHECK_INTERVAL_S } from './verify';
import { SWEEP_RECHECK_S, sweepReturnedPayments } from './sweep';

let h: Harness;
let fx: CartFixture;
beforeAll(async () => {
  h = await startHarness();
  fx = await insertCartFixture(h);
});
afterAll(() => h.backend.db.close());

/** The statement that writes a verified payment into the credit ledger (applyVerified). */
const ledgerWrite = (sql: string) => sql.includes("'gateway_payment'");

/** A new customer's unpaid online order of 100,000 and its card payment, at the sandbox gateway. */
async function orderAtGateway(mobile: string) {
  const me = await h.login(mobile);
  const submitted = await h.call('POST', '/api/v1/order/submit/', {
    token: me.token,
    body: { products: [{ product_id: fx.unlimited, count: 1 }], delivery: false, payment_type: 'online', idempotency_key: `apply-${mobile}` },
  });
  const id = submitted.body.data.order_id as number;
  const urls = { success_url: `/paid-order?forOrder=true&fromOrder=${id}`, fail_url: `/failed-payment?forOrder=true&fromOrder=${id}` };
  const pay = () => h.call('POST', `/api/v1/order/${id}/payment/create`, { token: me.token, body: urls });
  const { authority, payment_url } = (await pay()).body.data as { authority: string; payment_url: string };
  return {
    id,
    authority,
    paymentUrl: payment_url,
    pay,
    success: `${urls.success_url}&authority=${authority}`,
    read: () => h.call('GET', `/api/v1/payment/${authority}`, { token: me.token }),
    order: async () => (await h.call('GET', `/api/v1/app/order/${id}`, { token: me.token })).body.data,
    ledger: async () =>
      (await h.backend.db.query<{ amount: number }>('SELECT amount FROM credit_transactions WHERE customer_id = $1 ORDER BY id', [me.customerId])).map(
        (t) => Number(t.amount),
      ),
  };
}

/** The customer pays at the sandbox; the gateway's return comes back while every ledger write fails. */
async function paidWhileLedgerFails(p: Awaited<ReturnType<typeof orderAtGateway>>, status: 'OK' | 'NOK') {
  const back = await h.raw('POST', `${p.paymentUrl}/pay`);
  const callback = back.headers.get('location')!.replace('Status=OK', `Status=${status}`);
  const restore = failStatements(h.backend.db, '08006', ledgerWrite);
  let failed = 0;
  const landing = await h.raw('GET', callback).finally(() => (failed = restore()));
  return { landing, failed };
}

describe('a payment the gateway verified is applied even when its transaction fails', () => {
  it('a deadlock while applying it is retried: credit and ledger once, and the customer lands on success', async () => {
    const p = await orderAtGateway('09121310001');
    const restore = failStatements(h.backend.db, '40P01', ledgerWrite, 1);
    let failed = 0;
    const { landing } = await h.pressSandbox(p.paymentUrl, 'pay').finally(() => (failed = restore()));
    expect(failed).toBe(1);
    expect(landing.status).toBe(303);
    expect(landing.headers.get('location')).toBe(p.success);
    expect(await p.ledger()).toEqual([100_000, -100_000]);
    expect(await p.order()).toMatchObject({ paid: true, payment_state: 'paid' });
    expect((await p.read()).body.data).toMatchObject({ status: 'paid', paid: true });
  });

  it('still failing after the retries: not called a failure, no second charge, and a later read applies it once', async () => {
    const p = await orderAtGateway('09121310002');
    // Returned NOK (the Status is no evidence): the gateway's OK verify still marks it for rechecks.
    const { landing, failed } = await paidWhileLedgerFails(p, 'NOK');
    expect(failed).toBe(3);
    expect(landing.headers.get('location')).toBe(p.success);
    expect(await p.ledger()).toEqual([]);
    expect((await p.read()).body.data).toMatchObject({ status: 'pending', paid: false, returned_ok: true });
    // The bank has the money: no second payment of the order starts meanwhile.
    const again = await p.pay();
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, data: null, code: 409, msg: 'پرداخت قبلی این سفارش در حال بررسی است؛ چند دقیقه دیگر وضعیت سفارش را ببینید' });

    h.advance(RECHECK_INTERVAL_S);
    expect((await p.read()).body.data).toMatchObject({ status: 'paid', paid: true, order: { id: p.id, paid: true } });
    expect(await p.ledger()).toEqual([100_000, -100_000]);
  });

  it('a failed payment the gateway confirms after all is made pending again when it cannot be applied yet', async () => {
    const p = await orderAtGateway('09121310004');
    const { landing: cancelled } = await h.pressSandbox(p.paymentUrl, 'cancel');
    expect((await p.read()).body.data).toMatchObject({ status: 'failed' });
    expect(cancelled.headers.get('location')).not.toBe(p.success);
    // The bank reports it paid after all; the customer's OK return comes while the ledger fails.
    await h.backend.db.query("UPDATE sandbox_gateway SET status = 'paid' WHERE authority = $1", [p.authority]);
    const restore = failStatements(h.backend.db, '40001', ledgerWrite);
    const landing = await h.raw('GET', `/api/v1/payment/callback?Authority=${p.authority}&Status=OK`).finally(restore);
    expect(landing.headers.get('location')).toBe(p.success);
    expect((await p.read()).body.data).toMatchObject({ status: 'pending', returned_ok: true });

    h.advance(RECHECK_INTERVAL_S);
    expect((await p.read()).body.data).toMatchObject({ status: 'paid', paid: true });
    expect(await p.ledger()).toEqual([100_000, -100_000]);
  });

  it('the backend sweep applies it when no one reads it, leaving alone a payment asked about recently', async () => {
    const p = await orderAtGateway('09121310003');
    const { landing } = await paidWhileLedgerFails(p, 'OK');
    expect(landing.headers.get('location')).toBe(p.success);
    const deps = { db: h.backend.db, gateway: createGateway({ provider: 'sandbox' }, h.backend.db), now: h.now };

    h.advance(SWEEP_RECHECK_S / 2);
    expect(await sweepReturnedPayments(deps)).toBe(0);
    expect(await p.ledger()).toEqual([]);
    h.advance(SWEEP_RECHECK_S / 2);
    expect(await sweepReturnedPayments(deps)).toBe(1);
    expect(await p.ledger()).toEqual([100_000, -100_000]);
    expect(await p.order()).toMatchObject({ paid: true });
    h.advance(SWEEP_RECHECK_S);
    expect(await sweepReturnedPayments(deps)).toBe(0);
  });
});
