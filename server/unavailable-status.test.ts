import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { withUnavailableStatus } from './unavailable-status.mjs';
import { markBackendUnavailable } from '../lib/api/backend-state';

let server: http.Server;
let base: string;
/** Requests sent with ?together that have reached the meeting point, each waiting for the other. */
let waitingTogether: (() => void)[] = [];
const meetTheOther = () =>
  new Promise<void>((resolve) => {
    waitingTogether.push(resolve);
    if (waitingTogether.length < 2) return;
    for (const go of waitingTogether) go();
    waitingTogether = [];
  });
beforeAll(async () => {
  // A stand-in for Next: the page's API call fails (marked, after an await, as a render's would be), then it answers.
  server = http.createServer((req, res) =>
    withUnavailableStatus(res, async () => {
      const url = new URL(req.url!, 'http://x');
      await sleep(5);
      if (url.searchParams.has('down')) markBackendUnavailable();
      // Both marked (or not) before either answers, so they are surely in flight together.
      if (url.searchParams.has('together')) await meetTheOther();
      const status = Number(url.searchParams.get('status'));
      if (url.pathname === '/implicit') {
        // Next sets statusCode and lets Node write the head.
        res.statusCode = status;
        res.end('page');
      } else {
        res.writeHead(status, { 'content-type': 'text/html' }).end('page');
      }
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('a page that failed because the shop API was not there', () => {
  it('answers 503 with Retry-After instead of 500, whichever way the head is written', async () => {
    for (const path of ['/explicit', '/implicit']) {
      const res = await fetch(`${base}${path}?down&status=500`);
      expect(res.status, path).toBe(503);
      expect(res.headers.get('retry-after'), path).toBe('1');
      // Marked as the shop's own, so the service worker does not take it for a proxy's.
      expect(res.headers.get('x-shop-error'), path).toBe('unavailable');
    }
  });

  it('leaves every other answer alone: a 500 of its own, and a page that coped with the failure', async () => {
    const own = await fetch(`${base}/explicit?status=500`);
    expect(own.status).toBe(500);
    expect(own.headers.get('retry-after')).toBeNull();
    expect((await fetch(`${base}/implicit?down&status=200`)).status).toBe(200);
    expect((await fetch(`${base}/explicit?down&status=404`)).status).toBe(404);
  });

  it('keeps requests apart: one failing does not mark another in flight', async () => {
    const [down, fine] = await Promise.all([fetch(`${base}/explicit?together&down&status=500`), fetch(`${base}/explicit?together&status=500`)]);
    expect([down.status, fine.status]).toEqual([503, 500]);
  });
});
