/** The hostile inputs of the fuzz test (backend/fuzz.test.ts) and the seeded sampling over them. */

/** A seeded pseudo-random source (mulberry32): the same cases every run, so a failure reproduces. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** n items of `list` drawn without repeats (all of it when shorter). */
export function sample<T>(random: () => number, list: readonly T[], n: number): T[] {
  if (list.length <= n) return [...list];
  const pool = [...list];
  const out: T[] = [];
  while (out.length < n) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
  return out;
}

/** Path parameter values: not ids, overflowing ids, NUL, Persian digits, a very long segment. */
export const HOSTILE_PARAMS = ['0', '-1', '1.5', '99999999999999999999', '2147483648', 'abc', '\u0000', 'x'.repeat(5000), '۱۲', '1e3', ' 1', "1'--"];

// JSON.stringify cannot write ±Infinity: these stand for the literals 1e309 / -1e309 in the text.
const INF = '\u0001+inf';
const NEG_INF = '\u0001-inf';

/**
 * JSON that no String(), Number(), `${}` or < can turn into a primitive (they throw a TypeError):
 * every spoiled field and query key meets these, the rest are sampled.
 */
export const NO_PRIMITIVE: unknown[] = JSON.parse('[{"toString":1}, [{"toString":1}]]');

/** Stands for 3,000 copies of the spoiled value (of its first item, for a list): lists no route bounds. */
function many(current: unknown): unknown[] {
  return Array(3000).fill(Array.isArray(current) ? current[0] : current);
}

/** Body field values of every wrong kind (a function makes the value from the one it replaces). */
export const HOSTILE_VALUES: unknown[] = [
  ...JSON.parse('[{"__proto__":{"toString":1}}, {"length":1e10}, {"constructor":1}]'),
  null, [], {}, true, -1, 0, 1.5, -0.5, 1e20, 2147483648, -2147483649, 9007199254740993, INF, NEG_INF,
  'NaN', 'Infinity', '1e3', '0x10', '-0', '', ' ', '۱۲', "1'--", '99999999999999999999', '\u202e', '😀', '\ud800', 'x\udc00', 'a\u0007b', '\u001b[31m', '\u0090',
  '<script>', '1405-13-40', '25:99', 'x'.repeat(100_000), [[[[[1]]]]], [{}], [null], { '': 1 }, many,
];

/** JSON text of a body, with the Infinity stand-ins written as number literals. */
export function toJson(body: unknown): string {
  return JSON.stringify(body).replaceAll(`"${INF}"`, '1e309').replaceAll(`"${NEG_INF}"`, '-1e309');
}

/** Whole bodies that are no JSON object at all (undefined: no body). */
export const RAW_BODIES: (string | undefined)[] = [undefined, '', '{', '{"a":1}x', '[]', 'null', '"str"', '1e309', 'true', '{}', '[{"product_id":1}]'];

/**
 * Field names the routes read (from their parsers) plus the usual suspects; a body gives every one
 * a plausible value (fuzz.test.ts) and a case then spoils one of them, so the check behind it runs.
 */
export const FIELDS = [
  'name', 'mobile', 'code', 'products', 'count', 'product_id', 'price', 'coupon', 'address', 'address_id', 'lat', 'lng',
  'date', 'turn', 'slot_id', 'reserve_time', 'reserve_time_id', 'times', 'comment', 'star', 'first_name', 'last_name',
  'nation_code', 'birthday', 'gender', 'email', 'description', 'payment_type', 'amount', 'type', 'title', 'number',
  'postal_code', 'location', 'delivery', 'toppings', 'topping_ids', 'properties', 'category', 'sort', 'page', 'limit',
  'customer', 'customer_id', 'user', 'user_id', 'orderId', 'order_id', 'payment_for', 'success_url', 'fail_url',
  'idempotency_key', 'expected_price', 'from_cart', 'confirmation', 'msg', 'submitted_for', 'use_coupon', 'year',
  'month', 'day', 'status', 'token', 'endpoint', 'old_endpoint', 'subscription', 'story_id', 'booking_id', 'merge',
  'split', 'reservable', 'id', 'items', 'authority', 'send_submit_notification', 'is_exist', 'discounted', 'gift',
];

/** Where a case may spoil a value: every field, and the fields of the usual nested shapes. */
export const SPOTS = [
  ...FIELDS,
  ...['product_id', 'id', 'count', 'toppings', 'times', 'reservable', 'reserve_time'].map((k) => `products.0.${k}`),
  ...['date', 'turn', 'end_time', 'reserve_time_id', 'customer'].map((k) => `products.0.times.0.${k}`),
  ...['date', 'turn', 'reserve_time_id', 'mobile', 'first_name', 'last_name', 'nation_code'].map((k) => `reserve_time.${k}`),
  ...['properties.0.name', 'properties.0.value', 'price.min', 'price.max', 'subscription.endpoint', 'subscription.keys'],
  ...['toppings.0.id', 'toppings.0.count'],
];

/** A deep copy of `body` with the value at `path` (dot-separated, numeric parts index arrays) replaced. */
export function withValue(body: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let at: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) {
    if (!at[key] || typeof at[key] !== 'object') at[key] = {};
    at = at[key] as Record<string, unknown>;
  }
  const last = keys[keys.length - 1];
  at[last] = typeof value === 'function' ? value(at[last]) : value;
  return copy;
}

/** Query values: the path's, and JSON ones (`ordering` is JSON). */
export const QUERY_VALUES = [...HOSTILE_PARAMS, '-1', '99999', '%00', '%ff', '{}', '[]', 'null', '{"id":"asc","x":1}', '["-id",1]'];

/** Query keys the routes read, and whole odd query strings. */
export const QUERY_KEYS = [
  'page', 'limit', 'sort', 'ordering', 'category', 'customer', 'double', 'month', 'year', 'parent', 'prd_id', 'remain',
  'reserve_date', 'reservDate', 'reserve_time', 'status', 'type', 'name', 'Authority', 'authority', 'Status', 'mobile', 'call',
];
export const ODD_QUERIES = ['?page=-1&limit=99999&sort=%00', '?page=-1&limit=99999&sort=x', '?page=1&page=2&limit=', '?%ff=1', '?page=%ff', '?a[b]=1&a=2'];
