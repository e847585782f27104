import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
// @ts-expect-error: a plain ES module of the server layer, without types.
import { serveApiDirect } from './direct-api.mjs';

const KEY = Symbol.for('shop.directGateway');
const registry = globalThis as unknown as Record<symbol, unknown>;

let server: http.Server | null = null;
afterEach(async () => {
  delete registry[KEY];
  await new Promise((done) => (server ? server.close(done) : done(undefined)));
  server = null;
  vi.restoreAllMocks();
});

async function listen(): Promise<string> {
  server = http.createServer((req, res) => {
    if (!serveApiDirect(req, res, { https: false })) res.writeHead(404).end();
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

describe('serveApiDirect', () => {
  it('answers a write that failed after its body was read with the 500 envelope, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    registry[KEY] = {
      handles: () => true,
      serve: async (request: Request) => {
        await request.text();
        throw new Error('upstream broke');
      },
    };
    const origin = await listen();
    const res = await fetch(`${origin}/api/v1/app/customer/1/cart/add`, { method: 'POST', body: JSON.stringify({ product_id: 1 }) });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ success: false, data: null, msg: 'خطا در ارتباط با سرور', code: 500 });
    expect(logged).toHaveBeenCalledWith('[direct-api]', 'POST', '/api/v1/app/customer/1/cart/add', expect.any(Error));
  });
});
