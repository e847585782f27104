#!/usr/bin/env node
// `npm run bench:pages`: how fast the catalogue pages are served, compared with a static file
// from the same server, and how much JavaScript the product page makes a browser download.
//
// 1. builds and starts a production server on the embedded backend in its own folders
//    (scripts/e2e-server.mjs with BENCH_PORT / .next-bench / .data/bench), so it never touches
//    another build or database;
// 2. autocannon, a fixed time each: a static picture, /, a category page, a product page;
//    prints requests/s, p50 and p99 latency and each page's ratio to the static file;
// 3. loads the product page in Chromium and sums the gzip size of every JavaScript response.
//
// Visitors are measured as returning ones (with the guest session cookie every browser gets on
// its first page), which is what the proxy expects; one extra line shows a product page for a
// first visit without any cookie (the proxy then creates a guest session per request).
//
// Environment: BENCH_PORT (3301), BENCH_DURATION seconds (10), BENCH_CONNECTIONS (10),
// BENCH_SKIP_BUILD=1 to reuse .next-bench, CHROMIUM_PATH (/usr/bin/chromium).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from '@playwright/test';

const PORT = Number(process.env.BENCH_PORT || 3301);
const DURATION = Number(process.env.BENCH_DURATION || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const BASE = `http://localhost:${PORT}`;
const TARGET_RATIO = 0.7;
const TARGET_JS_KIB = 170;

function log(...args) {
  console.log('[bench]', ...args);
}

function startServer() {
  const env = {
    ...process.env,
    E2E_PORT: String(PORT),
    E2E_DIST_DIR: '.next-bench',
    E2E_DATA_DIR: '.data/bench',
    ...(process.env.BENCH_SKIP_BUILD === '1' && existsSync('.next-bench/BUILD_ID') ? { E2E_SKIP_BUILD: '1' } : {}),
  };
  delete env.REVALIDATE_SECRET;
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { child, output: () => output };
}

function stopServer(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

async function waitForHealth(server, timeoutMs = 15 * 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.child.exitCode !== null) throw new Error(`server exited (${server.child.exitCode}):\n${server.output()}`);
    try {
      const res = await fetch(`${BASE}/api/health`);
      if (res.ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`server did not start within ${timeoutMs / 1000} s:\n${server.output()}`);
}

async function json(path, init) {
  const res = await fetch(BASE + path, init);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return res.json();
}

/** A guest session cookie, as a browser holds it after its first page. */
async function guestCookie() {
  const res = await fetch(`${BASE}/api/v1/user/login/guest`, { method: 'POST' });
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (!cookies.length) throw new Error('no guest session cookie');
  return cookies.join('; ');
}

async function pickUrls() {
  const products = (await json('/api/v1/products?type=all&page=1&limit=20')).data.results;
  const product = products.find((p) => p.image) ?? products[0];
  const categories = (await json('/api/v1/categories')).data.results;
  const category = categories.filter((c) => c.parent_id === null).sort((a, b) => b.products_count - a.products_count)[0];
  let staticFile = product.image;
  if (!staticFile || !(await fetch(BASE + staticFile)).ok) {
    const html = await (await fetch(`${BASE}/`)).text();
    staticFile = /\/_next\/static\/[^"']+\.css/.exec(html)?.[0] ?? /\/_next\/static\/[^"']+\.js/.exec(html)?.[0];
  }
  if (!staticFile) throw new Error('no static file to compare with');
  return { staticFile, home: '/', category: `/category/${category.id}`, product: `/product/${product.id}` };
}

async function warm(path, headers) {
  for (let i = 0; i < 5; i++) {
    const res = await fetch(BASE + path, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  }
}

function cannon(path, headers) {
  return autocannon({ url: BASE + path, connections: CONNECTIONS, duration: DURATION, headers });
}

function row(cols, widths) {
  return cols.map((c, i) => String(c).padEnd(widths[i])).join('  ');
}

/**
 * The product page's first-load JavaScript as a browser downloads it: the scripts the HTML
 * loads (<script src> and script preloads), gzip-compressed here when the server sent them
 * uncompressed. Scripts fetched later (prefetching of linked pages) are listed separately.
 */
async function firstLoadJs(path, cookie) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext();
    const [name, value] = cookie.split(';')[0].split('=');
    await context.addCookies([{ name, value, url: BASE }]);
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (res.request().resourceType() === 'script' || /\.m?js$/.test(url.pathname)) scripts.push(res);
    });
    const document = await page.goto(BASE + path, { waitUntil: 'networkidle' });
    const html = await document.text();
    const attr = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
    const inHtml = new Set();
    for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
      const src = tag.startsWith('<script') ? attr(tag, 'src') : /preload/.test(attr(tag, 'rel') ?? '') && attr(tag, 'as') === 'script' ? attr(tag, 'href') : undefined;
      if (src) inHtml.add(new URL(src.replace(/&amp;/g, '&'), BASE).pathname);
    }
    const first = { count: 0, raw: 0, gz: 0, files: [] };
    const later = { count: 0, raw: 0, gz: 0, files: [] };
    for (const res of scripts) {
      const body = await res.body().catch(() => null);
      if (!body) continue;
      const url = new URL(res.url()).pathname;
      // The decoded body, gzip-compressed here (zlib's default level, as the server's own gzip).
      const size = gzipSync(body).length;
      const bucket = inHtml.has(url) ? first : later;
      bucket.count++;
      bucket.raw += body.length;
      bucket.gz += size;
      bucket.files.push({ url, gz: size });
    }
    first.files.sort((a, b) => b.gz - a.gz);
    later.files.sort((a, b) => b.gz - a.gz);
    return { first, later };
  } finally {
    await browser.close();
  }
}

