import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import net from 'node:net';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { answerClientError, guardRequest } from './security-layer.mjs';
import { withHashCsp } from './hash-csp.mjs';

const PAGE = '<!doctype html><html><head><script>self.a=1</script><script src="/x.js"></script></head>' +
  '<body><script type="application/ld+json">{"@type":"Thing"}</script><script>self.b=2</script></body></html>';
const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

let server: http.Server;
let base: string;
// Whether the server stands behind a reverse proxy it trusts (TRUST_PROXY=1); set by one test.
let trustProxy = false;
beforeAll(async () => {
  // A stand-in for Next's handler that answers like it does: gzip HTML via writeHead, a page that already has a policy, JSON.
  server = http.createServer((req, res) => {
    if (guardRequest(req, res, { trustProxy })) return;
    withHashCsp(req, res, { rewrite: (html) => html.replace('self.b=2', 'self.b=3') });
    if (req.url === '/plain') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-length', Buffer.byteLength(PAGE));
      res.end(PAGE);
    } else if (req.url === '/page') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' });
      const body = zlib.gzipSync(PAGE);
      res.write(body.subarray(0, 10));
      res.end(body.subarray(10));
    } else if (req.url === '/compressed') {
      // What Next's compression does: it wraps write/end after us and calls through to ours.
      const [write, end] = [res.write as (chunk: Buffer) => boolean, res.end as () => void];
      const gzip = zlib.createGzip();
      gzip.on('data', (chunk) => write.call(res, chunk));
      gzip.on('end', () => end.call(res));
      res.write = ((chunk: Buffer | string) => gzip.write(chunk)) as typeof res.write;
      res.end = ((chunk?: Buffer | string) => {
        if (chunk) gzip.write(chunk);
        gzip.end();
        return res;
      }) as typeof res.end;
      res.setHeader('content-type', 'application/json');
      res.setHeader('content-encoding', 'gzip');
      res.write('{"a":');
      setTimeout(() => res.end('1}'), 10);
    } else if (req.url === '/profile/missing') {
      // Next's prerendered not-found page under a nonce path: its scripts carry no nonce.
      res.statusCode = 404;
      res.setHeader('content-type', 'text/html');
      res.setHeader('content-security-policy', "script-src 'nonce-abc' 'strict-dynamic'");
      res.end('<script>self.c=3</script>');
    } else if (req.url === '/held') {
      // A page whose answer begins later (Next still rendering, the layer holding it for its hashes).
      res.setHeader('content-type', 'text/html; charset=utf-8');
      setTimeout(() => res.end(PAGE), 100);
    } else if (req.url === '/nonce') {
      res.setHeader('content-type', 'text/html');
      res.setHeader('content-security-policy', "script-src 'nonce-abc' 'strict-dynamic'");
      res.end('<script nonce="abc">1</script>');
    } else {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ address: req.headers['x-shop-client-address'] }));
    }
  });
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends a raw request line: fetch refuses TRACE and never sends undecodable paths as given. */
function raw(line: string, host = 'x'): Promise<string> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(`${line}\r\nHost: ${host}\r\nConnection: close\r\n\r\n`));
    let data = '';
    socket.on('data', (d) => (data += d));
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
  });
}

