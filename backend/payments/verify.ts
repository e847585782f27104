import type { Deps } from '../context';
import type { PaymentProvider } from './provider';
import { retryTransient } from '../db/retry';
import { applyVerified, markFailed, type PaymentRow } from './store';

/**
 * Seconds between two verify calls for one payment from GET /payment/{ref}: as long as one verify
 * can take (Zarinpal: verify, then inquiry, 15 s each), so rechecks do not overlap. Overlapping
 * verifies (a late callback) are safe all the same: applyVerified applies the money once.
 */
export const RECHECK_INTERVAL_S = 30;

type VerifyDeps = Pick<Deps, 'db' | 'gateway' | 'now'>;

/** The gateway that can verify this payment; null for one made with a gateway the shop no longer uses. */
export function gatewayFor(gateway: PaymentProvider | null, payment: PaymentRow): PaymentProvider | null {
  return gateway && payment.authority && gateway.name === payment.provider ? gateway : null;
}

/** A payment after a verify: `confirmed` when the gateway said it was paid, even if that is not applied yet. */
export interface Checked {
  payment: PaymentRow;
  confirmed: boolean;
}

/**
 * Verifies with the gateway using the amount stored in the database, then applies the answer:
 * paid exactly once (applyConfirmed), failed only when the gateway says it is final, otherwise
 * left pending. Returns the payment as it now is (a parallel verify may have paid it).
 */
export async function verifyAndApply(deps: VerifyDeps, gateway: PaymentProvider, payment: PaymentRow): Promise<Checked> {
  const { db, now } = deps;
  try {
    const verified = await gateway.verify({ authority: payment.authority!, amount: Number(payment.amount) });
    if (verified.ok) return { payment: await applyConfirmed(deps, payment, verified.refId), confirmed: true };
    if (verified.final) await db.tx((q) => markFailed(q, payment.id, now()));
  } catch (err) {
    // Left as it is: the gateway may still confirm on a retry, or refund on its own.
    console.error('[shop-backend] payment verify failed:', (err as Error).message);
  }
  const [row] = await db.query<PaymentRow>('SELECT * FROM payments WHERE id = $1', [payment.id]);
  return { payment: row, confirmed: false };
}

/**
 * Applies money the gateway took, running the transaction again after a deadlock, a serialization
 * failure or a lost connection. When it still fails, the payment is left pending (a failed one is
 * made pending again) and marked as returned with OK, so landings' reads and the sweep (sweep.ts)
 * verify it again: the gateway answers a verified payment as paid, and it is applied then, once.
 */
async function applyConfirmed(deps: VerifyDeps, payment: PaymentRow, refId: string): Promise<PaymentRow> {
  const { db, now } = deps;
  try {
    return await retryTransient(() => db.tx((q) => applyVerified(q, payment.id, refId, now())));
  } catch (err) {
    console.error(`[shop-backend] verified payment ${payment.id} not applied yet:`, (err as Error).message);
  }
  try {
    await db.query(
      // A fresh returned_ok_at: the sweep (24 h from it) and the second-payment block start now.
      `UPDATE payments SET status = 'pending', settled_at = NULL, returned_ok = true, returned_ok_at = $2
       WHERE id = $1 AND status <> 'paid'`,
      [payment.id, now()],
    );
    const [row] = await db.query<PaymentRow>('SELECT * FROM payments WHERE id = $1', [payment.id]);
    return row;
  } catch {
    // The database is out of reach: the claim's row stands for the payment, still not settled here.
    return payment;
  }
}

/**
 * Seconds between two gateway calls for one payment from its callback. Anyone holding an authority
 * can call the callback URL; without a bound each hit would cost one or two gateway calls.
 */
export const CALLBACK_CHECK_INTERVAL_S = 10;

/**
 * The callback's claim to ask the gateway about this payment (an atomic UPDATE, so parallel hits
 * from any process ask once): won when no one asked within CALLBACK_CHECK_INTERVAL_S, or when this
 * is the customer's first OK return, so a real return is verified at once even after forged NOKs.
 * An OK return marks the payment for rechecks. Null when the claim is lost.
 */
export async function claimCallbackCheck(deps: VerifyDeps, payment: PaymentRow, returnedOk: boolean): Promise<PaymentRow | null> {
  const now = deps.now();
  const [claimed] = await deps.db.query<PaymentRow>(
    `UPDATE payments SET last_checked_at = $2, returned_ok = returned_ok OR $3,
       returned_ok_at = CASE WHEN $3 AND NOT returned_ok THEN $2 ELSE returned_ok_at END
     WHERE id = $1 AND status = $4 AND (last_checked_at IS NULL OR last_checked_at <= $5 OR ($3 AND NOT returned_ok))
     RETURNING *`,
    [payment.id, now, returnedOk, payment.status, new Date(now.getTime() - CALLBACK_CHECK_INTERVAL_S * 1000)],
  );
  return claimed ?? null;
}

/**
 * A pending payment whose customer came back from the gateway is verified again, so money the
 * gateway took after a timed-out or not-yet-final verify is applied, and a cancel whose verify
 * failed (a NOK return, then a gateway outage) is settled as failed rather than left «being
 * checked» for ever. Before any return it is not: the customer may still be at the bank. Only one
 * caller per interval, across processes, wins the claim (an atomic UPDATE); the others answer
 * with the row as read.
 */
export async function recheckPending(deps: VerifyDeps, payment: PaymentRow): Promise<PaymentRow> {
  const gateway = gatewayFor(deps.gateway, payment);
  // last_checked_at is first set by a callback's claim (OK or NOK): the customer came back.
  const cameBack = payment.returned_ok || payment.last_checked_at !== null;
  if (payment.status !== 'pending' || !cameBack || !gateway) return payment;
  const now = deps.now();
  const [claimed] = await deps.db.query<PaymentRow>(
    `UPDATE payments SET last_checked_at = $2
     WHERE id = $1 AND status = 'pending' AND (last_checked_at IS NULL OR last_checked_at <= $3) RETURNING *`,
    [payment.id, now, new Date(now.getTime() - RECHECK_INTERVAL_S * 1000)],
  );
  return claimed ? (await verifyAndApply(deps, gateway, claimed)).payment : payment;
}

/** The order's newest payment the customer came back from with OK, still pending, verified again (recheckPending); null when there is none. */
export async function recheckReturnedPayment(deps: VerifyDeps, orderId: number): Promise<PaymentRow | null> {
  const [pending] = await deps.db.query<PaymentRow>(
    "SELECT * FROM payments WHERE order_id = $1 AND status = 'pending' AND returned_ok ORDER BY id DESC LIMIT 1",
    [orderId],
  );
  return pending ? recheckPending(deps, pending) : null;
}
