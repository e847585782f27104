import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../db/client';
import type { PaymentProvider } from './provider';

export const SANDBOX_PAGE_PATH = '/api/v1/payment/sandbox';

/**
 * The embedded gateway: keeps its own ledger (sandbox_gateway) like a real provider, serves its
 * own pay/cancel page, and verifies only an authority that was paid with exactly the amount asked;
 * one still pending on its page is not final, the customer may yet pay it.
 */
export function sandboxProvider(db: Db): PaymentProvider {
  return {
    name: 'sandbox',
    async request({ amount, description, callbackUrl }) {
      // Sandbox authorities start with S, like Zarinpal's sandbox.
      const authority = `S${randomBytes(18).toString('hex')}`;
      await db.query('INSERT INTO sandbox_gateway (authority, amount, description, callback_url) VALUES ($1, $2, $3, $4)', [
        authority,
        amount,
        description.slice(0, 500),
        callbackUrl,
      ]);
      return { authority, paymentUrl: `${SANDBOX_PAGE_PATH}/${authority}` };
    },
    async verify({ authority, amount }) {
      const refId = String(randomInt(100_000_000, 999_999_999));
      const [row] = await db.query<{ ref_id: string }>(
        `UPDATE sandbox_gateway SET status = 'verified', ref_id = COALESCE(ref_id, $3)
         WHERE authority = $1 AND amount = $2 AND status IN ('paid', 'verified') RETURNING ref_id`,
        [authority, amount, refId],
      );
      if (row) return { ok: true, refId: row.ref_id };
      const [open] = await db.query("SELECT 1 FROM sandbox_gateway WHERE authority = $1 AND status = 'pending'", [authority]);
      return open ? { ok: false, final: false, reason: 'sandbox: not paid yet' } : { ok: false, final: true, reason: 'sandbox: cancelled, or another amount' };
    },
  };
}
