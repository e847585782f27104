#!/usr/bin/env node
// A TLS terminator speaking HTTP/2, in front of a running shop: what a deployment puts before
// `npm start` (nginx, Caddy, a CDN), so Lighthouse can load a page as a visitor from a search
// result does, over https with HTTP/2, not the cleartext HTTP/1.1 of localhost. Bench only: a
// throwaway self-signed certificate (made by `openssl`), plain streaming to the shop over a
// keep-alive HTTP/1.1 pool.
//
// Lighthouse's Chromium trusts this one certificate (`--ignore-certificate-errors-spki-list`),
// so the load is an ordinary secure one and no other certificate error is let through.
//
// `node bench/tls-front.mjs <shop port> [port]` serves until stopped and prints the flag.
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Connection-specific headers: HTTP/2 forbids them (RFC 9113 §8.2.2).
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

/** A one-day self-signed certificate for localhost, and its key, as PEM. */
function selfSigned() {
  const dir = mkdtempSync(join(tmpdir(), 'tls-front-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
      '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost',
    ], { stdio: 'ignore' });
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The base64 SHA-256 of the certificate's public key, as Chromium's SPKI list wants it. */
function spkiHash(certPem) {
  const spki = new X509Certificate(certPem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

/**
 * Starts the terminator on `port` in front of the shop on `shopPort`. Resolves to its base URL,
 * the Chromium flag that trusts its certificate, and `close()`.
 */
export async function startTlsFront(shopPort, port) {
  const { key, cert } = selfSigned();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ key, cert });
  // Chromium keeps its session open; close() must not wait for it.
  const sessions = new Set();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  server.on('stream', (stream, headers) => {
    const forwarded = { 'x-forwarded-proto': 'https' };
    for (const [name, value] of Object.entries(headers)) if (!name.startsWith(':')) forwarded[name] = value;
    forwarded.host = headers[':authority'];
    const upstream = http.request(
      { host: '127.0.0.1', port: shopPort, method: headers[':method'], path: headers[':path'], headers: forwarded, agent },
      (res) => {
        const answer = { ':status': res.statusCode };
        for (const [name, value] of Object.entries(res.headers)) if (!HOP_BY_HOP.has(name)) answer[name] = value;
        if (stream.destroyed) return res.resume();
        stream.respond(answer);
        res.pipe(stream);
      },
    );
    upstream.on('error', () => {
      if (stream.destroyed) return;
      if (stream.headersSent) stream.close(http2.constants.NGHTTP2_INTERNAL_ERROR);
      else stream.respond({ ':status': 502 }, { endStream: true });
    });
    stream.on('error', () => upstream.destroy());
    stream.pipe(upstream);
  });
  await new Promise((resolve, reject) => server.once('error', reject).listen(port, resolve));
  return {
    base: `https://localhost:${port}`,
    chromeFlag: `--ignore-certificate-errors-spki-list=${spkiHash(cert)}`,
    close: () => new Promise((resolve) => {
      agent.destroy();
      for (const session of sessions) session.destroy();
      server.close(resolve);
    }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [shopPort, port = '3443'] = process.argv.slice(2);
  if (!shopPort) {
    console.error('usage: node bench/tls-front.mjs <shop port> [port]');
    process.exit(2);
  }
  const front = await startTlsFront(Number(shopPort), Number(port));
  console.log(`${front.base} → http://127.0.0.1:${shopPort}; Chromium: ${front.chromeFlag}`);
}
