import { setTimeout as sleep } from 'node:timers/promises';
import type { Db, Queryable } from '../db/client';
import { HttpError } from '../http';
import { paymentMessages } from './store';

/**
 * How long a started card payment of an order, still pending, is handed out again instead of a
 * new one: a second «پرداخت» (another window, a double click, a retry) goes to the same gateway
 * page, so the order is never charged twice at once. It must not outlive the gateway's authority,
 * or the customer would be sent to a dead page. Neither adapter states a lifetime (the sandbox
 * keeps an authority open for ever; Zarinpal's API gives no expiry), so it is kept short: the
 * length of a booking hold. Past it a new payment starts; the old one, if paid after all, goes to
 * credit and pays the order from there (applyVerified).
 */
export const PAYMENT_REUSE_S = 10 * 60;

/**
 * How long a start waits for a parallel start of the same payment to get its authority: the
 * gateway request's time-out (Zarinpal: 15 s) and a margin. A payment still without one after
 * that is given up as dead (its process stopped) and ignored.
 */
export const AUTHORITY_WAIT_S = 20;
const POLL_MS = 100;

export interface OpenPayment {
  id: number;
  authority: string | null;
  payment_url: string | null;
  amount: number;
}

const ago = (now: Date, seconds: number) => new Date(now.getTime() - seconds * 1000);

/**
 * The order's pending payment of `amount` to send the customer to again, or one a parallel start
 * is asking the gateway for right now (no URL yet). Read in the start's transaction after the
 * order row is locked, so of two parallel starts the second sees the first's payment.
 */
export async function openPayment(q: Queryable, orderId: number, amount: number, provider: string, now: Date): Promise<OpenPayment | null> {
  const [row] = await q.query<OpenPayment>(
    `SELECT id, authority, payment_url, amount FROM payments
     WHERE order_id = $1 AND status = 'pending' AND provider = $2 AND amount = $3
       -- Not once the customer came back from it (a cancel whose verify failed stays pending):
       -- that gateway page is done with, and sending them there again would leave them unable to pay.
       AND last_checked_at IS NULL
       AND ((payment_url IS NOT NULL AND created_at > $4) OR (authority IS NULL AND created_at > $5))
     ORDER BY id DESC LIMIT 1`,
    [orderId, provider, amount, ago(now, PAYMENT_REUSE_S), ago(now, AUTHORITY_WAIT_S)],
  );
  return row ?? null;
}

/**
 * Whether the customer came back from one of the order's card payments with OK less than
 * PAYMENT_REUSE_S ago and the gateway has neither confirmed nor refused it yet: the bank may have
 * taken the money, and a second payment would charge the card twice. Past the window a new one
 * may start (a verify that never concludes must not leave the order unpayable); the old one, if
 * confirmed after all, goes to credit (applyVerified).
 */
export async function paymentBeingChecked(q: Queryable, orderId: number, now: Date): Promise<boolean> {
  const rows = await q.query(
    "SELECT 1 FROM payments WHERE order_id = $1 AND status = 'pending' AND returned_ok_at > $2 LIMIT 1",
    [orderId, ago(now, PAYMENT_REUSE_S)],
  );
  return rows.length > 0;
}

/** The URL a parallel start got for this payment; 502 when its gateway request failed (the row is gone) or never ends. */
export async function awaitPaymentUrl(db: Db, paymentId: number): Promise<{ authority: string; payment_url: string }> {
  const until = Date.now() + AUTHORITY_WAIT_S * 1000;
  while (Date.now() < until) {
    const [row] = await db.query<OpenPayment>('SELECT id, authority, payment_url, amount FROM payments WHERE id = $1', [paymentId]);
    if (!row) break;
    if (row.authority && row.payment_url) return { authority: row.authority, payment_url: row.payment_url };
    await sleep(POLL_MS);
  }
  throw new HttpError(502, paymentMessages.gatewayDown);
}
