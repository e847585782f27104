// `npx tsx bench/backend-breakdown.ts`: where one API call's time goes inside the embedded
// backend, without HTTP or Next: the demo shop on an in-memory PGlite, one logged-in customer,
// each call made N times in a row through the backend's fetch handler (what the gateway calls).
// Per call: the whole handler, the database (time inside db.query / db.tx, and the number of
// queries) and JSON.stringify of the answer (measured alone); the rest is Hono's routing and
// middleware, token verification (jose, measured alone below the table; calls that read the
// session verify the token once) and the route's own code. Compare with bench:api over HTTP
// for what Next and the gateway add.
import { performance } from 'node:perf_hooks';
import { bootBackend } from '../backend/boot';
import { verifyToken } from '../backend/auth/tokens';
import type { Db } from '../backend/db/client';

const N = Number(process.env.BENCH_N || 300);
const SECRET = 'breakdown-secret';

/**
 * Wraps the database so the time it is busy (at least one query or transaction running, which
 * counts queries run side by side once) and the queries made are counted.
 */
function meter(db: Db) {
  const totals = { ms: 0, queries: 0 };
  const query = db.query.bind(db);
  const tx = db.tx.bind(db);
  let active = 0;
  let since = 0;
  const timed = async <T>(fn: () => Promise<T>): Promise<T> => {
    if (active++ === 0) since = performance.now();
    try {
      return await fn();
    } finally {
      if (--active === 0) totals.ms += performance.now() - since;
    }
  };
  db.query = (sql, params) => {
    totals.queries++;
    return timed(() => query(sql, params));
  };
  db.tx = (fn) =>
    timed(() =>
      tx((q) =>
        fn({
          query: (sql, params) => {
            totals.queries++;
            return q.query(sql, params);
          },
        }),
      ),
    );
  return totals;
}

async function main() {
  const backend = await bootBackend({ demo: true, jwtSecret: SECRET });
  const call = async (method: string, path: string, token?: string, body?: unknown) => {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await backend.fetch(new Request(`http://backend${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
    return text;
  };
  const mobile = '09350001234';
  await call('POST', '/api/v1/user/login', undefined, { mobile });
  const { code } = JSON.parse(await call('GET', `/api/dev/otp?mobile=${mobile}`));
  const login = JSON.parse(await call('POST', '/api/v1/user/validate', undefined, { mobile, code }));
  const token: string = login.data.token.access_token;
  const customer: number = login.data.customer.id;
  const products = JSON.parse(await call('GET', '/api/v1/products?type=all&limit=100')).data.results;
  const product = (products.find((p: { limit: number | null }) => p.limit === null) ?? products[0]).id;
  const categories = JSON.parse(await call('GET', '/api/v1/categories')).data.results;
  const category = categories.find((c: { parent_id: number | null }) => c.parent_id === null).id;
  const item = { product_id: product, count: 1 };
  const cart = `/api/v1/app/customer/${customer}/cart`;

  const runs: [string, string, string, unknown?][] = [
    ['health', 'GET', '/api/health'],
    ['config', 'GET', '/api/v1/app/config'],
    ['product detail', 'GET', `/api/v1/app/product/${product}`],
    ['category products', 'GET', `/api/v1/products?type=category&category=${category}&page=1&limit=20`],
    ['search', 'POST', '/api/v1/products/search', { name: 'قهوه' }],
    ['fast search', 'POST', '/api/v1/products/search/fast', { name: 'قهوه' }],
    ['cart get', 'GET', cart],
    ['cart add', 'POST', `${cart}/add`, item],
    ['cart remove', 'POST', `${cart}/remove`, item],
    ['order price', 'POST', '/api/v1/order/price/', { products: [item], delivery: false }],
  ];
  const start = performance.now();
  for (let i = 0; i < N; i++) await verifyToken(new TextEncoder().encode(SECRET), token);
  const tokenMs = (performance.now() - start) / N;

  const totals = meter(backend.db);
  console.log(`${N} calls each, in a row, in process (no HTTP, no Next); ms per call`);
  console.log(['call'.padEnd(18), 'total', 'db', 'queries', 'JSON', 'rest'].map((s) => s.padStart(8)).join(''));
  for (const [name, method, path, body] of runs) {
    for (let i = 0; i < 20; i++) await call(method, path, token, body);
    totals.ms = 0;
    totals.queries = 0;
    let text = '';
    const t0 = performance.now();
    for (let i = 0; i < N; i++) text = await call(method, path, token, body);
    const total = (performance.now() - t0) / N;
    const parsed = JSON.parse(text);
    const j0 = performance.now();
    for (let i = 0; i < N; i++) JSON.stringify(parsed);
    const json = (performance.now() - j0) / N;
    const db = totals.ms / N;
    const cols = [total, db, totals.queries / N, json, total - db - json];
    console.log(name.padEnd(18) + cols.map((v) => v.toFixed(2).padStart(8)).join(''));
  }
  console.log(`token verification (jose HS256) alone: ${tokenMs.toFixed(3)} ms`);
  await backend.db.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
