import { describe, expect, it } from 'vitest';
import { addRefusal, lineKey, limitMessage, orderProducts, productTotalPrice, roomFor, serverDisplayLine } from './line';
import { applyCartOp, emptyCart, withPendingOps } from './server-cart';
import { product, shot, syrup } from './test-fixtures';

describe('line identity', () => {
  it('is the product plus its sorted topping ids', () => {
    expect(lineKey({ product_id: 5 })).toBe('5:');
    expect(lineKey({ product_id: 5, toppings: [{ id: 12 }, { id: 3 }, { id: 12 }] })).toBe('5:3,12');
    expect(lineKey({ product_id: 5, toppings: [{ id: 3 }, { id: 12 }] })).toBe(lineKey({ product_id: 5, toppings: [{ id: 12 }, { id: 3 }] }));
  });
});

describe('productTotalPrice', () => {
  it('is (final price + toppings) × count', () => {
    expect(productTotalPrice(108_000, [], 1)).toBe(108_000);
    expect(productTotalPrice(108_000, [shot, syrup], 3)).toBe(474_000);
    expect(productTotalPrice(108_000, [shot], 0)).toBe(0);
  });
});

describe('limits', () => {
  it('refuses sold-out products and counts past the limit', () => {
    expect(addRefusal({ limit: 0 }, 0, 1)).toBe('این محصول موجود نیست');
    expect(addRefusal({ limit: 2 }, 1, 1)).toBeNull();
    expect(addRefusal({ limit: 2 }, 1, 2)).toBe(limitMessage(2, 1));
    expect(addRefusal({ limit: null }, 5, 90)).toBeNull();
    expect(addRefusal({ limit: null }, 998, 2)).toContain('۹۹۹');
  });

  it('says the limit in Persian digits', () => {
    expect(limitMessage(2)).toBe('حداکثر ۲ عدد از این محصول را می‌توانید سفارش دهید');
  });

  it('knows how many more fit', () => {
    expect(roomFor(3, 1)).toBe(2);
    expect(roomFor(3, 5)).toBe(0);
    expect(roomFor(0, 0)).toBe(0);
    expect(roomFor(null, 0)).toBe(999);
  });
});

describe('optimistic server cart', () => {
  it('adds to an existing line or appends a priced one', () => {
    let cart = applyCartOp(undefined, { type: 'add', product: product(1), toppings: [], count: 1 });
    cart = applyCartOp(cart, { type: 'add', product: product(1), toppings: [], count: 2 });
    cart = applyCartOp(cart, { type: 'add', product: product(1, { final_price: 90_000 }), toppings: [syrup, shot], count: 1 });
    expect(cart.items.map((l) => [lineKey(l), l.count, l.unit_price, l.line_price])).toEqual([
      ['1:', 3, 100_000, 300_000],
      ['1:11,12', 1, 140_000, 140_000],
    ]);
    expect(cart.count).toBe(4);
  });

  it('removes, sets and clears', () => {
    let cart = applyCartOp(emptyCart, { type: 'add', product: product(1), toppings: [], count: 3 });
    cart = applyCartOp(cart, { type: 'add', product: product(2), toppings: [], count: 1 });
    cart = applyCartOp(cart, { type: 'remove', line: { product_id: 1 }, count: 1 });
    expect(cart.items.map((l) => l.count)).toEqual([2, 1]);
    cart = applyCartOp(cart, { type: 'remove', line: { product_id: 2 }, count: 1 });
    expect(cart.items.map((l) => l.product_id)).toEqual([1]);
    cart = applyCartOp(cart, { type: 'set', line: { product_id: 1 }, count: 5 });
    expect(cart.items[0].line_price).toBe(500_000);
    expect(applyCartOp(cart, { type: 'set', line: { product_id: 1 }, count: 0 }).items).toEqual([]);
    expect(applyCartOp(cart, { type: 'clear' })).toEqual({ items: [], count: 0, capped: [] });
  });

  it('lays the changes still running over the last answer, in order, skipping a change with no variables', () => {
    const answer = applyCartOp(emptyCart, { type: 'add', product: product(1), toppings: [], count: 1 });
    expect(withPendingOps(answer, [])).toBe(answer);
    expect(withPendingOps(undefined, [])).toBeUndefined();
    const seen = withPendingOps(answer, [
      { type: 'add', product: product(1), toppings: [], count: 2 },
      undefined,
      { type: 'set', line: { product_id: 1 }, count: 5 },
      { type: 'add', product: product(2), toppings: [], count: 1 },
    ]);
    expect(seen?.items.map((l) => [l.product_id, l.count])).toEqual([
      [1, 5],
      [2, 1],
    ]);
  });

  it('leaves sold-out products out of the order price request', () => {
    let cart = applyCartOp(emptyCart, { type: 'add', product: product(1), toppings: [shot], count: 2 });
    cart = applyCartOp(cart, { type: 'add', product: product(2, { limit: 0 }), toppings: [], count: 1 });
    expect(orderProducts(cart.items.map(serverDisplayLine))).toEqual([{ product_id: 1, count: 2, toppings: [{ id: 11, count: 1 }] }]);
  });
});
