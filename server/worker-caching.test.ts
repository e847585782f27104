import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { keepWorkerFresh } from './worker-caching.mjs';

let server: http.Server;
let base: string;
beforeAll(async () => {
  // Answers as Next does for a prerendered route: a year's s-maxage, by writeHead or by setHeader.
  server = http.createServer((req, res) => {
    keepWorkerFresh(req, res);
    if (req.url === '/serwist/sw.js') {
      res.writeHead(200, { 'Cache-Control': 's-maxage=31536000', 'content-type': 'application/javascript' });
      res.end('self.x=1');
    } else {
      res.setHeader('cache-control', 's-maxage=31536000');
      res.end('ok');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('keepWorkerFresh', () => {
  it('makes every cache ask again for the service worker', async () => {
    const res = await fetch(`${base}/serwist/sw.js`);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toBe('application/javascript');
    expect(await res.text()).toBe('self.x=1');
  });

  it('leaves every other answer as it was', async () => {
    expect((await fetch(`${base}/product/1`)).headers.get('cache-control')).toBe('s-maxage=31536000');
  });
});
