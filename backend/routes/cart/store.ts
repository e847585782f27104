import type { Queryable } from '../../db/client';
import { HttpError, messages } from '../../http';
import { loadProductSummaries } from '../../lib/product-view';
import type { ProductSummary } from '../../../common/contract/catalog';
import { priceLine } from '../../lib/pricing';
import { cartMessages } from './messages';
import { MAX_PER_PRODUCT, lineKey, type ItemInput } from './parse';

export interface ToppingRow {
  id: number;
  product_id: number;
  name: string;
  price: number;
}

/** What the cart rules need to know about a product. */
export interface ProductRule {
  id: number;
  name: string;
  /** null = unlimited, 0 = sold out, N = at most N in one cart. */
  stock_limit: number | null;
  /** Booked for a turn through a reservation, never bought as goods. */
  reservable: boolean;
  /** A pack is never a line: its package add puts its items in the cart (catalog-products.ts). */
  is_pack: boolean;
  toppings: Map<number, ToppingRow>;
}

export interface LineRow {
  id: number;
  product_id: number;
  topping_ids: number[];
  count: number;
}

export type CapReason = 'sold_out' | 'not_found' | 'limit' | 'cart_full' | 'reservable';

/** A line that ended up with fewer than asked: `requested` is what it would have held, `allowed` what it holds. */
export interface Capped {
  product_id: number;
  toppings: number[];
  requested: number;
  allowed: number;
  reason: CapReason;
}

/** The most of a product one cart may hold. */
export function effectiveLimit(stockLimit: number | null): number {
  return stockLimit === null ? MAX_PER_PRODUCT : Math.min(stockLimit, MAX_PER_PRODUCT);
}

export async function loadProductRules(q: Queryable, ids: number[]): Promise<Map<number, ProductRule>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const products = await q.query<{ id: number; name: string; stock_limit: number | null; reservable: boolean; is_pack: boolean }>(
    'SELECT id, name, stock_limit, reservable, is_pack FROM products WHERE id = ANY($1::int[])',
    [unique],
  );
  const toppings = await q.query<ToppingRow>(
    'SELECT id, product_id, name, price FROM product_toppings WHERE product_id = ANY($1::int[])',
    [unique],
  );
  const rules = new Map<number, ProductRule>(
    products.map((p) => [
      p.id,
      {
        id: p.id,
        name: p.name,
        stock_limit: p.stock_limit === null ? null : Number(p.stock_limit),
        reservable: p.reservable,
        is_pack: p.is_pack,
        toppings: new Map(),
      },
    ]),
  );
  for (const t of toppings) rules.get(t.product_id)?.toppings.set(t.id, { ...t, price: Number(t.price) });
  return rules;
}

export function toppingsBelong(rule: ProductRule, ids: readonly number[]): boolean {
  return ids.every((id) => rule.toppings.has(id));
}

/** The product of an item, or 404; its toppings must be the product's own, or 400. */
export function ruleFor(rules: Map<number, ProductRule>, item: ItemInput): ProductRule {
  const rule = rules.get(item.product_id);
  if (!rule) throw new HttpError(404, cartMessages.productNotFound);
  if (!toppingsBelong(rule, item.toppings)) throw new HttpError(400, cartMessages.badTopping);
  return rule;
}

/**
 * ruleFor, for the cart and goods orders: a reservable product is booked for a turn instead, and
 * a pack's items are added instead of the pack, whose own stored price nobody pays (400).
 */
export function goodsRuleFor(rules: Map<number, ProductRule>, item: ItemInput): ProductRule {
  const rule = ruleFor(rules, item);
  if (rule.reservable) throw new HttpError(400, cartMessages.needsTurn(rule.name));
  if (rule.is_pack) throw new HttpError(400, cartMessages.packNotLine(rule.name));
  return rule;
}

/**
 * Serialises every change to one customer's cart: the customer row is locked until the
 * transaction ends, so two concurrent adds see each other's lines and cannot pass a limit together.
 * (NO KEY UPDATE does not block foreign-key checks of other tables against the customer.)
 */
export async function lockCart(q: Queryable, customerId: number): Promise<void> {
  const rows = await q.query('SELECT id FROM customers WHERE id = $1 FOR NO KEY UPDATE', [customerId]);
  if (rows.length === 0) throw new HttpError(404, messages.notFound);
}

