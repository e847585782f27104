import { Hono } from 'hono';
import type { Env } from '../../context';
import type { Queryable } from '../../db/client';
import { HttpError, messages, ok } from '../../http';
import { readBody } from '../../lib/validate';
import { cartMessages } from './messages';
import { MAX_CART_LINES, MAX_PER_PRODUCT, lineKey, parseFlag, parseItems, parseMergeId, type ItemInput } from './parse';
import {
  addToLine,
  cartView,
  effectiveLimit,
  indexLines,
  loadLines,
  loadProductRules,
  lockCart,
  goodsRuleFor,
  setLine,
  toppingsBelong,
  type CartView,
  type Capped,
} from './store';

/** POST …/cart/update: absolute counts, or (merge: true) the guest cart added after login. */
export const cartUpdateRoutes = new Hono<Env>();

cartUpdateRoutes.post('/app/customer/:id/cart/update', async (c) => {
  const customerId = c.var.auth.customerId!;
  const body = await readBody(c);
  const merge = parseFlag(body.merge, messages.badRequest) ?? false;
  const items = parseItems(body.products, { min: 0, max: MAX_PER_PRODUCT }, { allowEmpty: true });
  const db = c.var.deps.db;
  if (merge) {
    const mergeId = parseMergeId(body.merge_id);
    const cart = await db.tx((q) => mergeCart(q, customerId, mergeId, items));
    return ok(c, cart, cart.capped.length > 0 ? cartMessages.mergedCapped : cartMessages.merged);
  }
  const cart = await db.tx((q) => setCounts(q, customerId, items));
  return ok(c, cart, cartMessages.updated);
});

/** Sets each listed line to its count (0 deletes); refuses a product going above its limit. */
async function setCounts(q: Queryable, customerId: number, items: ItemInput[]): Promise<CartView> {
  await lockCart(q, customerId);
  const seen = new Set<string>();
  for (const item of items) {
    const key = lineKey(item.product_id, item.toppings);
    if (seen.has(key)) throw new HttpError(400, cartMessages.duplicateLine);
    seen.add(key);
  }
  const rules = await loadProductRules(q, items.map((i) => i.product_id));
  const { byKey, totals } = indexLines(await loadLines(q, customerId));

  const next = new Map(totals);
  let lines = byKey.size;
  for (const item of items) {
    // Setting an unknown line to 0 is a no-op (a deleted product takes its lines with it).
    if (item.count > 0) goodsRuleFor(rules, item);
    const old = byKey.get(lineKey(item.product_id, item.toppings))?.count ?? 0;
    next.set(item.product_id, (next.get(item.product_id) ?? 0) - old + item.count);
    if (old === 0 && item.count > 0) lines++;
    if (old > 0 && item.count === 0) lines--;
  }
  for (const [productId, total] of next) {
    const before = totals.get(productId) ?? 0;
    // Only an increase is checked, so a cart above a since-lowered limit can always be reduced.
    if (total <= before) continue;
    const rule = rules.get(productId)!;
    if (rule.stock_limit === 0) throw new HttpError(400, cartMessages.soldOutNamed(rule.name));
    const limit = effectiveLimit(rule.stock_limit);
    if (total > limit) throw new HttpError(400, cartMessages.limitNamed(limit, rule.name));
  }
  if (lines > MAX_CART_LINES && lines > byKey.size) throw new HttpError(400, cartMessages.cartFull);

  for (const item of items) await setLine(q, customerId, item.product_id, item.toppings, item.count);
  return cartView(q, customerId);
}

/** The guest cart's lines by key: the same line twice is one line with the counts summed. */
function guestLines(items: ItemInput[]): Map<string, ItemInput> {
  const wanted = new Map<string, ItemInput>();
  for (const item of items) {
    const key = lineKey(item.product_id, item.toppings);
    const prev = wanted.get(key);
    if (prev) prev.count += item.count;
    else wanted.set(key, { ...item, toppings: [...item.toppings] });
  }
  return wanted;
}

/** Each line's count, by key: what a merge id has added so far. */
type MergedLines = Record<string, number>;

function countsOf(wanted: Map<string, ItemInput>): MergedLines {
  return Object.fromEntries([...wanted].map(([key, item]) => [key, item.count]));
}

/** What `wanted` holds beyond what the merge id already added (a line added, or a count raised since). */
function beyond(wanted: Map<string, ItemInput>, merged: MergedLines): Map<string, ItemInput> {
  const more = new Map<string, ItemInput>();
  for (const [key, item] of wanted) {
    const extra = item.count - (merged[key] ?? 0);
    if (extra > 0) more.set(key, { ...item, count: extra });
  }
  return more;
}

