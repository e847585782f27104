#!/usr/bin/env node
// `npm run bench:api`: the API path under load (browser → gateway → embedded backend → database)
// on one production server, compared with a file from public/media served by the same server.
//
// 1. builds (unless BENCH_SKIP_BUILD=1 and a build is there) and starts a production server on
//    the embedded backend in its own folders (.next-bench, .data/bench-api; bench/server.mjs);
// 2. logs customers in through the gateway (demo mode hands out the OTP at /api/dev/otp), each
//    autocannon connection acting as one of them with its session cookie and the same-origin
//    headers a browser sends on a state-changing call (lib/session/same-origin.ts);
// 3. autocannon, BENCH_CONNECTIONS (50) connections for BENCH_DURATION (10) s each: the public
//    file, health, config, product detail, category products, search, fast search, cart get,
//    cart add/remove and order price; req/s, p50, p99, errors and the ratio to the file;
// 4. a soak of a mixed shopper workload (pages and API calls) for BENCH_SOAK seconds (600, or
//    --soak=SECONDS; 0 skips it), printing the server's resident memory every 30 s.
//
// The machine's heavy jobs share /tmp/heavy.lock: the bench takes it for its whole run unless
// it already holds it (started as `flock /tmp/heavy.lock npm run bench:api`).
// BENCH_ONLY=config,search runs only those rows (keys in runsFor) besides the reference.
// BENCH_CPU_PROF=<dir> writes the server's CPU profile there when it stops (bench/cpu-profile.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readlinkSync } from 'node:fs';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { cookiesOf, guestCookie, log, nextServerPid, row, startServer, stopServer, treeRssMib, waitForHealth } from './server.mjs';
import { shopperSequence } from './shopper.mjs';

const LOCK = '/tmp/heavy.lock';
const PORT = Number(process.env.BENCH_PORT || 3302);
const DURATION = Number(process.env.BENCH_DURATION || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 50);
const SOAK = Number(/^--soak=(\d+)$/.exec(process.argv.find((a) => a.startsWith('--soak=')) ?? '')?.[1] ?? process.env.BENCH_SOAK ?? 600);
const CUSTOMERS = Math.min(CONNECTIONS, 10);
const BASE = `http://localhost:${PORT}`;
const RSS_EVERY_MS = 30_000;
// The issue's "server's resident memory" is the Next server process (the bench's launchers,
// ~90 MiB of plain Node, are printed beside it), in MB as the issue writes it.
const RSS_TARGET_MB = 600;
const MB_PER_MIB = 1.048576;
// Issue 11's targets: minimum ratio to the public file, maximum p99 in ms.
const TARGETS = { config: [0.3, 100], product: [0.25, 100], category: [0.25, null], search: [0.15, 250] };
const SEARCH = { name: 'قهوه' };

