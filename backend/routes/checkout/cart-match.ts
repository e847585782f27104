import type { Queryable } from '../../db/client';
import { HttpError } from '../../http';
import { loadProductSummaries } from '../../lib/product-view';
import { lineKey, type ItemInput } from '../cart/parse';
import { loadLines, loadProductRules } from '../cart/store';
import { orderMessages } from './order-store';
import { isSellable } from './quote';

function countsByLine(entries: Iterable<{ product_id: number; toppings: readonly number[]; count: number }>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const e of entries) {
    const key = lineKey(e.product_id, e.toppings);
    counts.set(key, (counts.get(key) ?? 0) + e.count);
  }
  return counts;
}

/**
 * A checkout that says it orders the cart (`from_cart`) must name exactly the cart's sellable
 * lines, read under the customer lock every cart change takes. Otherwise a change made elsewhere
 * (another tab, the app) would be ordered unseen, or emptied away with the order; and a second
 * window still showing a cart another window already ordered would order it twice. Sold-out
 * lines stay out of both sides: the checkout leaves them out and the quote skips them.
 */
export async function assertOrdersTheCart(q: Queryable, customerId: number, items: readonly ItemInput[]): Promise<void> {
  const lines = await loadLines(q, customerId);
  const ids = lines.map((l) => l.product_id);
  const rules = await loadProductRules(q, ids);
  const products = await loadProductSummaries(q, ids);
  const inCart = countsByLine(lines.filter((l) => isSellable(rules.get(l.product_id), products)).map((l) => ({ ...l, toppings: l.topping_ids })));
  const asked = countsByLine(items);
  const same = asked.size === inCart.size && [...asked].every(([key, count]) => inCart.get(key) === count);
  if (!same) throw new HttpError(409, orderMessages.cartChanged);
}
