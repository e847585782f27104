#!/usr/bin/env node
// The production server: Next.js through its request handler, behind the short page cache
// (server/page-cache.mjs), with the build's static text files served precompressed
// (server/static-files.mjs) and Next's other answers compressed here (server/compress-answers.mjs). Started by server/start.mjs with the environment already set.
import http from 'node:http';
import next from 'next';
import { cacheKey, createPageCache } from './page-cache.mjs';
import { compressAnswers } from './compress-answers.mjs';
import { answerClientError, guardRequest } from './security-layer.mjs';
import { withHashCsp } from './hash-csp.mjs';
import { paintFirst } from './paint-first.mjs';
import { notFoundPage } from './not-found-page.mjs';
import { serveApiDirect } from './direct-api.mjs';
import { createStaticFiles } from './static-files.mjs';
import { keepWorkerFresh } from './worker-caching.mjs';
import { withUnavailableStatus } from './unavailable-status.mjs';
import { gracefulStop } from './graceful-stop.mjs';

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '0.0.0.0';
// Behind a reverse proxy or CDN that sets X-Forwarded-For, TRUST_PROXY=1 believes its last hop;
// otherwise the client address is the socket's, so a client cannot pick its own (the guest
// session and OTP limits count per address).

const app = next({ dev: false, hostname, port, dir: process.cwd() });
// Next's handler, once Next is prepared (below): until then a page or API request gets a 503.
let handle = null;

const distDir = process.env.NEXT_DIST_DIR || '.next';
const serveStatic = createStaticFiles(distDir);
const cache = process.env.PAGE_CACHE === '0' ? null : createPageCache();
const trustProxy = process.env.TRUST_PROXY === '1';
// PAINT_FIRST=0 serves Next's script tags as they are (bench/README, session 32, compares both).
const paintFirstPages = process.env.PAINT_FIRST !== '0';
const drawNotFound = notFoundPage(distDir);
const rewritePage = (html, page) => {
  const drawn = drawNotFound(html, page);
  return paintFirstPages ? paintFirst(drawn) : drawn;
};
const server = http.createServer((req, res) => {
  if (guardRequest(req, res, { trustProxy })) return;
  if (serveStatic(req, res)) return;
  // Also the API: its gateway is registered early, but the backend behind it may still be
  // waiting for its database (up to a minute).
  if (!handle) return answerStarting(res);
  if (serveApiDirect(req, res, { https: Boolean(req.socket.encrypted) })) return;
  // A page's HEAD is its GET without the body (Node leaves the body out, knowing the request was
  // HEAD): the same length, encoding and policy headers, from the page cache too.
  if (req.method === 'HEAD' && !req.url.startsWith('/api/')) req.method = 'GET';
  const serve = () => {
    keepWorkerFresh(req, res);
    // Inside the policy layer, so that it hashes the page's own bytes.
    compressAnswers(req, res);
    withHashCsp(req, res, { rewrite: rewritePage });
    return withUnavailableStatus(res, () => handle(req, res));
  };
  if (!cache) return serve();
  cache.handle(req, res, cacheKey(req), serve);
});
server.on('clientError', answerClientError);
server.keepAliveTimeout = 65_000;
const stop = gracefulStop(server);

// The port first: a second process started on a taken port stops here, before its embedded
// backend opens the database folder the first one is using (two PGlite instances corrupt it).
server.on('error', (err) => {
  console.error(`[shop] cannot listen on ${hostname}:${port}: ${err.message}`);
  process.exit(1);
});
await new Promise((resolve) => server.listen(port, hostname, resolve));
try {
  await app.prepare();
  handle = app.getRequestHandler();
} catch (err) {
  // The embedded backend exits the process itself when it cannot start (backend/embedded.ts).
  console.error(`[shop] could not start: ${err?.message ?? err}`);
  process.exit(1);
}
console.info(`[shop] serving on http://localhost:${port}`);

function answerStarting(res) {
  res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '1', 'cache-control': 'no-store' });
  res.end('فروشگاه در حال راه‌اندازی است؛ چند لحظه دیگر دوباره تلاش کنید.');
}

/** How long in-flight requests may take to finish after SIGTERM (a proxy's drain time is ~30 s). */
const DRAIN_MS = 25_000;
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.info(`[shop] ${signal}: finishing requests in flight, then stopping`);
    void stop.drain(DRAIN_MS).then(async (outcome) => {
      if (outcome === 'timed out') console.warn(`[shop] requests still in flight after ${DRAIN_MS / 1000} s are cut off`);
      // The embedded backend's database, closed cleanly (registered by backend/embedded.ts).
      await globalThis[Symbol.for('shop.closeBackend')]?.().catch((err) => console.error('[shop] closing the database:', err?.message ?? err));
      process.exit(0);
    });
  });
}
