import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { bootBackend } from '@/backend/boot';
import { freshTestDatabase } from '@/backend/test/database';
import { countingStream } from '@/lib/http/counting-stream.testing';
import { MESSAGES } from '@/lib/errors';
import { GET, POST } from './route';

// The gateway in front of a real embedded backend (in-memory PGlite, demo seed), as in-process use.
// Moved forward by a test that needs a later day (and put back).
let clockOffsetMs = 0;
beforeAll(async () => {
  const backend = bootBackend({ demo: true, jwtSecret: 'gateway-test', now: () => new Date(Date.now() + clockOffsetMs), ...(await freshTestDatabase()) });
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

function postStream(path: string, body: ReadableStream<Uint8Array>) {
  const headers = { origin: ORIGIN, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };
  return POST(new NextRequest(new Request(`${ORIGIN}${path}`, { method: 'POST', headers, body, duplex: 'half' } as RequestInit)));
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

  it('keeps a token out of the body however the issuing path is written (a trailing slash, capitals)', async () => {
    const mobile = '09121110004';
    const { cookies } = await login(mobile);
    const cookie = cookies.map((c) => c.split(';')[0]).join('; ');
    const { id } = await (await call('GET', '/api/dev/qr')).json();
    expect((await call('POST', '/api/v1/user/login', { body: { mobile } })).status).toBe(200);
    const { code } = await (await call('GET', `/api/dev/otp?mobile=${mobile}`)).json();
    const answers = [
      await call('POST', '/api/v1/user/validate/', { body: { mobile, code } }),
      await call('POST', '/api/v1/user/login/guest/'),
      await call('GET', `/api/v1/qrcode/${id}/get/`, { cookie }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(await res.text()).not.toMatch(/access_token|eyJ/);
      expect(res.headers.getSetCookie().some((c) => c.startsWith('shop_token=') && /HttpOnly/i.test(c))).toBe(true);
    }
  });

  it('takes a session cookie no header can carry as no session: a guest one starts, never a 500', async () => {
    const res = await call('GET', '/api/v1/app/cart', { cookie: 'shop_token=%D9%85; shop_role=customer' });
    expect(res.status).toBeLessThan(500);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('shop_token=') && !c.startsWith('shop_token=%D9%85'))).toBe(true);
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

  it('turns a session the API renewed into fresh cookies, and passes the renewal on to no page', async () => {
    const { body, cookies } = await login('09121110005');
    const cookie = cookies.map((c) => c.split(';')[0]).join('; ');
    const path = `/api/v1/app/customers/${body.data.customer.id}`;
    expect((await call('GET', path, { cookie })).headers.getSetCookie()).toEqual([]);
    clockOffsetMs = 2 * 86_400_000;
    try {
      const renewed = await call('GET', path, { cookie });
      expect(renewed.status).toBe(200);
      expect((await renewed.json()).data.mobile).toBe('09121110005');
      const set = renewed.headers.getSetCookie();
      const token = set.find((c) => c.startsWith('shop_token='));
      expect(token).toMatch(/HttpOnly/i);
      expect(token).toMatch(/Max-Age=2592000/i);
      expect(set.find((c) => c.startsWith('shop_role='))).toMatch(/^shop_role=customer;.*Max-Age=2592000/i);
      expect([...renewed.headers.keys()].filter((name) => name.startsWith('x-renewed'))).toEqual([]);
      // The new cookie is a working session; renewed once, not again the same day.
      const next = await call('GET', path, { cookie: set.map((c) => c.split(';')[0]).join('; ') });
      expect(next.status).toBe(200);
      expect(next.headers.getSetCookie()).toEqual([]);
    } finally {
      clockOffsetMs = 0;
    }
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

  it('refuses a streamed body over 8 MB with 413 as soon as it passes the limit, and stops reading it', async () => {
    const { stream, seen } = countingStream(64, 1024 * 1024);
    const res = await postStream('/api/v1/user/login', stream);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, data: null, msg: 'حجم درخواست بیش از حد مجاز است', code: 413 });
    expect(seen.pulled).toBe(9);
    expect(seen.cancelled).toBe(true);
  });

  it('answers 400 in the Persian error shape when the client breaks its body off', async () => {
    const broken = new ReadableStream<Uint8Array>({ pull: (controller) => controller.error(new Error('connection reset')) });
    const res = await postStream('/api/v1/user/login', broken);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ success: false, data: null, code: 400 });
  });
});

