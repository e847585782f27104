import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHarness, type Harness } from './test/harness';
import { buildWorld, fill, isOwned, keepSession, targets, validParams, type Actor, type Target, type World } from './test/fuzz/world';
import { FIELDS, HOSTILE_PARAMS, HOSTILE_VALUES, NO_PRIMITIVE, ODD_QUERIES, QUERY_KEYS, QUERY_VALUES, RAW_BODIES, SPOTS, sample, seeded, toJson, withValue } from './test/fuzz/inputs';
import { garbageCounts } from './test/fuzz/garbage';
import { watchSqlErrors } from './test/fuzz/sql-errors';

/**
 * The guide's rule for bad input, over every route the app serves (read from the app, so a new
 * route is covered without touching this file): hostile path parameters, bodies and query strings,
 * from nobody, a guest and a customer, always answer below 500, in the Persian envelope, with
 * nothing of the server's insides, and never from an error of PostgreSQL's; another customer's rows
 * are refused; nothing garbage is stored.
 * Cases are sampled with fixed seeds; FUZZ_SCALE=10 runs ten times as many for a deeper look.
 */

const SCALE = Math.max(1, Number(process.env.FUZZ_SCALE) || 1);
// Generous: the run takes about 40 s, but a machine busy with other work may take several times that.
const TIMEOUT = 300_000 * SCALE;

let h: Harness;
let w: World;
let guest: string;
let routes: Target[];
let stored: Record<string, number>;
let sqlErrors: string[];
const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

beforeAll(async () => {
  h = await startHarness({ guestsPerMinute: 1_000_000 });
  w = await buildWorld(h);
  guest = await h.guest();
  routes = targets(h.backend.routes);
  // Else a change in how routes are read would leave every loop below checking nothing.
  expect(routes.length).toBeGreaterThan(50);
  stored = await garbageCounts(h.backend.db);
  sqlErrors = watchSqlErrors(h.backend.db);
});
afterAll(async () => {
  // Backend test files share their worker's modules (vitest.config.ts): the next file logs again.
  logged.mockRestore();
  await h.backend.db.close();
});

/** The callers, read at each call (a's token is kept alive by keepSession, the guest's never expires). */
const CALLERS = [
  { who: 'nobody', token: (): string | undefined => undefined },
  { who: 'a guest', token: (): string | undefined => guest },
  { who: 'customer a', token: (): string | undefined => w.a.token },
];
const CUSTOMER = CALLERS[2];

interface Case {
  route: Target;
  path: string;
  caller: (typeof CALLERS)[number];
  /** JSON text; undefined sends no body. */
  body?: string;
  /** What the case spoils, for the report. */
  what: string;
}

