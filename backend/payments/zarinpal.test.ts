import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../test/harness';
import { insertCartFixture, type CartFixture } from '../routes/cart/fixtures';

/**
 * A local fake of Zarinpal's v4 REST API: request.json hands out authorities, verify.json answers
 * 100 (then 101) only for an authority the "customer" paid with exactly the requested Rial amount,
 * and -50 when the amount differs, as Zarinpal does.
 */
const MERCHANT = '11111111-2222-3333-4444-555555555555';
let server: Server;
let base: string;
const requests: Record<string, unknown>[] = [];
const verifies: Record<string, unknown>[] = [];
const sessions = new Map<string, { amount: number; paid: boolean; verified: boolean }>();
let refuseNext = false;

function json(res: import('node:http').ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

let h: Harness;
let fx: CartFixture;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    const body = JSON.parse(text || '{}');
    if (req.method === 'POST' && req.url === '/pg/v4/payment/request.json') {
      requests.push(body);
      if (refuseNext || body.merchant_id !== MERCHANT) {
        refuseNext = false;
        return json(res, 400, { data: [], errors: { code: -9, message: 'The input params invalid, validation error.' } });
      }
      const authority = `A${String(requests.length).padStart(35, '0')}`;
      sessions.set(authority, { amount: body.amount, paid: false, verified: false });
      return json(res, 200, { data: { code: 100, message: 'Success', authority, fee_type: 'Merchant', fee: 0 }, errors: [] });
    }
    if (req.method === 'POST' && req.url === '/pg/v4/payment/verify.json') {
      verifies.push(body);
      const session = sessions.get(body.authority);
      if (!session || !session.paid) return json(res, 400, { data: [], errors: { code: -51, message: 'Session is not active, paid try is unsuccessful.' } });
      if (session.amount !== body.amount) return json(res, 400, { data: [], errors: { code: -50, message: 'Session is not valid, amounts values is not the same.' } });
      const code = session.verified ? 101 : 100;
      session.verified = true;
      return json(res, 200, { data: { code, message: 'Paid', card_pan: '502229******5995', ref_id: 201, fee_type: 'Merchant', fee: 0 }, errors: [] });
    }
    json(res, 404, { data: [], errors: { code: -404 } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  h = await startHarness({
    payment: { provider: 'zarinpal', zarinpal: { merchantId: MERCHANT, sandbox: true, baseUrl: base } },
    publicUrl: 'https://shop.example',
  });
  fx = await insertCartFixture(h);
});
afterAll(async () => {
  await h.backend.db.close();
  await new Promise((resolve) => server.close(resolve));
});

const raw = (path: string) => h.backend.fetch(new Request(`http://backend${path}`, { redirect: 'manual' }));

async function unpaidOrder(mobile: string) {
  const me = await h.login(mobile);
  const res = await h.call('POST', '/api/v1/order/submit/', {
    token: me.token,
    body: { products: [{ product_id: fx.unlimited, count: 1 }], delivery: false, payment_type: 'online', idempotency_key: `zarinpal-${mobile}` },
  });
  const id = res.body.data.order_id as number;
  const pay = () =>
    h.call('POST', `/api/v1/order/${id}/payment/create`, {
      token: me.token,
      body: { success_url: `https://shop.example/paid-order?fromOrder=${id}`, fail_url: `/order/${id}` },
    });
  const order = async () => (await h.call('GET', `/api/v1/app/order/${id}`, { token: me.token })).body.data;
  return { me, id, pay, order };
}

describe('Zarinpal v4 adapter', () => {
  it('requests in Rial with the merchant id and callback, starts pay at StartPay, verifies with the DB amount', async () => {
    const { id, pay, order } = await unpaidOrder('09121110001');
    const created = await pay();
    expect(created.status).toBe(200);
    const { authority, payment_url } = created.body.data;
    expect(payment_url).toBe(`${base}/pg/StartPay/${authority}`);
    expect(requests.at(-1)).toMatchObject({ merchant_id: MERCHANT, amount: 1_000_000, callback_url: 'https://shop.example/api/v1/payment/callback' });

    sessions.get(authority)!.paid = true;
    const landing = await raw(`/api/v1/payment/callback?Authority=${authority}&Status=OK`);
    expect(landing.status).toBe(303);
    // An absolute success URL on the shop's own origin is kept as its path.
    expect(landing.headers.get('location')).toBe(`/paid-order?fromOrder=${id}&authority=${authority}`);
    expect(verifies.at(-1)).toEqual({ merchant_id: MERCHANT, amount: 1_000_000, authority });
    expect(await order()).toMatchObject({ paid: true });

    const before = verifies.length;
    expect((await raw(`/api/v1/payment/callback?Authority=${authority}&Status=OK`)).headers.get('location')).toContain('/paid-order');
    expect(verifies.length).toBe(before);
  });

  it('pays nothing when Zarinpal reports another amount (-50) or an unpaid session (-51)', async () => {
    const { id, pay, order } = await unpaidOrder('09121110002');
    const unpaid = (await pay()).body.data.authority;
    expect((await raw(`/api/v1/payment/callback?Authority=${unpaid}&Status=OK`)).headers.get('location')).toBe(`/order/${id}?authority=${unpaid}`);

    const tampered = (await pay()).body.data.authority;
    sessions.get(tampered)!.paid = true;
    sessions.get(tampered)!.amount = 10_000;
    expect((await raw(`/api/v1/payment/callback?Authority=${tampered}&Status=OK`)).headers.get('location')).toBe(`/order/${id}?authority=${tampered}`);
    expect(await order()).toMatchObject({ paid: false, payment_state: 'failed' });
  });

  it('answers 502 with a Persian message when the gateway refuses the request, and serves no sandbox pages', async () => {
    const { pay } = await unpaidOrder('09121110003');
    refuseNext = true;
    const res = await pay();
    expect(res.status).toBe(502);
    expect(res.body.msg).toMatch(/درگاه پرداخت/);
    expect((await raw('/api/v1/payment/sandbox/S' + 'a'.repeat(36))).status).toBe(404);
  });

  it('rejects a return URL on another origin', async () => {
    const { me, id } = await unpaidOrder('09121110004');
    const res = await h.call('POST', `/api/v1/order/${id}/payment/create`, {
      token: me.token,
      body: { success_url: 'https://shop.example.evil.com/paid-order', fail_url: `/order/${id}` },
    });
    expect(res.status).toBe(400);
  });
});
