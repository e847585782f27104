import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { cacheKey, createPageCache, isShareable } from './page-cache.mjs';

const req = (over: Partial<{ method: string; url: string; headers: Record<string, string> }> = {}) =>
  ({ method: 'GET', url: '/product/1', headers: {}, ...over }) as never;

describe('page cache rules', () => {
  it('caches plain page loads of every visitor, with or without a cookie', () => {
    expect(cacheKey(req())).toBe('/product/1');
    expect(cacheKey(req({ headers: { cookie: 'shop_token=T' } }))).toBe('/product/1');
    expect(cacheKey(req({ url: '/category/3?page=2' }))).toBe('/category/3?page=2');
    expect(cacheKey(req({ method: 'POST' }))).toBeNull();
    expect(cacheKey(req({ headers: { rsc: '1' } }))).toBeNull();
    expect(cacheKey(req({ url: '/api/v1/home' }))).toBeNull();
    expect(cacheKey(req({ url: '/login?redirect=/cart' }))).toBeNull();
  });

  it('keeps only shared answers', () => {
    expect(isShareable(200, { 'cache-control': 's-maxage=300, stale-while-revalidate=3300' })).toBe(true);
    expect(isShareable(200, { 'cache-control': 'private, no-cache, no-store, max-age=0' })).toBe(false);
    expect(isShareable(200, { 'cache-control': 's-maxage=300', 'set-cookie': ['a=b'] })).toBe(false);
    expect(isShareable(404, { 'cache-control': 's-maxage=300' })).toBe(false);
  });

  it('bounds memory by bytes, dropping the oldest entries', () => {
    const cache = createPageCache({ maxBytes: 10 });
    cache.set('a', 200, {}, Buffer.from('aaaa'));
    cache.set('b', 200, {}, Buffer.from('bbbb'));
    cache.set('c', 200, {}, Buffer.from('cccc'));
    expect(cache.get('a')).toBeNull();
    expect(cache.get('b')?.body.toString()).toBe('bbbb');
    expect(cache.bytes()).toBe(8);
    cache.set('big', 200, {}, Buffer.alloc(11));
    expect(cache.get('big')).toBeNull();
  });

  it('expires entries on a timer, without waiting for a read', () => {
    vi.useFakeTimers();
    try {
      const cache = createPageCache({ maxAgeMs: 1000 });
      cache.set('a', 200, {}, Buffer.from('A'));
      expect(cache.size()).toBe(1);
      vi.advanceTimersByTime(1002);
      expect(cache.size()).toBe(0);
      expect(cache.bytes()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

async function compressionMiddleware(): Promise<(rq: http.IncomingMessage, rs: http.ServerResponse, next: () => void) => void> {
  // Next.js's own compression (what its server applies in front of every page).
  const mod = (await import('next/dist/compiled/compression' as string)) as { default: () => never };
  return mod.default();
}

describe('page cache in front of a server that compresses like Next', () => {
  let calls = 0;
  let cacheControl = 's-maxage=300';
  let delayMs = 0;
  let server: http.Server;
  let base: string;
  const page = (n: number) => `<h1>page ${n}</h1>` + ' lorem ipsum'.repeat(200);
  beforeAll(async () => {
    const cache = createPageCache();
    const compress = await compressionMiddleware();
    server = http.createServer((rq, rs) =>
      cache.handle(rq, rs, cacheKey(rq), () =>
        compress(rq, rs, () => {
          const n = ++calls;
          rs.setHeader('etag', `"v${n}"`);
          rs.setHeader('cache-control', cacheControl);
          rs.setHeader('content-type', 'text/html; charset=utf-8');
          setTimeout(() => rs.end(page(n)), delayMs);
        }),
      ),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  /** A raw GET (fetch would add its own Accept-Encoding and decode). */
  function get(path: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${base}${path}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  }

  const DECODE: Record<string, (b: Buffer) => Buffer> = { gzip: gunzipSync, br: brotliDecompressSync };
  const text = (r: { headers: http.IncomingHttpHeaders; body: Buffer }) => {
    const coding = r.headers['content-encoding'];
    return (coding ? DECODE[coding](r.body) : r.body).toString();
  };

  // A miss is answered by Next's compression (gzip or nothing); a hit by the cache, which also
  // offers brotli. Either way the coding is one the client accepts, and the page is the same.
  it.each([
    ['gzip', 'gzip', 'gzip'],
    ['GZIP', 'gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'gzip', 'br'],
    ['br', undefined, 'br'],
    ['*', 'gzip', 'br'],
    ['identity', undefined, undefined],
    [null, undefined, undefined],
  ])('Accept-Encoding %j gets %s from the server and %s from the cache, and the same page', async (accept, missCoding, hitCoding) => {
    const path = `/enc-${String(accept).replace(/\W/g, '_')}`;
    const headers: Record<string, string> = accept === null ? {} : { 'accept-encoding': accept };
    const before = calls;
    const first = await get(path, headers);
    // The cached entry was made by a different coding: the cache must not replay it blindly.
    const other = await get(path, { 'accept-encoding': missCoding ? 'identity' : 'gzip' });
    const second = await get(path, headers);
    expect(calls).toBe(before + 1);
    expect(first.headers['x-page-cache']).toBeUndefined();
    expect(second.headers['x-page-cache']).toBe('HIT');
    expect(first.headers['content-encoding']).toBe(missCoding);
    expect(second.headers['content-encoding']).toBe(hitCoding);
    for (const r of [first, second, other]) expect(text(r)).toBe(page(before + 1));
    expect(second.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(second.headers['content-length'])).toBe(second.body.length);
  });

  it('answers 304 to a client whose copy is the cached page, weakly tagged in a coding; the page for another copy or a forced reload', async () => {
    await get('/tagged');
    const before = calls;
    const plain = await get('/tagged');
    const br = await get('/tagged', { 'accept-encoding': 'br' });
    expect([plain.headers['x-page-cache'], br.headers['x-page-cache']]).toEqual(['HIT', 'HIT']);
    expect(plain.headers.etag).toBe(`"v${before}"`);
    expect(br.headers.etag).toBe(`W/"v${before}"`);
    for (const [accept, copy] of [
      ['identity', plain.headers.etag!],
      ['br', br.headers.etag!],
      ['gzip', plain.headers.etag!],
      ['gzip', `"old", ${br.headers.etag}`],
      ['br', '*'],
    ]) {
      const r = await get('/tagged', { 'accept-encoding': accept, 'if-none-match': copy });
      expect(r.status, `${accept} ${copy}`).toBe(304);
      expect(r.body.length).toBe(0);
      expect(r.headers['content-encoding']).toBeUndefined();
      expect(r.headers.etag).toBe(accept === 'identity' ? plain.headers.etag : br.headers.etag);
      expect(r.headers['cache-control']).toBe('s-maxage=300');
      expect(r.headers.vary).toMatch(/accept-encoding/i);
    }
    for (const headers of [{ 'if-none-match': '"old"' }, { 'if-none-match': plain.headers.etag!, 'cache-control': 'no-cache' }] as Record<string, string>[]) {
      const r = await get('/tagged', headers);
      expect(r.status).toBe(200);
      expect(text(r)).toBe(page(before));
    }
    expect(calls).toBe(before);
  });

  it('asks the server once for concurrent first requests of a page; a private page is asked for each', async () => {
    delayMs = 100;
    try {
      const before = calls;
      const answers = await Promise.all(['gzip', 'gzip', 'identity', 'gzip', '*'].map((a) => get('/burst', { 'accept-encoding': a })));
      expect(calls).toBe(before + 1);
      for (const r of answers) expect(text(r)).toBe(page(before + 1));
      expect(answers.filter((r) => r.headers['x-page-cache'] === 'HIT')).toHaveLength(4);
      expect(answers[2].headers['content-encoding']).toBeUndefined();

      cacheControl = 'private, no-store';
      const privateAnswers = await Promise.all([1, 2, 3].map(() => get('/burst-private', { 'accept-encoding': 'gzip' })));
      expect(calls).toBe(before + 4);
      expect(new Set(privateAnswers.map(text)).size).toBe(3);
    } finally {
      delayMs = 0;
      cacheControl = 's-maxage=300';
    }
  });

  it('serves a cached page to a first visitor without a cookie, and never caches private answers', async () => {
    await get('/p', { cookie: 'shop_token=T' });
    const before = calls;
    const visitor = await get('/p');
    expect(visitor.headers['x-page-cache']).toBe('HIT');
    expect(calls).toBe(before);
    cacheControl = 'private, no-store';
    await get('/q');
    await get('/q');
    expect(calls).toBe(before + 2);
  });
});

describe('visitors waiting for a page whose one answer never finishes', () => {
  /** A cache whose server never finishes its first answer of /stuck (its client reads nothing, say) and answers later ones at once. */
  async function serve(leaderWaitMs: number) {
    const cache = createPageCache({ leaderWaitMs });
    let calls = 0;
    // Requests the cache has taken in (handle() parks a waiter synchronously): the tests sync on it.
    let arrived = 0;
    const server = http.createServer((rq, rs) => {
      cache.handle(rq, rs, cacheKey(rq), () => {
        rs.setHeader('cache-control', 's-maxage=300');
        rs.setHeader('content-type', 'text/html; charset=utf-8');
        if (++calls === 1) rs.write('<h1>');
        else rs.end(`<h1>page ${calls}</h1>`);
      });
      arrived++;
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/stuck`;
    const close = () => {
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    };
    /** Resolves once the second visitor is in and waiting on the first's answer (not sent to the server). */
    const secondWaiting = () =>
      vi.waitFor(
        () => {
          expect(arrived).toBe(2);
          expect(calls).toBe(1);
        },
        { timeout: 5_000 },
      );
    return { url, close, secondWaiting };
  }

  /** A GET whose answer is read in full; resolves with its text. */
  const fetchText = (url: string) =>
    new Promise<string>((resolve, reject) => {
      http
        .get(url, { headers: { 'accept-encoding': 'identity' } }, (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve(body));
        })
        .on('error', reject);
    });

  /** The first visitor: its request goes out and its answer begins, then it stays or goes. */
  const firstVisitor = (url: string) =>
    new Promise<http.ClientRequest>((resolve) => {
      const request = http.get(url, { headers: { 'accept-encoding': 'gzip' } }, () => resolve(request));
      request.on('error', () => undefined);
    });

  it('are let go when the first visitor leaves, and ask the server themselves', async () => {
    const { url, close, secondWaiting } = await serve(60_000);
    try {
      const first = await firstVisitor(url);
      const second = fetchText(url);
      // Else the first could be gone before the second arrives, which then leads instead of waiting.
      await secondWaiting();
      first.destroy();
      expect(await second).toBe('<h1>page 2</h1>');
    } finally {
      await close();
    }
  });

  it('are let go after a while when the first visitor stays without reading', async () => {
    // Long enough that the second surely arrives while the first still leads, on a slow machine too.
    const { url, close, secondWaiting } = await serve(2_000);
    try {
      await firstVisitor(url);
      const second = fetchText(url);
      await secondWaiting();
      expect(await second).toBe('<h1>page 2</h1>');
    } finally {
      await close();
    }
  });
});
