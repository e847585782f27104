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

function call(method: 'GET' | 'POST', path: string, { body, cookie, extra = {} }: { body?: unknown; cookie?: string; extra?: Record<string, string> } = {}) {
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

  it('forwards an order submit\'s Idempotency-Key header: a retry returns the same order', async () => {
    const { cookies } = await login('09121110004');
    const cookie = cookies.map((c) => c.split(';')[0]).join('; ');
    const found = await (await call('POST', '/api/v1/products/search?page=1&limit=50', { body: {} })).json();
    const product = found.data.results.find((p: { reservable: boolean; limit: number | null; is_pack: boolean }) => !p.reservable && !p.is_pack && p.limit !== 0);
    const submit = () =>
      call('POST', '/api/v1/order/submit/', {
        cookie,
        extra: { 'idempotency-key': 'gateway-retry-key-1' },
        body: { products: [{ product_id: product.id, count: 1 }], payment_type: 'online', delivery: false },
      });
    const first = await submit();
    const firstBody = await first.json();
    expect(first.status, firstBody.msg).toBe(201);
    const again = await (await submit()).json();
    expect(again.data).toMatchObject({ order_id: firstBody.data.order_id, replayed: true });
  });
});