// A remote upstream (API_UPSTREAM_URL): status, headers and body it answers each path with.
type Answer = [status: number, headers: Record<string, string>, body: string];
const HTML = { 'content-type': 'text/html; charset=utf-8' };
const JSON_TYPE = { 'content-type': 'application/json' };
const STACK = '<pre>TypeError: x is undefined\n    at handler (/srv/api/app.js:12:3)</pre>';
const PAYMENT_DOWN = 'درگاه پرداخت در دسترس نیست';

// Answers the gateway replaces: what for, the path, the upstream's answer, the status and msg instead.
const REPLACED: [string, string, Answer, number, string][] = [
  ['a 5xx error page with a stack trace', '/api/v1/home', [500, HTML, STACK], 502, MESSAGES.server],
  ['a 5xx JSON body that is no envelope', '/api/v1/locations', [502, JSON_TYPE, '{"error":"TypeError","stack":"at handler"}'], 502, MESSAGES.server],
  ['a proxy\'s 503 page, its Retry-After with it', '/api/v1/stories/', [503, { ...HTML, 'retry-after': '30' }, '<h1>Service Unavailable</h1>'], 502, MESSAGES.server],
  ['an HTML 200 where JSON is expected', '/api/v1/categories', [200, HTML, '<html>maintenance</html>'], 502, MESSAGES.server],
  ['an HTML 404 where JSON is expected', '/api/v1/holidays/1405', [404, HTML, '<h1>Not Found</h1>'], 502, MESSAGES.server],
  [
    'a 5xx envelope, keeping only its msg',
    '/api/v1/order/7/payment/create',
    [503, { ...JSON_TYPE, 'retry-after': '30' }, JSON.stringify({ success: false, data: { stack: 'at db' }, msg: PAYMENT_DOWN, code: 503 })],
    503,
    PAYMENT_DOWN,
  ],
];

// Answers the browser gets as they are: 4xx envelopes, 304, images, the payment pages and return.
const PASSED: Record<string, Answer> = {
  '/api/v1/product/9': [404, JSON_TYPE, JSON.stringify({ success: false, data: null, msg: 'پیدا نشد', code: 404 })],
  '/api/v1/product/6': [429, { ...JSON_TYPE, 'retry-after': '42' }, JSON.stringify({ success: false, data: null, msg: 'بعداً', code: 429 })],
  '/api/v1/product/8': [304, { etag: '"v8"' }, ''],
  '/api/v1/media/uploads/0123456789abcdef0123456789abcdef.webp': [200, { 'content-type': 'image/webp' }, 'RIFF....WEBP'],
  '/api/v1/payment/sandbox/S0123': [200, HTML, '<form method="post">پرداخت</form>'],
  '/api/v1/payment/callback': [303, { ...HTML, location: '/paid-order?authority=S0123' }, '<a href="/paid-order">بازگشت</a>'],
};

const ANSWERS = new Map<string, Answer>([...REPLACED.map(([, path, answer]) => [path, answer] as const), ...Object.entries(PASSED)]);

describe('the API gateway in front of a remote upstream', () => {
  let server: http.Server;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const [status, headers, body] = ANSWERS.get(new URL(req.url!, 'http://upstream').pathname)!;
      res.writeHead(status, headers).end(body);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    process.env.API_UPSTREAM_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    delete process.env.API_UPSTREAM_URL;
    await new Promise<void>((r) => server.close(() => r()));
  });

  // With a session cookie: no guest session is asked for first.
  const get = (path: string) => call('GET', path, { cookie: 'shop_token=t' });

  it.each(REPLACED)('answers %s with the Persian envelope, and logs it', async (_, path, [upstreamStatus, headers], status, msg) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await get(path);
    expect(res.status).toBe(status);
    // When the upstream said when to come back, so does the envelope that keeps its status.
    expect(res.headers.get('retry-after')).toBe(status === upstreamStatus ? (headers['retry-after'] ?? null) : null);
    expect(await res.json()).toEqual({ success: false, data: null, msg, code: status });
    expect(log).toHaveBeenCalledWith('[gateway]', 'GET', path.slice('/api/'.length), 'upstream answered', upstreamStatus, expect.any(String));
    log.mockRestore();
  });

  it.each(Object.entries(PASSED))('passes %s through unchanged', async (path, [status, headers, body]) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toBe(headers['content-type'] ?? null);
    expect(res.headers.get('location')).toBe(headers.location ?? null);
    expect(res.headers.get('etag')).toBe(headers.etag ?? null);
    expect(res.headers.get('retry-after')).toBe(headers['retry-after'] ?? null);
    expect(await res.text()).toBe(body);
  });
});