/** Merge ids kept per customer (mergeCart). */
export const MERGES_KEPT = 20;

/**
 * Adds the guest cart to the server cart, once per merge id: each line's count is added to what
 * the server already holds, capped by the product's limit; what could not be added is reported,
 * never refused. A repeated merge id adds only what its cart holds beyond what that id added
 * before (nothing for a retry, which answers with the first merge's report): a guest cart that
 * grew in another tab before the merge got through loses nothing and doubles nothing.
 */
async function mergeCart(q: Queryable, customerId: number, mergeId: string, items: ItemInput[]): Promise<CartView> {
  await lockCart(q, customerId);
  const wanted = guestLines(items);
  const claimed = await q.query(
    'INSERT INTO cart_merges (customer_id, merge_id, lines) VALUES ($1, $2, $3::jsonb) ON CONFLICT DO NOTHING RETURNING merge_id',
    [customerId, mergeId, JSON.stringify(countsOf(wanted))],
  );
  // A merge id is retried around its login, not weeks later: only the newest are kept, so fresh
  // ids cannot grow the table without bound.
  if (claimed.length) {
    await q.query(
      `DELETE FROM cart_merges WHERE customer_id = $1 AND merge_id <> $3 AND merge_id NOT IN (
         SELECT merge_id FROM cart_merges WHERE customer_id = $1 ORDER BY created_at DESC, merge_id LIMIT $2)`,
      [customerId, MERGES_KEPT, mergeId],
    );
  }
  let adding = wanted;
  let merged = countsOf(wanted);
  let reported: Capped[] = [];
  if (claimed.length === 0) {
    const [done] = await q.query<{ capped: Capped[]; lines: MergedLines | null }>(
      'SELECT capped, lines FROM cart_merges WHERE customer_id = $1 AND merge_id = $2',
      [customerId, mergeId],
    );
    // A merge recorded before `lines` existed has none: answered as it was.
    adding = done?.lines ? beyond(wanted, done.lines) : new Map();
    if (adding.size === 0) return cartView(q, customerId, done?.capped ?? []);
    merged = { ...done!.lines };
    for (const [key, item] of wanted) merged[key] = Math.max(merged[key] ?? 0, item.count);
    reported = done!.capped ?? [];
  }
  const added = await addLines(q, customerId, adding);
  // The id's whole report: a later retry answers what every merge under it could not add.
  const addedKeys = new Set(added.map((c) => lineKey(c.product_id, c.toppings)));
  const capped = [...reported.filter((c) => !addedKeys.has(lineKey(c.product_id, c.toppings))), ...added];
  await q.query('UPDATE cart_merges SET capped = $3::jsonb, lines = $4::jsonb WHERE customer_id = $1 AND merge_id = $2', [
    customerId,
    mergeId,
    JSON.stringify(capped),
    JSON.stringify(merged),
  ]);
  return cartView(q, customerId, capped);
}

/** Adds each line's count to the server cart, capped by the product's limit; returns what was capped. */
async function addLines(q: Queryable, customerId: number, wanted: Map<string, ItemInput>): Promise<Capped[]> {
  const items = [...wanted.values()];
  const rules = await loadProductRules(q, items.map((i) => i.product_id));
  const { byKey, totals } = indexLines(await loadLines(q, customerId));
  let lines = byKey.size;
  const capped: Capped[] = [];
  for (const [key, item] of wanted) {
    if (item.count === 0) continue;
    const held = byKey.get(key)?.count ?? 0;
    const report = (allowed: number, reason: Capped['reason']) =>
      capped.push({ product_id: item.product_id, toppings: item.toppings, requested: held + item.count, allowed, reason });

    const rule = rules.get(item.product_id);
    // A pack is not a product a cart can hold (its items are): as good as unknown here.
    if (!rule || rule.is_pack || !toppingsBelong(rule, item.toppings)) {
      report(held, 'not_found');
      continue;
    }
    if (rule.reservable) {
      report(held, 'reservable');
      continue;
    }
    if (rule.stock_limit === 0) {
      report(held, 'sold_out');
      continue;
    }
    if (held === 0 && lines >= MAX_CART_LINES) {
      report(0, 'cart_full');
      continue;
    }
    const total = totals.get(item.product_id) ?? 0;
    const room = Math.max(0, effectiveLimit(rule.stock_limit) - total);
    const add = Math.min(item.count, room);
    if (add < item.count) report(held + add, 'limit');
    if (add === 0) continue;
    await addToLine(q, customerId, item.product_id, item.toppings, add);
    totals.set(item.product_id, total + add);
    if (held === 0) lines++;
  }
  return capped;
}
