import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressAnswers } from './compress-answers.mjs';

const PAGE = `<!doctype html><html><body>${'<p>صفحه‌ای از فروشگاه</p>'.repeat(400)}</body></html>`;
const DECODE: Record<string, (b: Buffer) => Buffer> = { gzip: gunzipSync, br: brotliDecompressSync };

// Stand-ins for the ways Next answers: one end() with the whole page, a stream of chunks with a
// flush after each, writeHead with headers, small and binary bodies, HEAD, 304, no-transform.
function handler(req: http.IncomingMessage, res: http.ServerResponse) {
  const path = req.url ?? '/';
  if (path === '/page') {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('content-length', Buffer.byteLength(PAGE));
    res.setHeader('etag', '"page-1"');
    return res.end(PAGE);
  }
  if (path === '/stream') {
    res.writeHead(200, { 'content-type': 'text/x-component', vary: 'rsc' });
    const parts = PAGE.match(/.{1,2000}/gs)!;
    const next = () => {
      const part = parts.shift();
      if (part === undefined) return res.end();
      res.write(part);
      (res as unknown as { flush: () => void }).flush();
      setTimeout(next, 2);
    };
    return next();
  }
  if (path === '/manifest') {
    res.setHeader('content-type', 'application/manifest+json');
    return res.end(JSON.stringify({ name: PAGE }));
  }
  if (path === '/small') {
    res.setHeader('content-type', 'application/json');
    return res.end('{"ok":true}');
  }
  if (path === '/picture') {
    res.setHeader('content-type', 'image/webp');
    return res.end(Buffer.alloc(4096, 7));
  }
  if (path === '/not-modified') {
    res.statusCode = 304;
    res.setHeader('content-type', 'text/html');
    return res.end();
  }
  if (path === '/no-transform') {
    res.setHeader('content-type', 'text/html');
    res.setHeader('cache-control', 'public, no-transform');
    return res.end(PAGE);
  }
  res.statusCode = 404;
  res.end();
}

describe('compressAnswers', () => {
  let server: http.Server;
  let base = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      compressAnswers(req, res);
      handler(req, res);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer; chunks: number }>((resolve, reject) => {
      http
        .request(`${base}${path}`, { method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks), chunks: chunks.length }));
        })
        .on('error', reject)
        .end();
    });
  }
  const text = (r: { headers: http.IncomingHttpHeaders; body: Buffer }) => {
    const coding = r.headers['content-encoding'];
    return (coding ? DECODE[coding](r.body) : r.body).toString();
  };

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['deflate', undefined],
    ['identity', undefined],
    [null, undefined],
  ])('Accept-Encoding %j gets the page in %s', async (accept, coding) => {
    const r = await get('/page', accept === null ? {} : { 'accept-encoding': accept });
    expect(r.headers['content-encoding']).toBe(coding);
    expect(text(r)).toBe(PAGE);
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    // A coded answer has no length of its own any more; a plain one keeps Next's.
    if (coding) expect(r.headers['content-length']).toBeUndefined();
    else expect(Number(r.headers['content-length'])).toBe(Buffer.byteLength(PAGE));
    // Other bytes than the plain page's: its strong tag names the plain page only.
    expect(r.headers.etag).toBe(coding ? 'W/"page-1"' : '"page-1"');
  });

  it('compresses JSON under a +json type too', async () => {
    const r = await get('/manifest', { 'accept-encoding': 'br' });
    expect(r.headers['content-encoding']).toBe('br');
    expect(JSON.parse(text(r)).name).toBe(PAGE);
  });

  it('brotli fits home-sized pages in fewer bytes than gzip', async () => {
    const br = await get('/page', { 'accept-encoding': 'br' });
    const gzip = await get('/page', { 'accept-encoding': 'gzip' });
    expect(br.body.length).toBeLessThan(gzip.body.length);
  });

  it('streams a streamed answer chunk by chunk and keeps its own Vary', async () => {
    const r = await get('/stream', { 'accept-encoding': 'br' });
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers.vary).toBe('rsc, Accept-Encoding');
    expect(text(r)).toBe(PAGE);
    // Each flush sends what was written so far: the client sees many pieces, not one at the end.
    expect(r.chunks).toBeGreaterThan(5);
  });

  it('leaves small, binary, HEAD, 304 and no-transform answers as they are', async () => {
    const accept = { 'accept-encoding': 'br, gzip' };
    const small = await get('/small', accept);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('{"ok":true}');
    const picture = await get('/picture', accept);
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.body.length).toBe(4096);
    const head = await get('/page', accept, 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.body.length).toBe(0);
    const notModified = await get('/not-modified', accept);
    expect(notModified.status).toBe(304);
    expect(notModified.headers['content-encoding']).toBeUndefined();
    const noTransform = await get('/no-transform', accept);
    expect(noTransform.headers['content-encoding']).toBeUndefined();
    expect(noTransform.body.toString()).toBe(PAGE);
  });
});
