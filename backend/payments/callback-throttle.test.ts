import { describe, expect, it } from 'vitest';
import { withZarinpalHarness } from './zarinpal-harness';
import { CALLBACK_CHECK_INTERVAL_S } from './verify';

const { fake, ctx, callback, orderAtGateway } = withZarinpalHarness();
const { verifies, sessions } = fake;
let seq = 0;

/** A customer's unpaid order with a card payment started: its authority and landing paths. */
async function startedPayment() {
  const { id, authority } = await orderAtGateway(`0912115${String(++seq).padStart(4, '0')}`, (order) => `/order/${order}`);
  return { authority, success: `/paid-order?authority=${authority}`, failure: `/order/${id}?authority=${authority}` };
}

const landings = async (authority: string, status: string, times: number) =>
  (await Promise.all(Array.from({ length: times }, () => callback(authority, status)))).map((r) => r.headers.get('location'));

describe('the gateway callback asks the gateway at most once per CALLBACK_CHECK_INTERVAL_S', () => {
  it('repeated callbacks within the interval make no gateway call, and each lands where the payment stands', async () => {
    const p = await startedPayment();
    const asked = verifies.length;
    // Forged NOKs while the customer is at the bank: one verify, the payment stays pending.
    expect(await landings(p.authority, 'NOK', 6)).toEqual(Array(6).fill(p.failure));
    expect(verifies.length).toBe(asked + 1);
    // The customer's own first OK return is verified at once all the same.
    sessions.get(p.authority)!.paid = true;
    expect(await landings(p.authority, 'OK', 1)).toEqual([p.success]);
    expect(verifies.length).toBe(asked + 2);
    // Paid: replays ask nothing, whenever they come.
    expect(await landings(p.authority, 'OK', 3)).toEqual(Array(3).fill(p.success));
    ctx.h.advance(CALLBACK_CHECK_INTERVAL_S);
    expect(await landings(p.authority, 'NOK', 3)).toEqual(Array(3).fill(p.success));
    expect(verifies.length).toBe(asked + 2);
  });

  it('a payment left pending is asked about again only once the interval is over', async () => {
    const p = await startedPayment();
    sessions.get(p.authority)!.paid = true;
    fake.verifyOutages = 1;
    const asked = verifies.length;
    expect(await landings(p.authority, 'OK', 1)).toEqual([p.failure]);
    ctx.h.advance(CALLBACK_CHECK_INTERVAL_S - 1);
    expect(await landings(p.authority, 'OK', 5)).toEqual(Array(5).fill(p.failure));
    expect(verifies.length).toBe(asked + 1);
    ctx.h.advance(1);
    expect(await landings(p.authority, 'OK', 1)).toEqual([p.success]);
    expect(verifies.length).toBe(asked + 2);
  });

  it('a failed payment replayed with OK is asked about once per interval', async () => {
    const p = await startedPayment();
    sessions.get(p.authority)!.failed = true;
    await callback(p.authority, 'NOK');
    const asked = verifies.length;
    expect(await landings(p.authority, 'OK', 5)).toEqual(Array(5).fill(p.failure));
    expect(verifies.length).toBe(asked + 1);
    expect(await landings(p.authority, 'OK', 5)).toEqual(Array(5).fill(p.failure));
    expect(verifies.length).toBe(asked + 1);
    ctx.h.advance(CALLBACK_CHECK_INTERVAL_S);
    await callback(p.authority, 'OK');
    expect(verifies.length).toBe(asked + 2);
  });
});
