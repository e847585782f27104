/**
 * What the fuzz test (backend/fuzz.test.ts) calls: the app's own routes, and a small world of
 * real rows (two customers with an address, an order, a payment and a booking each) whose ids fill the
 * parameters a case does not spoil, so the hostile value reaches the check behind them.
 */
import type { Harness } from '../harness';
import { insertZone, addAddress } from '../../routes/checkout/fixtures';
import { addDatedTurn, daysAhead } from '../../reservations/test-fixtures';
import { demoQrId } from '../../seed/qr-codes';

export interface Actor {
  token: string;
  customerId: number;
  userId: number;
  mobile: string;
  address: number;
  order: number;
  payment: number;
  authority: string;
  /** A confirmed booking at 10:00 on the world's turn date. */
  booking: number;
}

export interface World {
  a: Actor;
  /** Another customer, whose ids customer a must never reach. */
  b: Actor;
  product: number;
  reservable: number;
  /** A day with turns of `reservable` at 10:00 and 14:00, Gregorian YYYY-MM-DD. */
  turnDate: string;
  comment: number;
  story: number;
  poster: number;
  owner: number;
  qr: string;
}

export interface Target {
  method: string;
  path: string;
  params: string[];
}

// A parameter, with its optional {pattern} (one level of nested braces, as in {[0-9a-f]{32}\.webp}).
const PARAM = /:(\w+)(\{(?:[^{}]|\{[^{}]*\})*\})?/g;

/**
 * Every concrete route of the app (middleware entries and wildcards are not routes), once per
 * path ('/x' and '/x/' are one route), without the demo-only /api/dev tools.
 */
export function targets(routes: Harness['backend']['routes']): Target[] {
  const seen = new Map<string, Target>();
  for (const { method, path } of routes) {
    if (method === 'ALL' || path.includes('*') || path.startsWith('/api/dev')) continue;
    const trimmed = path.length > 1 ? path.replace(/\/$/, '') : path;
    const params = [...trimmed.matchAll(PARAM)].map((m) => m[1]);
    seen.set(`${method} ${trimmed}`, { method, path: trimmed, params });
  }
  return [...seen.values()];
}

/** The path with each parameter's value, URL-encoded. */
export function fill(path: string, values: Record<string, string>): string {
  return path.replace(PARAM, (_, name: string) => encodeURIComponent(values[name]));
}

interface Rule {
  at: RegExp;
  param: string;
  value: (w: World, owner: Actor) => string | number;
  /** Names a row of `owner`: another customer's must be refused (4xx). */
  owned?: boolean;
}

const RULES: Rule[] = [
  // The report route's first parameter is the reporting user's id (spec), not a product's.
  { at: /\/comments\/:commentId\/report$/, param: 'id', value: (_, o) => o.userId, owned: true },
  { at: /./, param: 'commentId', value: (w) => w.comment },
  { at: /\/customers?\/:id\b/, param: 'id', value: (_, o) => o.customerId, owned: true },
  { at: /\/products\/:id\/reservation/, param: 'id', value: (w) => w.reservable },
  { at: /\/product\/:id\b/, param: 'id', value: (w) => w.product },
  { at: /\/stories\/:id\b/, param: 'id', value: (w) => w.story },
  { at: /\/poster\/:id\b/, param: 'id', value: (w) => w.poster },
  { at: /\/user\/:id\/owner_details/, param: 'id', value: (w) => w.owner },
  { at: /\/qrcode\/:id\b/, param: 'id', value: (w) => w.qr },
  { at: /./, param: 'addressId', value: (_, o) => o.address, owned: true },
  { at: /./, param: 'orderId', value: (_, o) => o.order, owned: true },
  { at: /./, param: 'ref', value: (_, o) => o.payment, owned: true },
  { at: /./, param: 'authority', value: (_, o) => o.authority },
  { at: /./, param: 'key', value: () => `${'0'.repeat(32)}.webp` },
];

const ruleFor = (t: Target, param: string) => RULES.find((r) => r.param === param && r.at.test(t.path));

