import type { Deps } from '../context';
import type { PaymentRow } from './store';
import { recheckPending } from './verify';

/**
 * The backend's own recheck of payments still pending after the customer came back with OK (a
 * verify that timed out or was not final, or money the gateway took that could not be applied).
 * Reads verify them again only while a landing or the order is open; without this, a customer
 * who closed the tab would wait for money already taken until they looked again.
 */
export const SWEEP_INTERVAL_S = 60;
/** Spacing of one payment's sweeps: an open landing rechecks more often (every 30 s) by itself. */
export const SWEEP_RECHECK_S = 5 * 60;
/** How long after the OK return a payment is swept; reads still recheck it later. */
export const SWEEP_MAX_AGE_S = 24 * 3600;
/** Payments verified per sweep, one after the other, so the gateway sees at most one call at a time. */
export const SWEEP_BATCH = 10;

type SweepDeps = Pick<Deps, 'db' | 'gateway' | 'now'>;

const ago = (now: Date, seconds: number) => new Date(now.getTime() - seconds * 1000);

/**
 * One sweep: the oldest-checked due payments, each through recheckPending, whose claim in the
 * database lets only one of several processes ask the gateway. Returns how many were due.
 */
export async function sweepReturnedPayments(deps: SweepDeps): Promise<number> {
  if (!deps.gateway) return 0;
  const now = deps.now();
  const due = await deps.db.query<PaymentRow>(
    `SELECT * FROM payments
     WHERE status = 'pending' AND returned_ok AND returned_ok_at > $2 AND provider = $1 AND authority IS NOT NULL
       AND (last_checked_at IS NULL OR last_checked_at <= $3)
     ORDER BY last_checked_at NULLS FIRST, id LIMIT $4`,
    [deps.gateway.name, ago(now, SWEEP_MAX_AGE_S), ago(now, SWEEP_RECHECK_S), SWEEP_BATCH],
  );
  for (const payment of due) await recheckPending(deps, payment);
  return due.length;
}

/** Sweeps every SWEEP_INTERVAL_S for the life of the process, never two at once, never keeping it alive. */
export function startPaymentSweep(deps: SweepDeps): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepReturnedPayments(deps)
      .catch((err) => console.error('[shop-backend] payment sweep failed:', (err as Error).message))
      .finally(() => (running = false));
  }, SWEEP_INTERVAL_S * 1000);
  timer.unref();
}
