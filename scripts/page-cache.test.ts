import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { cacheKey, createPageCache, isShareable } from './page-cache.mjs';

const req = (over: Partial<{ method: string; url: string; headers: Record<string, string> }> = {}) =>
  ({ method: 'GET', url: '/product/1', headers: { cookie: 'a=1; shop_token=T' }, ...over }) as never;

describe('page cache rules', () => {
  it('caches only plain page loads of visitors who already have a session', () => {
    expect(cacheKey(req(), 'shop_token')).toBe('identity /product/1');
    expect(cacheKey(req({ headers: { cookie: 'shop_token=T', 'accept-encoding': 'gzip, br' } }), 'shop_token')).toBe('gzip /product/1');
    expect(cacheKey(req({ method: 'POST' }), 'shop_token')).toBeNull();
    expect(cacheKey(req({ headers: {} }), 'shop_token')).toBeNull();
    expect(cacheKey(req({ headers: { cookie: 'xshop_token=T' } }), 'shop_token')).toBeNull();
    expect(cacheKey(req({ headers: { cookie: 'shop_token=T', rsc: '1' } }), 'shop_token')).toBeNull();
    expect(cacheKey(req({ url: '/api/v1/home' }), 'shop_token')).toBeNull();
  });

  it('keeps only shared answers', () => {
    expect(isShareable(200, { 'cache-control': 's-maxage=300, stale-while-revalidate=31535700' })).toBe(true);
    expect(isShareable(200, { 'cache-control': 'private, no-cache, no-store, max-age=0' })).toBe(false);
    expect(isShareable(200, { 'cache-control': 's-maxage=300', 'set-cookie': ['a=b'] })).toBe(false);
    expect(isShareable(404, { 'cache-control': 's-maxage=300' })).toBe(false);
  });

  it('forgets entries after their age and beyond its size', () => {
    let t = 0;
    const cache = createPageCache({ now: () => t, maxAgeMs: 1000, maxEntries: 2 });
    cache.set('a', 200, {}, Buffer.from('A'));
    cache.set('b', 200, {}, Buffer.from('B'));
    cache.set('c', 200, {}, Buffer.from('C'));
    expect(cache.get('a')).toBeNull();
    expect(cache.get('c')?.body.toString()).toBe('C');
    t = 1001;
    expect(cache.get('c')).toBeNull();
  });
});

describe('page cache in front of a server', () => {
  let calls = 0;
  let cacheControl = 's-maxage=300';
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    const cache = createPageCache();
    server = http.createServer((rq, rs) =>
      cache.handle(rq, rs, cacheKey(rq, 'shop_token'), () => {
        calls++;
        rs.setHeader('cache-control', cacheControl);
        rs.setHeader('content-type', 'text/html');
        rs.write('<h1>');
        rs.end(`page ${calls}</h1>`);
      }),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('answers the second visitor from the cache with the same page', async () => {
    const headers = { cookie: 'shop_token=T' };
    const first = await fetch(`${base}/p`, { headers });
    const second = await fetch(`${base}/p`, { headers });
    expect(await first.text()).toBe('<h1>page 1</h1>');
    expect(await second.text()).toBe('<h1>page 1</h1>');
    expect(second.headers.get('x-page-cache')).toBe('HIT');
    expect(second.headers.get('content-type')).toBe('text/html');
    expect(calls).toBe(1);
  });

  it('never serves a cached page to a visitor without a session, nor caches private answers', async () => {
    const before = calls;
    await fetch(`${base}/p`);
    expect(calls).toBe(before + 1);
    cacheControl = 'private, no-store';
    const headers = { cookie: 'shop_token=T' };
    await fetch(`${base}/q`, { headers });
    await fetch(`${base}/q`, { headers });
    expect(calls).toBe(before + 3);
  });
});
