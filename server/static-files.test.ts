import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressStatic } from './precompress.mjs';
import { createStaticFiles } from './static-files.mjs';

const script = Buffer.from('export const answer = () => "۴۲ تومان";\n'.repeat(200));
const style = Buffer.from('.card{color:#0f172a;padding:1rem}\n'.repeat(100));

describe('precompressed static files', () => {
  let dist: string;
  let server: http.Server;
  let base: string;
  let count: number;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'shop-static-'));
    mkdirSync(join(dist, 'static/chunks'), { recursive: true });
    mkdirSync(join(dist, 'static/media'), { recursive: true });
    writeFileSync(join(dist, 'static/chunks/app.js'), script);
    writeFileSync(join(dist, 'static/chunks/app.css'), style);
    writeFileSync(join(dist, 'static/chunks/tiny.js'), 'x=1');
    writeFileSync(join(dist, 'static/media/font.woff2'), Buffer.alloc(4096, 7));
    count = await precompressStatic(dist);
    const serveStatic = createStaticFiles(dist);
    server = http.createServer((req, res) => {
      if (serveStatic(req, res)) return;
      res.setHeader('x-served-by', 'next');
      res.end('next');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((r) => server.close(() => r()));
    rmSync(dist, { recursive: true, force: true });
  });

  /** A raw request, its path as written (fetch would add its own Accept-Encoding and decode, and a URL would lose `..`). */
  function request(path: string, headers: Record<string, string> = {}, method = 'GET') {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const { hostname, port } = new URL(base);
      http
        .request({ hostname, port, path, headers, method }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject)
        .end();
    });
  }

  it('writes brotli and gzip copies of text files worth compressing, and of nothing else', () => {
    expect(count).toBe(2);
    for (const [file, original] of [['chunks/app.js', script], ['chunks/app.css', style]] as const) {
      const path = join(dist, 'static', file);
      expect(brotliDecompressSync(readFileSync(`${path}.br`))).toEqual(original);
      expect(gunzipSync(readFileSync(`${path}.gz`))).toEqual(original);
    }
    for (const file of ['chunks/tiny.js', 'media/font.woff2']) {
      expect(existsSync(join(dist, 'static', `${file}.br`))).toBe(false);
      expect(existsSync(join(dist, 'static', `${file}.gz`))).toBe(false);
    }
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
  ])('Accept-Encoding %j gets the %s copy, with the headers of an immutable script', async (accept, coding) => {
    const res = await request('/_next/static/chunks/app.js?dpl=1', { 'accept-encoding': accept });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(coding);
    expect(res.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect((coding === 'br' ? brotliDecompressSync : gunzipSync)(res.body)).toEqual(script);
  });

  it('serves the stylesheet as CSS and answers HEAD with the length but no body', async () => {
    const css = await request('/_next/static/chunks/app.css', { 'accept-encoding': 'br' });
    expect(css.headers['content-type']).toBe('text/css; charset=UTF-8');
    expect(brotliDecompressSync(css.body)).toEqual(style);
    const head = await request('/_next/static/chunks/app.css', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(css.body.length);
  });

  it.each([
    ['a client that takes no coding', '/_next/static/chunks/app.js', { 'accept-encoding': 'identity' }, 'GET'],
    ['a client that sends no Accept-Encoding', '/_next/static/chunks/app.js', {}, 'GET'],
    ['a file without copies', '/_next/static/chunks/tiny.js', { 'accept-encoding': 'br' }, 'GET'],
    ['a font', '/_next/static/media/font.woff2', { 'accept-encoding': 'br' }, 'GET'],
    ['a path outside the build', '/_next/static/../static/chunks/app.js', { 'accept-encoding': 'br' }, 'GET'],
    ['a POST', '/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'POST'],
    ['a page', '/product/1', { 'accept-encoding': 'br' }, 'GET'],
  ])('leaves %s to Next', async (_, path, headers, method) => {
    const res = await request(path, headers, method);
    expect(res.headers['x-served-by']).toBe('next');
  });
});