export async function loadLines(q: Queryable, customerId: number): Promise<LineRow[]> {
  const rows = await q.query<LineRow>(
    'SELECT id, product_id, topping_ids, count FROM cart_lines WHERE customer_id = $1 ORDER BY id',
    [customerId],
  );
  return rows.map((r) => ({ ...r, topping_ids: (r.topping_ids ?? []).map(Number), count: Number(r.count) }));
}

/** Lines by their key (product + toppings) and per-product totals. */
export function indexLines(lines: LineRow[]) {
  const byKey = new Map<string, LineRow>();
  const totals = new Map<number, number>();
  for (const line of lines) {
    byKey.set(lineKey(line.product_id, line.topping_ids), line);
    totals.set(line.product_id, (totals.get(line.product_id) ?? 0) + line.count);
  }
  return { byKey, totals };
}

/** Adds `delta` to a line, creating it when missing. */
export async function addToLine(q: Queryable, customerId: number, productId: number, toppings: number[], delta: number): Promise<void> {
  await q.query(
    `INSERT INTO cart_lines (customer_id, product_id, topping_ids, count) VALUES ($1, $2, $3::int[], $4)
     ON CONFLICT (customer_id, product_id, topping_ids)
     DO UPDATE SET count = cart_lines.count + EXCLUDED.count, updated_at = now()`,
    [customerId, productId, toppings, delta],
  );
}

/** Sets a line's count; 0 deletes it. */
export async function setLine(q: Queryable, customerId: number, productId: number, toppings: number[], count: number): Promise<void> {
  if (count === 0) {
    await q.query('DELETE FROM cart_lines WHERE customer_id = $1 AND product_id = $2 AND topping_ids = $3::int[]', [
      customerId,
      productId,
      toppings,
    ]);
    return;
  }
  await q.query(
    `INSERT INTO cart_lines (customer_id, product_id, topping_ids, count) VALUES ($1, $2, $3::int[], $4)
     ON CONFLICT (customer_id, product_id, topping_ids)
     DO UPDATE SET count = EXCLUDED.count, updated_at = now()`,
    [customerId, productId, toppings, count],
  );
}

export interface ToppingView {
  id: number;
  name: string;
  price: number;
  count: 1;
}

export interface CartLineView {
  id: number;
  product_id: number;
  count: number;
  toppings: ToppingView[];
  product: ProductSummary;
  unit_price: number;
  line_price: number;
}

export interface CartView {
  items: CartLineView[];
  count: number;
  capped: Capped[];
}

/** Toppings by id, for rendering lines (only those that still belong to the line's product). */
async function loadToppings(q: Queryable, ids: number[]): Promise<Map<number, ToppingRow>> {
  if (ids.length === 0) return new Map();
  const rows = await q.query<ToppingRow>('SELECT id, product_id, name, price FROM product_toppings WHERE id = ANY($1::int[])', [
    [...new Set(ids)],
  ]);
  return new Map(rows.map((r) => [r.id, { ...r, price: Number(r.price) }]));
}

export function toppingViews(ids: readonly number[], productId: number, toppings: Map<number, ToppingRow>): ToppingView[] {
  const views: ToppingView[] = [];
  for (const id of ids) {
    const t = toppings.get(id);
    if (t && t.product_id === productId) views.push({ id: t.id, name: t.name, price: t.price, count: 1 });
  }
  return views;
}

/** The customer's cart as the API returns it. */
export async function cartView(q: Queryable, customerId: number, capped: Capped[] = []): Promise<CartView> {
  const lines = await loadLines(q, customerId);
  const products = await loadProductSummaries(q, [...new Set(lines.map((l) => l.product_id))]);
  const toppings = await loadToppings(q, lines.flatMap((l) => l.topping_ids));
  const items: CartLineView[] = [];
  for (const line of lines) {
    const product = products.get(line.product_id);
    if (!product) continue;
    const chosen = toppingViews(line.topping_ids, line.product_id, toppings);
    const price = priceLine({
      price: product.price,
      final_price: product.final_price,
      topping_prices: chosen.map((t) => t.price),
      count: line.count,
    });
    items.push({
      id: line.id,
      product_id: line.product_id,
      count: line.count,
      toppings: chosen,
      product,
      unit_price: price.unit_price,
      line_price: price.line_price,
    });
  }
  return { items, count: items.reduce((sum, i) => sum + i.count, 0), capped };
}
