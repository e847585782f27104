import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sessionFetch } from './first-call';

// A real server that records when each request arrives and answers after a short while.
const events: string[] = [];
let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    events.push(`start ${req.url}`);
    setTimeout(() => {
      events.push(`end ${req.url}`);
      res.end('ok');
    }, 50);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('sessionFetch', () => {
  it('retries the first place after a call that got no answer, then sends the first call alone and the rest together', async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/dead`;
    await new Promise<void>((r) => closed.close(() => r()));
    await expect(sessionFetch(deadUrl)).rejects.toThrow();

    const answers = await Promise.all(['/a', '/b', '/c'].map((path) => sessionFetch(base + path).then((r) => r.text())));
    expect(answers).toEqual(['ok', 'ok', 'ok']);
    expect(events.slice(0, 2)).toEqual(['start /a', 'end /a']);
    expect(events.slice(2, 4).sort()).toEqual(['start /b', 'start /c']);

    // Once the first answer is in, calls go straight away, together.
    events.length = 0;
    await Promise.all(['/d', '/e'].map((path) => sessionFetch(base + path)));
    expect(events.slice(0, 2).sort()).toEqual(['start /d', 'start /e']);
  });

  it('sends every call at once when the page already has a session (its role cookie)', async () => {
    vi.resetModules();
    const fresh = (await import('./first-call')).sessionFetch;
    vi.stubGlobal('document', { cookie: 'theme=dark; shop_role=customer' });
    try {
      events.length = 0;
      await Promise.all(['/f', '/g'].map((path) => fresh(base + path)));
      expect(events.slice(0, 2).sort()).toEqual(['start /f', 'start /g']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
