import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GET } from './route';

// A remote shop API (API_UPSTREAM_URL) whose health answer each test sets.
let answer: { status: number; headers?: Record<string, string> } = { status: 200 };
const upstream = http.createServer((_req, res) => {
  res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
  res.end(JSON.stringify({ ok: answer.status === 200 }));
});
beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('API_UPSTREAM_URL', `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`);
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => {
  vi.unstubAllEnvs();
  upstream.close();
});

describe('/api/health', () => {
  it('is 200 while the shop API answers', async () => {
    answer = { status: 200 };
    const res = await GET();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it("is 503 with the API's Retry-After while the API says its database is down, and with one of its own when nothing answers", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer = { status: 503, headers: { 'retry-after': '7' } };
    const down = await GET();
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('7');
    expect(down.headers.get('cache-control')).toBe('no-store');

    vi.stubEnv('API_UPSTREAM_URL', 'http://127.0.0.1:9');
    const gone = await GET();
    expect(gone.status).toBe(503);
    expect(gone.headers.get('retry-after')).toBe('1');
  });
});
