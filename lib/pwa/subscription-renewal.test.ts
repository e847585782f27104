import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { bootBackend, type Backend } from '@/backend/boot';
import { freshTestDatabase } from '@/backend/test/database';
import { gateway } from '@/lib/api/gateway';
import { ROLE_COOKIE, TOKEN_COOKIE } from '@/lib/session/cookies';
import { SUBSCRIPTION_API, renewSubscription } from '@/sw/subscription-change';

// The service worker's report (sw/subscription-change.ts) through the real gateway, its
// cross-site check included, to a real embedded backend (in-memory PGlite).
const ORIGIN = 'https://shop.test';
const HOLDER = globalThis as Record<symbol, unknown>;
const BACKEND = Symbol.for('shop.embeddedBackend');

let backend: Backend;
beforeAll(async () => {
  const booting = bootBackend({ demo: true, jwtSecret: 'subscription-renewal-test', ...(await freshTestDatabase()) });
  HOLDER[BACKEND] = booting;
  backend = await booting;
}, 120_000);
afterAll(async () => {
  delete HOLDER[BACKEND];
  await backend.db.close();
});

async function call(path: string, body?: unknown) {
  const init = body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
  return (await backend.fetch(new Request(`http://backend${path}`, init))).json();
}

/** A customer's session cookies, as the gateway set them at login. */
async function loggedIn(mobile: string): Promise<{ cookie: string; customerId: number }> {
  await call('/api/v1/user/login', { mobile });
  const { code } = await call(`/api/dev/otp?mobile=${mobile}`);
  const { data } = await call('/api/v1/user/validate', { mobile, code });
  return { cookie: `${TOKEN_COOKIE}=${data.token.access_token}; ${ROLE_COOKIE}=customer`, customerId: data.customer.id };
}

/**
 * The browser's part of a fetch from the worker: Sec-Fetch-Site and Origin for this origin, and the
 * cookies when its credentials mode sends them to this origin.
 */
function browserFetch(cookie: string | null) {
  return async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, ORIGIN);
    const headers = new Headers(init.headers);
    headers.set('sec-fetch-site', url.origin === ORIGIN ? 'same-origin' : 'cross-site');
    if (init.method === 'POST') headers.set('origin', ORIGIN);
    if (cookie && (init.credentials ?? 'same-origin') !== 'omit' && url.origin === ORIGIN) headers.set('cookie', cookie);
    return gateway(new NextRequest(url, { method: init.method, headers, body: init.body }));
  };
}

function newSubscription(): PushSubscription {
  const json = {
    endpoint: `https://updates.push.services.mozilla.com/wpush/v2/${randomBytes(24).toString('base64url')}`,
    expirationTime: null,
    keys: { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
  return { endpoint: json.endpoint, options: { applicationServerKey: null }, toJSON: () => json } as unknown as PushSubscription;
}

const rowsOf = (customerId: number) =>
  backend.db.query<{ token: string; platform: string }>('SELECT token, platform FROM push_tokens WHERE customer_id = $1', [customerId]);

describe('the worker\'s report through the gateway', () => {
  it('passes the cross-site check with the customer\'s cookie and replaces the old row', async () => {
    const { cookie, customerId } = await loggedIn('09121230001');
    const fetch = browserFetch(cookie);
    const old = 'https://updates.push.services.mozilla.com/wpush/v2/old-one';
    const registered = await fetch('/api/v1/app/push/token', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: 'fcm-1', endpoint: old }) });
    expect(registered.status).toBe(200);

    const fresh = newSubscription();
    const wait = vi.fn(async () => undefined);
    const oldSubscription = { endpoint: old, options: { applicationServerKey: new Uint8Array([4]).buffer } } as unknown as PushSubscription;
    await renewSubscription({ oldSubscription, newSubscription: fresh }, { pushManager: { getSubscription: async () => null, subscribe: async () => fresh }, fetch, wait });
    expect(wait).not.toHaveBeenCalled();
    expect(await rowsOf(customerId)).toEqual([{ token: fresh.endpoint, platform: 'webpush' }]);
  });

  it('gives up after one 401 when the session is gone, storing nothing', async () => {
    const fresh = newSubscription();
    const fetch = vi.fn(browserFetch(null));
    const wait = vi.fn(async () => undefined);
    await renewSubscription({ oldSubscription: null, newSubscription: fresh }, { pushManager: { getSubscription: async () => fresh, subscribe: async () => fresh }, fetch, wait });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(SUBSCRIPTION_API, expect.anything());
    expect(await fetch.mock.results[0].value).toHaveProperty('status', 401);
    expect(wait).not.toHaveBeenCalled();
    expect(await backend.db.query('SELECT 1 FROM push_tokens WHERE endpoint = $1', [fresh.endpoint])).toEqual([]);
  });
});