async function main() {
  log(`starting a production server on port ${PORT} (.next-bench, .data/bench); building first unless BENCH_SKIP_BUILD=1…`);
  const server = startServer();
  const stop = () => stopServer(server.child);
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    await waitForHealth(server);
    const cookie = await guestCookie();
    const headers = { cookie };
    const urls = await pickUrls();
    for (const path of Object.values(urls)) await warm(path, headers);
    log(`autocannon: ${CONNECTIONS} connections, ${DURATION} s each`);

    const runs = [
      ['static file', urls.staticFile, headers],
      // Reference: Next.js's own cheapest route (a tiny route handler, no proxy) — the ceiling
      // for anything the app router serves, cached or not.
      ['reference: /api/health route', '/api/health', headers],
      ['home', urls.home, headers],
      ['category', urls.category, headers],
      ['product', urls.product, headers],
      ['product, first visit (no cookie)', urls.product, {}],
    ];
    const results = [];
    for (const [name, path, h] of runs) {
      const r = await cannon(path, h);
      results.push({ name, path, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx });
      log(`${name}: ${r.requests.average.toFixed(0)} req/s`);
    }
    const base = results[0].rps;
    const widths = [34, 44, 10, 9, 9, 8, 8];
    console.log('');
    console.log(row(['page', 'url', 'req/s', 'p50 ms', 'p99 ms', 'ratio', 'errors'], widths));
    for (const r of results) {
      console.log(row([r.name, r.path, r.rps.toFixed(0), r.p50, r.p99, (r.rps / base).toFixed(2), r.errors + r.non2xx], widths));
    }
    const product = results.find((r) => r.name === 'product');
    const ratio = product.rps / base;

    const { first: js, later } = await firstLoadJs(urls.product, cookie);
    console.log('');
    console.log(`product page first-load JavaScript: ${js.count} files, ${(js.raw / 1024).toFixed(1)} KiB raw, ${(js.gz / 1024).toFixed(1)} KiB gzip`);
    for (const f of js.files) console.log(`  ${(f.gz / 1024).toFixed(1).padStart(7)} KiB  ${f.url}`);
    console.log(`fetched after load (prefetch of linked pages, not first-load): ${later.count} files, ${(later.gz / 1024).toFixed(1)} KiB gzip`);
    console.log('');
    console.log(`product page ratio to static: ${ratio.toFixed(2)} (target ≥ ${TARGET_RATIO}) ${ratio >= TARGET_RATIO ? 'OK' : 'BELOW TARGET'}`);
    console.log(`product page first-load JS: ${(js.gz / 1024).toFixed(1)} KiB gzip (target ≤ ${TARGET_JS_KIB}) ${js.gz / 1024 <= TARGET_JS_KIB ? 'OK' : 'ABOVE TARGET'}`);
  } finally {
    stop();
  }
}

main().catch((err) => {
  console.error('[bench] failed:', err);
  process.exit(1);
});