// Pages and redirects of the payment provider and media files are not JSON; their errors are.
const NON_JSON = /\/payment\/(callback|sandbox)|\/media\//;
const NOT_ENVELOPE = new Set(['/api/health']);
const PERSIAN = /[\u0600-\u06ff]/;
const LEAKS = [/^\s+at \S/m, /\b\w*Error:/, /\b(SELECT|INSERT|UPDATE|DELETE)\b[^"]*\b(FROM|INTO|SET|WHERE)\b/, /syntax error|violates|relation "|column "|invalid input|out of range|duplicate key|pglite|postgres/i];

/** What is wrong with an answer, or null; `sqlError` is what the database refused while answering. */
function problem(route: string, status: number, type: string, text: string, sqlError?: string): string | null {
  if (status >= 500) return `answered ${status}`;
  if (sqlError) return `reached PostgreSQL, which refused it (${sqlError.slice(0, 80)})`;
  if (LEAKS.some((re) => re.test(text))) return 'leaks server internals';
  if (!type.includes('application/json')) return NON_JSON.test(route) && status < 400 ? null : `not JSON (${type})`;
  const body = JSON.parse(text);
  if (NOT_ENVELOPE.has(route) && status < 400) return null;
  if (typeof body?.success !== 'boolean' || !('data' in body) || typeof body.msg !== 'string' || body.code !== status) return 'not the envelope';
  if (status >= 400 && (body.success || body.data !== null || !PERSIAN.test(body.msg))) return 'error without the Persian message';
  return null;
}

/** Problems by route and kind, each with its first case, so one bug is one line of the report. */
const found = new Map<string, string>();

async function send(c: Case): Promise<number> {
  const token = c.caller.token();
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (c.body !== undefined) headers['content-type'] = 'application/json';
  const errorsBefore = sqlErrors.length;
  const res = await h.backend.fetch(new Request(`http://backend${c.path}`, { method: c.route.method, headers, body: c.body, redirect: 'manual' }));
  const text = await res.text();
  if (res.status < 400 && c.caller === CUSTOMER) await keepSession(h, w);
  const wrong = problem(c.route.path, res.status, res.headers.get('content-type') ?? '', text, sqlErrors[errorsBefore]);
  const key = `${c.route.method} ${c.route.path}: ${wrong}`;
  if (wrong && !found.has(key)) found.set(key, `${c.caller.who}, ${c.what.slice(0, 150)} → ${text.slice(0, 150)}`);
  return res.status;
}

/**
 * Fails with the problems found, the garbage stored and the server errors logged since the last
 * check: each test answers for its own cases, so none needs another to have run first.
 */
async function expectNoProblems() {
  const now = await garbageCounts(h.backend.db);
  for (const column of new Set([...Object.keys(stored), ...Object.keys(now)])) {
    if ((now[column] ?? 0) !== (stored[column] ?? 0)) found.set(`stored garbage in ${column}`, `${stored[column] ?? 0} → ${now[column] ?? 0} rows`);
  }
  stored = now;
  for (const args of logged.mock.calls.slice(0, 5)) found.set(`logged a server error: ${args.map(String).join(' ').slice(0, 300)}`, '');
  logged.mockClear();
  const report = [...found].map(([key, example]) => `${key}\n    ${example}`);
  found.clear();
  expect(report).toEqual([]);
}

let keys = 0;

/**
 * A body every route's checks pass (or refuse for a reason of their own), the base a case spoils
 * one field of: an order of goods, or a booking of the world's 14:00 turn.
 */
function plausible(o: Actor, booking: boolean): Record<string, unknown> {
  const turn = { date: w.turnDate, turn: '14:00' };
  const products = booking ? [{ product_id: w.reservable, count: 1, times: [turn] }] : [{ product_id: w.product, count: 1, toppings: [] }];
  return {
    name: 'قهوه', mobile: o.mobile, customer: o.mobile, first_name: 'علی', last_name: 'رضایی', nation_code: '0499370899',
    products, product_id: w.product, count: 1, ...(booking ? { ...turn, reserve_time: turn, booking_id: o.booking } : {}),
    properties: [{ name: 'رنگ', value: 'قرمز' }], price: { min: 0, max: 10_000_000 }, code: 'NOROOZ1405',
    title: 'خانه', address: 'خیابان آزمایش', number: '12', postal_code: '8134567890', lat: 35.7, lng: 51.4, address_id: o.address,
    comment: 'خوب بود', star: 5, description: 'توضیح آزمایشی', type: 1, delivery: false, payment_type: 'online',
    idempotency_key: `fuzz-key-${++keys}`, orderId: o.order, user: o.userId, payment_for: 'order',
    success_url: '/paid-order', fail_url: '/failed-payment', page: 1, limit: 10, year: 1405,
  };
}

function show(value: unknown): string {
  if (value === undefined) return 'none';
  if (typeof value === 'function') return `${value.name}(…)`;
  return typeof value === 'string' && value.length > 40 ? `${value.slice(0, 10)}…(${value.length})` : toJson(value);
}

describe('fuzz: every route answers bad input with a 4xx in the Persian envelope', () => {
  it('hostile path parameters', async () => {
    for (const route of routes) {
      for (const caller of CALLERS) {
        for (const param of route.params) {
          for (const value of HOSTILE_PARAMS) {
            const path = fill(route.path, { ...validParams(route, w, w.a), [param]: value });
            await send({ route, path, caller, body: route.method === 'GET' ? undefined : '{}', what: `:${param} = ${show(value)}` });
          }
        }
      }
      // A method the route does not serve is a 404 in the envelope.
      const path = fill(route.path, validParams(route, w, w.a));
      for (const method of ['PUT', 'PATCH', 'DELETE', route.method === 'GET' ? 'POST' : 'GET']) {
        await send({ route: { ...route, method }, path, caller: CUSTOMER, what: `method ${method}` });
      }
    }
    await expectNoProblems();
  }, TIMEOUT);

  it('hostile bodies: not objects, every field wrong, each field spoiled', async () => {
    const random = seeded(1405);
    for (const route of routes.filter((r) => r.method !== 'GET')) {
      const path = fill(route.path, validParams(route, w, w.a));
      for (const caller of CALLERS) {
        for (const body of RAW_BODIES) await send({ route, path, caller, body, what: `body ${show(body)}` });
        for (const value of sample(random, HOSTILE_VALUES.filter((v) => typeof v !== 'function'), 6 * SCALE)) {
          await send({ route, path, caller, body: toJson(Object.fromEntries(FIELDS.map((f) => [f, value]))), what: `every field = ${show(value)}` });
        }
        // The customer, whom most routes serve, meets every field spoiled by each NO_PRIMITIVE value and one
        // other; nobody and the guest, whom most routes turn away at once, 30 fields spoiled once.
        for (const spot of caller === CUSTOMER ? SPOTS : sample(random, SPOTS, 30 * SCALE)) {
          const values = sample(random, HOSTILE_VALUES, SCALE);
          for (const value of caller === CUSTOMER ? [...NO_PRIMITIVE, ...values] : values) {
            const body = toJson(withValue(plausible(w.a, random() < 0.5), spot, value));
            await send({ route, path, caller, body, what: `${spot} = ${show(value)}` });
          }
        }
      }
    }
    await expectNoProblems();
  }, TIMEOUT);

  it('odd query strings', async () => {
    const random = seeded(1971);
    const query = (key: string, value: string) => `?${key}=${value.startsWith('%') ? value : encodeURIComponent(value)}`;
    const unprintable = NO_PRIMITIVE.map((v) => JSON.stringify(v));
    for (const route of routes) {
      const path = fill(route.path, validParams(route, w, w.a));
      for (const caller of CALLERS) {
        // The customer meets every key with each NO_PRIMITIVE value and one other, the others ten keys with one.
        const valuesFor = () => [...(caller === CUSTOMER ? unprintable : []), ...sample(random, QUERY_VALUES, SCALE)];
        const keys = caller === CUSTOMER ? QUERY_KEYS : sample(random, QUERY_KEYS, 10);
        const queries = [...ODD_QUERIES, ...keys.flatMap((k) => valuesFor().map((v) => query(k, v)))];
        for (const q of queries) {
          const body = route.method === 'GET' ? undefined : toJson(plausible(w.a, random() < 0.5));
          await send({ route, path: path + q, caller, body, what: `query ${q.slice(0, 60)}` });
        }
      }
    }
    await expectNoProblems();
  }, TIMEOUT);

  it("another customer's rows are refused, to a guest and to nobody too", async () => {
    const owned = routes.filter(isOwned);
    expect(owned.length).toBeGreaterThan(10);
    for (const route of owned) {
      const path = fill(route.path, validParams(route, w, w.b));
      for (const caller of CALLERS) {
        const body = route.method === 'GET' ? undefined : toJson(plausible(w.b, false));
        const status = await send({ route, path, caller, body, what: "customer b's ids" });
        if (status < 400) found.set(`${route.method} ${route.path}: ${caller.who} reached customer b's row`, `answered ${status}`);
      }
    }
    await expectNoProblems();
  }, TIMEOUT);

  it('without a payment provider, starting a payment answers the documented 503', async () => {
    const none = await startHarness({ payment: { provider: 'none' } });
    try {
      const me = await none.login('09120001003');
      const submit = await none.call('POST', '/api/v1/order/submit', {
        token: me.token,
        body: { products: [{ product_id: w.product, count: 1 }], payment_type: 'online', idempotency_key: 'fuzz-no-gateway' },
      });
      const urls = { success_url: '/paid-order', fail_url: '/failed-payment' };
      const starts = [
        await none.call('POST', `/api/v1/order/${submit.body.data.order_id}/payment/create`, { token: me.token, body: urls }),
        await none.call('POST', '/api/v1/payment/create', { token: me.token, body: { ...urls, payment_for: 'buy_customer_credit', price: 50_000 } }),
      ];
      for (const res of starts) expect(res).toMatchObject({ status: 503, body: { success: false, data: null, code: 503, msg: expect.stringMatching(PERSIAN) } });
      // The sandbox's pages are not served, and a return with an authority the shop never issued lands on the failure page.
      expect((await none.call('GET', `/api/v1/payment/sandbox/${w.a.authority}`)).status).toBe(404);
      const landing = await none.raw('GET', `/api/v1/payment/callback?Authority=${w.a.authority}&Status=OK`);
      expect([landing.status, landing.headers.get('location')]).toEqual([303, '/failed-payment']);
    } finally {
      await none.backend.db.close();
    }
    expect(logged.mock.calls.map((args) => args.map(String).join(' ').slice(0, 300)).slice(0, 5)).toEqual([]);
  }, TIMEOUT);
});