describe('server security layer', () => {
  it('hashes the inline scripts of an HTML page that has no policy (data blocks excluded)', async () => {
    const res = await fetch(`${base}/page`);
    expect(await res.text()).toBe(PAGE);
    const csp = res.headers.get('content-security-policy')!;
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).toBe(`script-src 'self' ${hash('self.a=1')} ${hash('self.b=2')}`);
    expect(scriptSrc).not.toContain('unsafe-inline');
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'", "form-action 'self' https://www.zarinpal.com"]) {
      expect(csp).toContain(directive);
    }
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('rewrites a page it holds before hashing it, never an encoded one', async () => {
    const res = await fetch(`${base}/plain`);
    const rewritten = PAGE.replace('self.b=2', 'self.b=3');
    expect(await res.text()).toBe(rewritten);
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(rewritten)));
    expect(res.headers.get('content-security-policy')).toContain(`script-src 'self' ${hash('self.a=1')} ${hash('self.b=3')};`);
    // /page comes gzip-encoded from the handler: it goes out as it came (the test above).
  });

  it('passes other answers through untouched, also when compression wraps the response after it', async () => {
    const res = await fetch(`${base}/compressed`);
    expect(await res.json()).toEqual({ a: 1 });
    expect(res.headers.get('content-security-policy')).toBeNull();
  });

  it('leaves a page that has its nonce policy alone and sends HSTS only over https, as a trusted proxy says', async () => {
    // A client's own X-Forwarded-Proto says nothing.
    const direct = await fetch(`${base}/nonce`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(direct.headers.get('content-security-policy')).toBe("script-src 'nonce-abc' 'strict-dynamic'");
    expect(direct.headers.get('strict-transport-security')).toBeNull();
    trustProxy = true;
    try {
      const proxied = await fetch(`${base}/nonce`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(proxied.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect((await fetch(`${base}/nonce`)).headers.get('strict-transport-security')).toBeNull();
    } finally {
      trustProxy = false;
    }
  });

  it('answers 400 to a path with dot segments, which it would sort by the path as sent and Next by the path resolved', async () => {
    for (const target of ['/api/../product/1', '/api/%2e%2e/product/1', '/x/../api/v1/app/product/1', '/a/./b', '/api/.%2E/x']) {
      for (const method of ['GET', 'PUT']) {
        const answer = await raw(`${method} ${target} HTTP/1.1`);
        expect(answer, `${method} ${target}`).toMatch(/^HTTP\/1.1 400/);
      }
    }
    // Dots inside a segment are a name, not a segment.
    expect(await raw('GET /product/1.5 HTTP/1.1')).not.toMatch(/^HTTP\/1.1 400/);
    expect(await raw('GET /a/..b/c HTTP/1.1')).not.toMatch(/^HTTP\/1.1 400/);
  });

  it('gives a not-found page the hash policy, even under a nonce path, so its scripts run', async () => {
    const res = await fetch(`${base}/profile/missing`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-security-policy')).toContain(`script-src 'self' ${hash('self.c=3')}`);
  });

  it('reports the socket address, not a client-supplied one', async () => {
    const res = await fetch(`${base}/api/x`, { headers: { 'x-shop-client-address': '1.2.3.4', 'x-forwarded-for': '5.6.7.8' } });
    expect((await res.json()).address).toBe('127.0.0.1');
  });

  it('answers TRACE with 405 and undecodable paths with 400, in Persian, with the security headers', async () => {
    const trace = await raw('TRACE / HTTP/1.1');
    expect(trace).toMatch(/^HTTP\/1.1 405/);
    expect(trace).toMatch(/allow: GET, HEAD\r\n/i);
    expect(trace).toMatch(/x-content-type-options: nosniff/i);
    expect(trace).toContain('lang="fa"');

    const api = await raw('GET /api/v1/%ff HTTP/1.1');
    expect(api).toMatch(/^HTTP\/1.1 400/);
    expect(JSON.parse(api.slice(api.indexOf('\r\n\r\n') + 4))).toMatchObject({ success: false, data: null, code: 400 });
    const health = await raw('GET /api/health%ff HTTP/1.1');
    expect(health).toMatch(/^HTTP\/1.1 400/);
    expect(health).toMatch(/x-frame-options: SAMEORIGIN/i);
    const page = await raw('GET /product/%ff HTTP/1.1');
    expect(page).toMatch(/^HTTP\/1.1 400/);
    expect(page).toContain('نشانی درخواست معتبر نیست');
    expect(page).toMatch(/content-security-policy: default-src 'self'; script-src 'self';/i);
  });

  it('answers 405 to a write to a page, in Persian, allowing only reads; the API takes writes', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      const page = await raw(`${method} /product/1 HTTP/1.1`);
      expect(page, method).toMatch(/^HTTP\/1.1 405/);
      expect(page, method).toMatch(/allow: GET, HEAD\r\n/i);
      expect(page, method).toContain('این نوع درخواست پشتیبانی نمی‌شود');
      expect(page, method).toMatch(/cache-control: no-store/i);
    }
    const api = await raw('TRACE /api/v1/home HTTP/1.1');
    expect(api).toMatch(/allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS/i);
    expect(await raw('POST /api/x HTTP/1.1')).toMatch(/^HTTP\/1.1 200/);
  });

  it('answers requests Node cannot parse with the Persian page and the security headers', async () => {
    const rawByte = await raw('GET /category/1?page=\u06f2 HTTP/1.1');
    expect(rawByte).toMatch(/^HTTP\/1.1 400 Bad Request/);
    expect(rawByte).toContain('نشانی درخواست معتبر نیست');
    expect(rawByte).toMatch(/x-content-type-options: nosniff/i);
    expect(rawByte).toMatch(/content-security-policy: default-src 'self'/i);
    const long = await raw(`GET /product/${'9'.repeat(20_000)} HTTP/1.1`);
    expect(long).toMatch(/^HTTP\/1.1 431 /);
    expect(long).toContain('سرآیندهای درخواست بیش از حد بزرگ است');
    expect(long).toMatch(/x-frame-options: SAMEORIGIN/i);
  });

  it('closes the connection, never answering the earlier request with its 400, when a bad request is pipelined behind a page not yet begun', async () => {
    const { port } = server.address() as AddressInfo;
    const received = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('GET /held HTTP/1.1\r\nHost: x\r\n\r\nGET /\x80 HTTP/1.1\r\nHost: x\r\n\r\n', 'latin1'));
      let data = '';
      socket.on('data', (d) => (data += d));
      socket.on('close', () => resolve(data));
      socket.on('error', () => undefined);
    });
    expect(received).not.toMatch(/^HTTP\/1.1 400/);
  });

  it('answers 400 to a target that is not a path and to a Host that is not a host name', async () => {
    for (const line of ['GET * HTTP/1.1', 'OPTIONS * HTTP/1.1', 'GET http://evil.example/ HTTP/1.1', 'GET api/v1/home HTTP/1.1']) {
      const answer = await raw(line);
      expect(answer, line).toMatch(/^HTTP\/1.1 400/);
      expect(answer, line).not.toMatch(/location:/i);
    }
    for (const host of ['[::1', 'a:b:c', 'ex ample.com', '%', 'a%00', '@', 'a@b', 'a/b', 'a?b', 'a#b']) {
      const api = await raw('GET /api/v1/home HTTP/1.1', host);
      expect(api, host).toMatch(/^HTTP\/1.1 400/);
      expect(JSON.parse(api.slice(api.indexOf('\r\n\r\n') + 4)), host).toMatchObject({ success: false, data: null, code: 400 });
    }
    for (const host of ['localhost:3000', 'Shop.Example', '127.0.0.1', '[::1]:8080', 'xn--mgbh0fb.example']) {
      expect(await raw('GET /api/x HTTP/1.1', host), host).toMatch(/^HTTP\/1.1 200/);
    }
  });
});
