import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of Zarinpal's v4 REST API, for tests: request.json hands out authorities, verify.json
 * answers 100 (then 101) only for an authority the "customer" paid with exactly the requested Rial
 * amount, -50 when the amount differs and -51 when it is not paid, as Zarinpal does; inquiry.json
 * tells a session still at the bank (IN_BANK) from one that failed (the customer cancelled: FAILED).
 */
export const FAKE_MERCHANT = '11111111-2222-3333-4444-555555555555';

/** Holds the next call: it calls `arrived`, then waits for `open` before it answers. */
export interface Gate {
  arrived: () => void;
  open: Promise<void>;
}

export function zarinpalFake() {
  const fake = {
    base: '',
    requests: [] as Record<string, unknown>[],
    verifies: [] as Record<string, unknown>[],
    sessions: new Map<string, { amount: number; paid: boolean; verified: boolean; failed?: boolean }>(),
    refuseNext: false,
    /** How many verify calls answer as a proxy in front of Zarinpal does when it is down: 502, an HTML page. */
    verifyOutages: 0,
    requestGate: null as Gate | null,
    /** Decides the held verify's answer only once opened, so a verify made meanwhile answers first. */
    verifyGate: null as Gate | null,
    listen,
    close: () => new Promise((resolve) => server.close(resolve)),
  };

  const json = (res: ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const take = async (gate: Gate | null) => {
    gate?.arrived();
    await gate?.open;
  };

  const server = createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    const body = JSON.parse(text || '{}');
    if (req.method === 'POST' && req.url === '/pg/v4/payment/request.json') {
      const gate = fake.requestGate;
      fake.requestGate = null;
      await take(gate);
      fake.requests.push(body);
      if (fake.refuseNext || body.merchant_id !== FAKE_MERCHANT) {
        fake.refuseNext = false;
        return json(res, 400, { data: [], errors: { code: -9, message: 'The input params invalid, validation error.' } });
      }
      const authority = `A${String(fake.requests.length).padStart(35, '0')}`;
      fake.sessions.set(authority, { amount: body.amount, paid: false, verified: false });
      return json(res, 200, { data: { code: 100, message: 'Success', authority, fee_type: 'Merchant', fee: 0 }, errors: [] });
    }
    if (req.method === 'POST' && req.url === '/pg/v4/payment/verify.json') {
      fake.verifies.push(body);
      const gate = fake.verifyGate;
      fake.verifyGate = null;
      await take(gate);
      if (fake.verifyOutages > 0) {
        fake.verifyOutages--;
        return res.writeHead(502, { 'content-type': 'text/html' }).end('<html><body><h1>502 Bad Gateway</h1></body></html>');
      }
      const session = fake.sessions.get(body.authority);
      if (!session || !session.paid) return json(res, 400, { data: [], errors: { code: -51, message: 'Session is not active, paid try is unsuccessful.' } });
      if (session.amount !== body.amount) return json(res, 400, { data: [], errors: { code: -50, message: 'Session is not valid, amounts values is not the same.' } });
      const code = session.verified ? 101 : 100;
      session.verified = true;
      return json(res, 200, { data: { code, message: 'Paid', card_pan: '502229******5995', ref_id: 201, fee_type: 'Merchant', fee: 0 }, errors: [] });
    }
    if (req.method === 'POST' && req.url === '/pg/v4/payment/inquiry.json') {
      const session = fake.sessions.get(body.authority);
      if (!session) return json(res, 400, { data: [], errors: { code: -54, message: 'Invalid authority.' } });
      const status = session.verified ? 'VERIFIED' : session.paid ? 'PAID' : session.failed ? 'FAILED' : 'IN_BANK';
      return json(res, 200, { data: { code: 100, message: 'Success', status }, errors: [] });
    }
    json(res, 404, { data: [], errors: { code: -404 } });
  });

  async function listen(): Promise<string> {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    fake.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return fake.base;
  }

  return fake;
}

