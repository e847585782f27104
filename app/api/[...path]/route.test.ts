import { beforeAll, describe, expect, it } from 'vitest';
import { NextRequest } from 'next/server';
import { bootBackend } from '@/backend/boot';
import { GET, POST } from './route';

// The gateway in front of a real embedded backend (in-memory PGlite, demo seed), as in-process use.
beforeAll(async () => {
  const backend = bootBackend({ demo: true, jwtSecret: 'gateway-test' });
  (globalThis as Record<symbol, unknown>)[Symbol.for('shop.embeddedBackend')] = backend;
  process.env.SHOP_DEMO = '1';
  await backend;
}, 120_000);

const ORIGIN = 'http://shop.test';

function call(method: 'GET' | 'POST', path: string, { body, cookie, extra }: { body?: unknown; cookie?: string; extra?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { origin: ORIGIN, 'sec-fetch-site': 'same-origin', ...extra };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (cookie) headers.cookie = cookie;
  const request = new NextRequest(`${ORIGIN}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return (method === 'GET' ? GET : POST)(request);
}

/** Logs a mobile in through the gateway; returns the cookies it set and the answer's body. */
async function login(mobile: string) {
  expect((await call('POST', '/api/v1/user/login', { body: { mobile } })).status).toBe(200);
  const { code } = await (await call('GET', `/api/dev/otp?mobile=${mobile}`)).json();
  const res = await call('POST', '/api/v1/user/validate', { body: { mobile, code } });
  expect(res.status).toBe(200);
  return { res, body: await res.json(), cookies: res.headers.getSetCookie() };
}

describe('the API gateway route', () => {
  it('answers 404 in the Persian error shape for a path off the allow-list', async () => {
    const res = await call('GET', '/api/v2/anything');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, data: null, code: 404 });
  });

  it('turns an issued token into httpOnly cookies and keeps it out of the body', async () => {
    const { body, cookies } = await login('09121110001');
    expect(JSON.stringify(body)).not.toContain('access_token');
    expect(body.data.customer.mobile).toBe('09121110001');
    const token = cookies.find((c) => c.startsWith('shop_token='));
    expect(token).toMatch(/HttpOnly/i);
    expect(token).toMatch(/SameSite=lax/i);
    expect(cookies.some((c) => c.startsWith('shop_role=customer'))).toBe(true);
  });

  it('adds the Bearer token from the cookie, and marks personal answers private', async () => {
    const { body, cookies } = await login('09121110002');
    const cookie = cookies.map((c) => c.split(';')[0]).join('; ');
    const mine = await call('GET', `/api/v1/app/customers/${body.data.customer.id}`, { cookie });
    expect(mine.status).toBe(200);
    expect((await mine.json()).data.mobile).toBe('09121110002');
    expect(mine.headers.get('cache-control')).toMatch(/private|no-store/);
    // Someone else's session cannot read it.
    const other = await login('09121110003');
    const otherCookie = other.cookies.map((c) => c.split(';')[0]).join('; ');
    expect((await call('GET', `/api/v1/app/customers/${body.data.customer.id}`, { cookie: otherCookie })).status).toBe(403);
  });

  it('passes the idempotency key of an order submit on, and the payment pages\' redirects back', async () => {
    const { body, cookies } = await login('09121110004');
    const cookie = cookies.map((c) => c.split(';')[0]).join('; ');
    const { data: found } = await (await call('POST', '/api/v1/products/search?page=1&limit=1', { body: {} })).json();
    const order = { products: [{ product_id: found.results[0].id, count: 1 }], customer: body.data.customer.mobile, delivery: false, payment_type: 'online' };
    const submit = () => call('POST', '/api/v1/order/submit/', { body: order, cookie, extra: { 'idempotency-key': 'gateway-test-key-1' } });
    const first = await (await submit()).json();
    expect(first.success).toBe(true);
    const again = await (await submit()).json();
    expect(again.data).toMatchObject({ order_id: first.data.order_id, replayed: true });

    const pay = await call('POST', `/api/v1/order/${first.data.order_id}/payment/create`, {
      body: { success_url: '/paid-order', fail_url: '/failed-payment' },
      cookie,
    });
    const { payment_url } = (await pay.json()).data;
    const form = new NextRequest(`${ORIGIN}${payment_url}/cancel`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: '',
    });
    const cancelled = await POST(form);
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toMatch(/^\/api\/v1\/payment\/callback\?Authority=S[0-9a-f]+&Status=NOK$/);
    const back = await call('GET', cancelled.headers.get('location')!, { cookie });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toMatch(/^\/failed-payment\?authority=S[0-9a-f]+$/);
  });
});
