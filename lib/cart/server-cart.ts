import type { CartData, CartLine, CartTopping } from '../api/cart';
import type { ProductSummary, Topping } from '../api/product-types';
import { lineKey, linesCount, normalizeToppings, unitPrice, type LineRef } from './line';

/**
 * Optimistic versions of the server cart's changes: what the cart will look like once the
 * server has applied them. Pure; the server's answer (or a re-fetch) replaces them.
 */

export type ServerCartOp =
  | { type: 'add'; product: ProductSummary; toppings: readonly (Topping | CartTopping)[]; count: number }
  /** The spec's remove: a line above `count` is lowered by it, otherwise it goes. */
  | { type: 'remove'; line: LineRef; count: number }
  /** Absolute count; 0 deletes. */
  | { type: 'set'; line: LineRef; count: number }
  /** Empties the cart; `lines` are the lines the request sets to 0. */
  | { type: 'clear'; lines?: readonly LineRef[] };

export const emptyCart: CartData = { items: [], count: 0, capped: [] };

let tempId = 0;

function withCount(line: CartLine, count: number): CartLine {
  return { ...line, count, line_price: line.unit_price * count };
}

function finish(cart: CartData, items: CartLine[]): CartData {
  return { ...cart, items, count: linesCount(items), capped: [] };
}

export function applyCartOp(cart: CartData | undefined, op: ServerCartOp): CartData {
  const base = cart ?? emptyCart;
  switch (op.type) {
    case 'add': {
      const toppings = normalizeToppings(op.toppings);
      const key = lineKey({ product_id: op.product.id, toppings });
      const existing = base.items.find((l) => lineKey(l) === key);
      if (existing) return finish(base, base.items.map((l) => (l === existing ? withCount(l, l.count + op.count) : l)));
      const unit = unitPrice(op.product.final_price, toppings);
      const line: CartLine = {
        id: --tempId,
        product_id: op.product.id,
        count: op.count,
        toppings,
        product: op.product,
        unit_price: unit,
        line_price: unit * op.count,
      };
      return finish(base, [...base.items, line]);
    }
    case 'remove': {
      const key = lineKey(op.line);
      const line = base.items.find((l) => lineKey(l) === key);
      if (!line) return base;
      return finish(
        base,
        line.count > op.count ? base.items.map((l) => (l === line ? withCount(l, l.count - op.count) : l)) : base.items.filter((l) => l !== line),
      );
    }
    case 'set': {
      const key = lineKey(op.line);
      const line = base.items.find((l) => lineKey(l) === key);
      if (!line) return base;
      return finish(base, op.count <= 0 ? base.items.filter((l) => l !== line) : base.items.map((l) => (l === line ? withCount(l, op.count) : l)));
    }
    case 'clear':
      return finish(base, []);
  }
}

/**
 * The server cart as the customer should see it now: the last answer with the changes still
 * running laid over it, in order (a failed one simply drops out of the list: its rollback).
 */
export function withPendingOps(base: CartData | undefined, pending: readonly (ServerCartOp | undefined)[]): CartData | undefined {
  return pending.reduce<CartData | undefined>((cart, op) => (op ? applyCartOp(cart, op) : cart), base);
}