function holdsLock() {
  try {
    return readdirSync('/proc/self/fd').some((fd) => {
      try {
        return readlinkSync(`/proc/self/fd/${fd}`) === LOCK;
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}

/** Headers of the browser's fetch from a page of this site. */
function browserHeaders(cookie) {
  return { origin: BASE, 'sec-fetch-site': 'same-origin', 'accept-encoding': 'gzip, deflate, br', cookie };
}

async function api(method, path, cookie, body) {
  const headers = { ...browserHeaders(cookie), ...(body ? { 'content-type': 'application/json' } : {}) };
  const res = await fetch(BASE + path, { method, headers, body: body ? JSON.stringify(body) : undefined });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${text.slice(0, 300)}`);
  return { json: JSON.parse(text), cookies: cookiesOf(res) };
}

/** A fresh customer logged in through the gateway: {id, cookie}. */
async function loginCustomer(n) {
  const mobile = `0935${String((Date.now() * 10 + n) % 10_000_000).padStart(7, '0')}`;
  const guest = await guestCookie(BASE);
  await api('POST', '/api/v1/user/login', guest, { mobile });
  const otp = await (await fetch(`${BASE}/api/dev/otp?mobile=${mobile}`)).json();
  const { json, cookies } = await api('POST', '/api/v1/user/validate', guest, { mobile, code: otp.code });
  return { id: json.data.customer.id, cookie: cookies.join('; ') };
}

/** Seed ids the runs use: a product without a stock limit and the largest top-level category. */
async function pickTargets(cookie) {
  const products = (await api('GET', '/api/v1/products?type=all&page=1&limit=100', cookie)).json.data.results;
  const categories = (await api('GET', '/api/v1/categories', cookie)).json.data.results;
  const category = categories.filter((c) => c.parent_id === null).sort((a, b) => b.products_count - a.products_count)[0];
  const product = products.find((p) => p.limit === null && p.image) ?? products[0];
  const folder = 'public/media/products';
  const file = readdirSync(folder).find((f) => /\.(webp|jpe?g|png|avif)$/.test(f));
  return { product: product.id, productIds: products.map((p) => p.id), category: category.id, categoryIds: categories.map((c) => c.id), file: `/media/products/${file}` };
}

/** The measured requests; `customer` rows put the connection's customer id in the path. */
function runsFor(t) {
  const cartItem = { product_id: t.product, count: 1 };
  const cart = (id) => `/api/v1/app/customer/${id}/cart`;
  return [
    { key: 'file', name: 'public file (reference)', requests: [{ path: t.file }] },
    { key: 'health', name: 'GET /api/health', requests: [{ path: '/api/health' }] },
    { key: 'config', name: 'GET app/config', requests: [{ path: '/api/v1/app/config' }] },
    { key: 'product', name: 'GET app/product/:id', requests: [{ path: `/api/v1/app/product/${t.product}` }] },
    { key: 'category', name: 'GET products?category', requests: [{ path: `/api/v1/products?type=category&category=${t.category}&page=1&limit=20` }] },
    { key: 'search', name: 'POST products/search', requests: [{ method: 'POST', path: '/api/v1/products/search', body: SEARCH }] },
    { key: 'fast', name: 'POST products/search/fast', requests: [{ method: 'POST', path: '/api/v1/products/search/fast', body: SEARCH }] },
    { key: 'cart', name: 'GET cart (customer)', requests: [{ path: cart }] },
    // Adds and removes alternate so the line stays under its limit however long the run.
    {
      key: 'cartAdd',
      name: 'POST cart add+remove (customer)',
      requests: [
        { method: 'POST', path: (id) => `${cart(id)}/add`, body: cartItem },
        { method: 'POST', path: (id) => `${cart(id)}/remove`, body: cartItem },
      ],
    },
    { key: 'price', name: 'POST order/price (customer)', requests: [{ method: 'POST', path: '/api/v1/order/price/', body: { products: [cartItem], delivery: false } }] },
  ];
}

/**
 * autocannon request specs where each connection acts as one customer (round robin): its cookie,
 * its id in customer paths, JSON bodies with their content type.
 */
export function asCustomers(requests, customers) {
  let next = 0;
  return requests.map((r) => ({
    method: r.method ?? 'GET',
    setupRequest(req, context) {
      context.customer ??= customers[next++ % customers.length];
      const { id, cookie } = context.customer;
      const path = typeof r.path === 'function' ? r.path(id, context) : r.path;
      const headers = { ...browserHeaders(cookie), ...(r.body ? { 'content-type': 'application/json' } : {}) };
      return { ...req, path, headers, body: r.body ? JSON.stringify(r.body) : undefined };
    },
  }));
}

/** One request of each spec through fetch, so a broken route fails loudly before the timing. */
async function check(run, customer) {
  for (const r of run.requests) {
    const path = typeof r.path === 'function' ? r.path(customer.id, {}) : r.path;
    if (path.startsWith('/api/')) await api(r.method ?? 'GET', path, customer.cookie, r.body);
    else if (!(await fetch(BASE + path)).ok) throw new Error(`${path} is not served`);
  }
}

async function throughput(targets, customers) {
  const results = [];
  const only = process.env.BENCH_ONLY?.split(',');
  // The reference always runs: every ratio is to it.
  for (const run of runsFor(targets).filter((r, i) => i === 0 || !only || only.includes(r.key))) {
    await check(run, customers[0]);
    const r = await autocannon({ url: BASE, connections: CONNECTIONS, duration: DURATION, requests: asCustomers(run.requests, customers) });
    results.push({ ...run, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx });
    log(`${run.name}: ${r.requests.average.toFixed(0)} req/s`);
  }
  const base = results[0].rps;
  const widths = [32, 7, 7, 7, 6, 7, 7, 0];
  console.log('');
  console.log(row(['request', 'req/s', 'p50 ms', 'p99 ms', 'ratio', 'errors', 'non-2xx', 'target'], widths));
  for (const r of results) {
    const ratio = r.rps / base;
    const [minRatio, maxP99] = TARGETS[r.key] ?? [];
    const verdict = minRatio === undefined ? '' : `≥ ${minRatio}×${maxP99 ? `, p99 < ${maxP99}` : ''}: ${ratio >= minRatio && (!maxP99 || r.p99 < maxP99) ? 'OK' : 'MISSED'}`;
    console.log(row([r.name, r.rps.toFixed(0), r.p50, r.p99, ratio.toFixed(2), r.errors, r.non2xx, verdict], widths));
  }
}

/** The soak: a mixed shopper workload, the server's RSS and the error count every 30 s. */
async function soak(server, targets, customers) {
  log(`soak: ${CONNECTIONS} connections of a mixed shopper workload for ${SOAK} s; RSS of the server's process tree every 30 s`);
  const started = Date.now();
  let responses = 0;
  let failures = 0;
  const instance = autocannon({ url: BASE, connections: CONNECTIONS, duration: SOAK, requests: asCustomers(shopperSequence(targets), customers) });
  instance.on('response', (_client, status) => {
    responses++;
    if (status < 200 || status >= 400) failures++;
  });
  instance.on('reqError', () => failures++);
  const samples = [];
  let lastResponses = 0;
  const sample = () => {
    const rss = treeRssMib(server.child.pid);
    const seconds = Math.round((Date.now() - started) / 1000);
    samples.push({ seconds, ...rss });
    const rate = (responses - lastResponses) / (RSS_EVERY_MS / 1000);
    lastResponses = responses;
    log(`t=${String(seconds).padStart(4)} s  RSS ${rss.total.toFixed(0)} MiB (Next server ${rss.largest.toFixed(0)} MiB)  ${rate.toFixed(0)} req/s  errors ${failures}`);
  };
  sample();
  const timer = setInterval(sample, RSS_EVERY_MS);
  const result = await instance;
  clearInterval(timer);
  sample();
  const last = samples.at(-1);
  const window = samples.filter((s) => s.seconds >= last.seconds - 300);
  const growth = last.largest - Math.min(...window.map((s) => s.largest));
  const serverMb = last.largest * MB_PER_MIB;
  console.log('');
  console.log(`soak: ${result.requests.total} requests, ${failures} failed or 4xx/5xx, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
  console.log(
    `Next server RSS at the end ${serverMb.toFixed(0)} MB = ${last.largest.toFixed(0)} MiB (target ≤ ${RSS_TARGET_MB} MB) ${serverMb <= RSS_TARGET_MB ? 'OK' : 'ABOVE TARGET'}; with the launchers ${(last.total * MB_PER_MIB).toFixed(0)} MB`,
  );
  console.log(`its growth over the last ${Math.min(300, last.seconds)} s: ${growth.toFixed(0)} MiB (from its lowest sample; target ≈ 0)`);
}

async function main() {
  const cpuProf = process.env.BENCH_CPU_PROF ? resolve(process.env.BENCH_CPU_PROF) : null;
  log(`production server on port ${PORT} (.next-bench, .data/bench-api); building first unless BENCH_SKIP_BUILD=1…`);
  const server = startServer({
    port: PORT,
    distDir: '.next-bench',
    dataDir: '.data/bench-api',
    skipBuild: process.env.BENCH_SKIP_BUILD === '1',
    extraEnv: cpuProf ? { BENCH_CPU_PROF: cpuProf, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${resolve('bench/cpu-profile.mjs')}`.trim() } : {},
  });
  process.on('SIGINT', () => {
    stopServer(server).then(() => process.exit(130));
  });
  try {
    await waitForHealth(server);
    const customers = [];
    for (let n = 0; n < CUSTOMERS; n++) customers.push(await loginCustomer(n));
    const targets = await pickTargets(customers[0].cookie);
    if (cpuProf) process.kill(nextServerPid(server.child.pid), 'SIGUSR2');
    log(`autocannon: ${CONNECTIONS} connections, ${DURATION} s each, as ${CUSTOMERS} logged-in customers`);
    await throughput(targets, customers);
    if (SOAK > 0) await soak(server, targets, customers);
  } finally {
    await stopServer(server);
    if (cpuProf) log(`CPU profiles in ${cpuProf}`);
  }
}

if (existsSync(LOCK) && !holdsLock()) {
  // Re-run this bench while holding the machine's lock for heavy jobs.
  const run = spawnSync('flock', [LOCK, process.execPath, ...process.argv.slice(1)], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
} else {
  main().catch((err) => {
    console.error('[bench] failed:', err);
    process.exit(1);
  });
}
