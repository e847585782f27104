import { Hono } from 'hono';
import type { Env } from '../../context';
import { HttpError, ok } from '../../http';
import { readBody } from '../../lib/validate';
import { cartMessages } from './messages';
import { MAX_CART_LINES, MAX_PER_PRODUCT, lineKey, parseItem } from './parse';
import { addToLine, cartView, effectiveLimit, goodsRuleFor, indexLines, loadLines, loadProductRules, lockCart } from './store';

/** GET the cart, add to a line, remove from a line (mounted at /api/v1, guarded by the cart middleware). */
export const cartLineRoutes = new Hono<Env>();

cartLineRoutes.get('/app/customer/:id/cart', async (c) => {
  return ok(c, await cartView(c.var.deps.db, c.var.auth.customerId!));
});

cartLineRoutes.post('/app/customer/:id/cart/add', async (c) => {
  const customerId = c.var.auth.customerId!;
  // Up to what one product may reach in the cart (the guest cart and the merge allow as much).
  const item = parseItem(await readBody(c), { min: 1, max: MAX_PER_PRODUCT, fallback: 1 });
  const cart = await c.var.deps.db.tx(async (q) => {
    await lockCart(q, customerId);
    const rule = goodsRuleFor(await loadProductRules(q, [item.product_id]), item);
    if (rule.stock_limit === 0) throw new HttpError(400, cartMessages.soldOut);
    const { byKey, totals } = indexLines(await loadLines(q, customerId));
    const inCart = totals.get(item.product_id) ?? 0;
    const limit = effectiveLimit(rule.stock_limit);
    if (inCart + item.count > limit) throw new HttpError(400, cartMessages.limit(limit, inCart));
    if (!byKey.has(lineKey(item.product_id, item.toppings)) && byKey.size >= MAX_CART_LINES) {
      throw new HttpError(400, cartMessages.cartFull);
    }
    await addToLine(q, customerId, item.product_id, item.toppings, item.count);
    return cartView(q, customerId);
  });
  return ok(c, cart, cartMessages.added);
});

cartLineRoutes.post('/app/customer/:id/cart/remove', async (c) => {
  const customerId = c.var.auth.customerId!;
  const item = parseItem(await readBody(c), { min: 1, max: MAX_PER_PRODUCT, fallback: 1 });
  const { cart, deleted } = await c.var.deps.db.tx(async (q) => {
    await lockCart(q, customerId);
    const { byKey } = indexLines(await loadLines(q, customerId));
    const line = byKey.get(lineKey(item.product_id, item.toppings));
    if (!line) throw new HttpError(404, cartMessages.lineNotFound);
    // Spec: a count above the removed amount is reduced by it, otherwise the line goes.
    const deleted = line.count <= item.count;
    if (deleted) await q.query('DELETE FROM cart_lines WHERE id = $1', [line.id]);
    else await q.query('UPDATE cart_lines SET count = count - $2, updated_at = now() WHERE id = $1', [line.id, item.count]);
    return { cart: await cartView(q, customerId), deleted };
  });
  return ok(c, cart, deleted ? cartMessages.removed : cartMessages.decreased);
});
