import type { Db, Queryable } from '../db/client';
import type { WebPushSubscription } from './subscription';

/**
 * A customer's push devices (push_tokens): FCM tokens the page registers, each with the endpoint
 * of the subscription it was issued for when the page knows it, and 'webpush' rows the service
 * worker reports when the browser replaced a subscription (migration 023). One row per token and
 * one per endpoint: a device that changes hands moves to the customer who registered it last.
 */

/** Devices kept per customer: a phone, a tablet, a few browsers. Older ones go, so a script cannot fill the table. */
export const MAX_TOKENS_PER_CUSTOMER = 10;

/** The advisory-lock class of push endpoints (the second key is the endpoint's hash). */
const ENDPOINT_LOCK = 23;

/** Writers of one endpoint take turns: each reads its rows, then changes them. */
async function lockEndpoint(q: Queryable, endpoint: string): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [ENDPOINT_LOCK, endpoint]);
}

async function keepNewest(q: Queryable, owner: number): Promise<void> {
  await q.query(
    `DELETE FROM push_tokens WHERE customer_id = $1 AND token NOT IN
       (SELECT token FROM push_tokens WHERE customer_id = $1 ORDER BY updated_at DESC, token LIMIT $2)`,
    [owner, MAX_TOKENS_PER_CUSTOMER],
  );
}

/**
 * Registers an FCM token for `owner`; with its subscription's endpoint, the owner's other rows for
 * the endpoint go (the 'webpush' row the worker reported, a token Firebase replaced). Without one
 * (an older page), the endpoint already known for the token is kept. Another customer's rows are
 * never removed or taken by an endpoint or a token that names them, which proves nothing (a
 * subscription moves only with its keys: registerSubscription); a browser changes hands at a
 * logout, which ends its subscription.
 */
export function registerToken(db: Db, owner: number, token: string, given: string | null, now: Date): Promise<void> {
  return db.tx(async (q) => {
    let endpoint = given;
    if (endpoint) {
      await lockEndpoint(q, endpoint);
      await q.query('DELETE FROM push_tokens WHERE endpoint = $1 AND token <> $2 AND customer_id = $3', [endpoint, token, owner]);
      // Another customer's row holds the endpoint: the token is kept without it.
      const held = await q.query('SELECT 1 FROM push_tokens WHERE endpoint = $1 AND token <> $2', [endpoint, token]);
      if (held.length) endpoint = null;
    }
    await q.query(
      `INSERT INTO push_tokens (token, customer_id, platform, endpoint, created_at, updated_at) VALUES ($1, $2, 'web', $3, $4, $4)
       ON CONFLICT (token) DO UPDATE SET customer_id = EXCLUDED.customer_id, platform = 'web',
         endpoint = COALESCE(EXCLUDED.endpoint, push_tokens.endpoint), p256dh = NULL, auth = NULL, updated_at = EXCLUDED.updated_at
       WHERE push_tokens.platform <> 'webpush' OR push_tokens.customer_id = EXCLUDED.customer_id`,
      [token, owner, endpoint, now],
    );
    await keepNewest(q, owner);
  });
}

/**
 * The subscription the browser replaced `replaces` with (the worker's report). The caller's row
 * for the old endpoint goes: its token died with that subscription (also when only the keys
 * changed and the endpoint stayed). Another customer's row for it stays: the old endpoint only
 * names a row, it never moves one. The new subscription is then registered: a row that holds it
 * already (the page was quicker, or this is a retry) is the caller's, or moves to the caller when
 * the report carries that row's keys (the same browser, another login); otherwise it becomes a
 * 'webpush' row. An endpoint held by another customer with other keys stays theirs: knowing an
 * endpoint must not let anyone silence or take over someone's notifications. Running it again changes nothing.
 */
export function registerSubscription(db: Db, owner: number, subscription: WebPushSubscription, replaces: string | null, now: Date): Promise<void> {
  const { endpoint, p256dh, auth } = subscription;
  return db.tx(async (q) => {
    await lockEndpoint(q, endpoint);
    if (replaces) await q.query('DELETE FROM push_tokens WHERE customer_id = $1 AND endpoint = $2', [owner, replaces]);
    const held = await q.query(
      `UPDATE push_tokens SET customer_id = $2, updated_at = $3,
         p256dh = CASE WHEN platform = 'webpush' THEN $4 ELSE p256dh END, auth = CASE WHEN platform = 'webpush' THEN $5 ELSE auth END
       WHERE endpoint = $1 AND (customer_id = $2 OR (p256dh = $4 AND auth = $5)) RETURNING token`,
      [endpoint, owner, now, p256dh, auth],
    );
    if (held.length === 0) {
      // Nothing when the endpoint (or a token of that very text) is another customer's: see above.
      await q.query(
        `INSERT INTO push_tokens (token, customer_id, platform, endpoint, p256dh, auth, created_at, updated_at) VALUES ($1, $2, 'webpush', $1, $3, $4, $5, $5)
         ON CONFLICT DO NOTHING`,
        [endpoint, owner, p256dh, auth, now],
      );
    }
    await keepNewest(q, owner);
  });
}

/** Removes the owner's rows for this browser (its token, or its subscription's endpoint); whether any went. */
export async function removeDevice(db: Db, owner: number, token: string, endpoint: string | null): Promise<boolean> {
  const rows = await db.query('DELETE FROM push_tokens WHERE customer_id = $1 AND (token = $2 OR endpoint = $3) RETURNING token', [owner, token, endpoint]);
  return rows.length > 0;
}