/** A valid value for each parameter of `t`, from `owner`'s rows where a row is the owner's ('1' for one no rule knows). */
export function validParams(t: Target, w: World, owner: Actor): Record<string, string> {
  return Object.fromEntries(t.params.map((p) => [p, String(ruleFor(t, p)?.value(w, owner) ?? '1')]));
}

/** Whether `t` names a row of one customer, so that another customer's ids must be refused. */
export const isOwned = (t: Target) => t.params.some((p) => ruleFor(t, p)?.owned);

async function one<T>(h: Harness, sql: string, params: unknown[] = []): Promise<T> {
  const [row] = await h.backend.db.query<{ v: T }>(sql, params);
  if (!row) throw new Error(`fuzz world: nothing for ${sql}`);
  return row.v;
}

async function actor(h: Harness, mobile: string, w: Omit<World, 'a' | 'b'>, zone: { lat: number; lng: number }): Promise<Actor> {
  const me = await h.login(mobile);
  await h.setCredit(me.customerId, 10_000_000);
  const address = await addAddress(h, me, zone);
  const submit = async (body: Record<string, unknown>, query = '') => {
    const res = await h.call('POST', `/api/v1/order/submit${query}`, { token: me.token, body: { idempotency_key: `fuzz-${mobile}-${query.length}`, ...body } });
    if (res.status !== 201) throw new Error(`fuzz world: order refused: ${JSON.stringify(res.body)}`);
    return res.body.data.order_id as number;
  };
  const order = await submit({ products: [{ product_id: w.product, count: 1 }], delivery: false, payment_type: 'online' });
  const times = [{ date: w.turnDate, turn: '10:00' }];
  const booked = await submit({ products: [{ product_id: w.reservable, count: 1, times }], customer: mobile, payment_type: 'credit' }, `?reserve_date=${w.turnDate}`);
  const urls = { success_url: '/paid-order', fail_url: '/failed-payment' };
  const pay = await h.call('POST', `/api/v1/order/${order}/payment/create`, { token: me.token, body: urls });
  if (!pay.body?.data?.authority) throw new Error(`fuzz world: no payment: ${JSON.stringify(pay.body)}`);
  const booking = await one<number>(h, `SELECT id AS v FROM reservation_bookings WHERE order_id = $1 AND status = 'confirmed'`, [booked]);
  return { ...me, mobile, address, order, payment: pay.body.data.payment_id, authority: pay.body.data.authority, booking };
}

export async function buildWorld(h: Harness): Promise<World> {
  const db = h.backend.db;
  const reservable = await one<number>(h, 'SELECT id AS v FROM products WHERE reservable ORDER BY id LIMIT 1');
  const turnDate = daysAhead(40);
  for (const [start, end] of [['10:00', '12:00'], ['14:00', '16:00']]) await addDatedTurn(db, reservable, turnDate, start, end, 1000);
  const shared = {
    product: await one<number>(h, `SELECT id AS v FROM products WHERE slug = 'cafe-latte'`),
    reservable,
    turnDate,
    comment: await one<number>(h, 'SELECT id AS v FROM comments WHERE NOT hidden ORDER BY id LIMIT 1'),
    story: await one<number>(h, 'SELECT id AS v FROM stories ORDER BY id LIMIT 1'),
    poster: await one<number>(h, 'SELECT id AS v FROM posters WHERE active ORDER BY id LIMIT 1'),
    owner: await one<number>(h, 'SELECT id AS v FROM product_owners WHERE active ORDER BY id LIMIT 1'),
    qr: (await demoQrId(db)) ?? 'none',
  };
  const zone = await insertZone(h, 10_000);
  return { ...shared, a: await actor(h, '09120001001', shared, zone), b: await actor(h, '09120001002', shared, zone) };
}

/**
 * Cases log customer a out, or log in again over its session: its sessions are made live again,
 * so the cases after them still act as a (the OTP limits would stop logging in that often).
 */
export async function keepSession(h: Harness, w: World): Promise<void> {
  await h.backend.db.query('UPDATE sessions SET revoked_at = NULL WHERE user_id = $1', [w.a.userId]);
}
