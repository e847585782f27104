import { describe, expect, it } from 'vitest';
import { emptyGuestCart, guestCartReducer, guestDisplayLine, readGuestCart, type GuestCartAction, type GuestCartState } from './guest-cart';
import { product, shot, syrup } from './test-fixtures';
import { linesCount } from './line';

function run(actions: GuestCartAction[], start: GuestCartState = emptyGuestCart) {
  let state = start;
  const errors: (string | null)[] = [];
  for (const action of actions) {
    const result = guestCartReducer(state, action);
    state = result.state;
    errors.push(result.error);
  }
  return { state, errors };
}

const summary = (state: GuestCartState) => state.items.map((i) => [i.product_id, (i.toppings ?? []).map((t) => t.id), i.count]);

describe('guest cart: add', () => {
  it('appends a new product with count 1', () => {
    const { state, errors } = run([{ type: 'add', product: product(1) }]);
    expect(errors).toEqual([null]);
    expect(state.items).toEqual([{ product_id: 1, count: 1, product: product(1) }]);
  });

  it('raises the count of a product already in the cart by 1 instead of appending', () => {
    const { state } = run([
      { type: 'add', product: product(1) },
      { type: 'add', product: product(2) },
      { type: 'add', product: product(1) },
    ]);
    expect(summary(state)).toEqual([
      [1, [], 2],
      [2, [], 1],
    ]);
    expect(linesCount(state.items)).toBe(3);
  });

  it('holds at most 100 lines, as the API does, so the cart can always be merged in one call', () => {
    const full = run(Array.from({ length: 100 }, (_, i) => ({ type: 'add', product: product(i + 1) }) as GuestCartAction)).state;
    expect(full.items).toHaveLength(100);
    const refused = guestCartReducer(full, { type: 'add', product: product(101) });
    expect(refused.error).toBe('سبد خرید شما پر است؛ حداکثر ۱۰۰ ردیف مجاز است');
    expect(refused.state).toBe(full);
    // A line already there still takes more.
    expect(guestCartReducer(full, { type: 'add', product: product(1) }).error).toBeNull();
  });

  it('adds a given count at once', () => {
    const { state } = run([{ type: 'add', product: product(1), count: 3 }]);
    expect(summary(state)).toEqual([[1, [], 3]]);
  });

  it('keeps the newest product data on the line', () => {
    const { state } = run([
      { type: 'add', product: product(1) },
      { type: 'add', product: product(1, { final_price: 90_000 }) },
    ]);
    expect(state.items[0].product.final_price).toBe(90_000);
  });
});

describe('guest cart: toppings', () => {
  it('makes the same product with other toppings a different line', () => {
    const { state } = run([
      { type: 'add', product: product(1) },
      { type: 'add', product: product(1), toppings: [shot] },
      { type: 'add', product: product(1), toppings: [shot, syrup] },
    ]);
    expect(summary(state)).toEqual([
      [1, [], 1],
      [1, [11], 1],
      [1, [11, 12], 1],
    ]);
  });

  it('treats the same toppings in another order as the same line, each topping with count 1', () => {
    const { state } = run([
      { type: 'add', product: product(1), toppings: [syrup, shot] },
      { type: 'add', product: product(1), toppings: [shot, syrup, shot] },
    ]);
    expect(summary(state)).toEqual([[1, [11, 12], 2]]);
    expect(state.items[0].toppings).toEqual([
      { ...shot, count: 1 },
      { ...syrup, count: 1 },
    ]);
  });

  it('prices a line as (final price + toppings) × count', () => {
    const { state } = run([
      { type: 'add', product: product(1, { price: 120_000, discount: 10, final_price: 108_000 }), toppings: [shot, syrup], count: 2 },
    ]);
    const line = guestDisplayLine(state.items[0]);
    expect(line.unit_price).toBe(158_000);
    expect(line.line_price).toBe(316_000);
  });
});

describe('guest cart: remove', () => {
  const start = run([
    { type: 'add', product: product(1), count: 3 },
    { type: 'add', product: product(2) },
    { type: 'add', product: product(1), toppings: [shot] },
  ]).state;

  it('lowers a count above the removed amount by that amount', () => {
    const { state } = run([{ type: 'remove', line: { product_id: 1 } }], start);
    expect(summary(state)).toEqual([
      [1, [], 2],
      [2, [], 1],
      [1, [11], 1],
    ]);
    const twoLess = run([{ type: 'remove', line: { product_id: 1 }, count: 2 }], start).state;
    expect(summary(twoLess)[0]).toEqual([1, [], 1]);
  });

  it('drops an item whose count is not above the removed amount', () => {
    const { state } = run([{ type: 'remove', line: { product_id: 2 } }], start);
    expect(summary(state)).toEqual([
      [1, [], 3],
      [1, [11], 1],
    ]);
    const all = run([{ type: 'remove', line: { product_id: 1 }, count: 5 }], start).state;
    expect(all.items.map((i) => i.product_id)).toEqual([2, 1]);
  });

  it('removes only the line with the given toppings', () => {
    const { state } = run([{ type: 'remove', line: { product_id: 1, toppings: [{ id: 11 }] } }], start);
    expect(summary(state)).toEqual([
      [1, [], 3],
      [2, [], 1],
    ]);
  });

  it('ignores a line that is not in the cart', () => {
    const { state, errors } = run([{ type: 'remove', line: { product_id: 9 } }], start);
    expect(state).toBe(start);
    expect(errors).toEqual([null]);
  });
});

describe('guest cart: set and empty', () => {
  it('sets a count, and 0 drops the line', () => {
    const start = run([{ type: 'add', product: product(1) }, { type: 'add', product: product(2) }]).state;
    expect(summary(run([{ type: 'set', line: { product_id: 1 }, count: 4 }], start).state)[0]).toEqual([1, [], 4]);
    expect(summary(run([{ type: 'set', line: { product_id: 1 }, count: 0 }], start).state)).toEqual([[2, [], 1]]);
  });

  it('empties the cart and forgets its merge id', () => {
    const start: GuestCartState = { ...run([{ type: 'add', product: product(1) }]).state, mergeId: 'm-1' };
    const { state } = run([{ type: 'clear' }], start);
    expect(state).toEqual({ items: [], mergeId: null });
  });

  it('keeps the merge id while the cart has items', () => {
    const start: GuestCartState = { ...run([{ type: 'add', product: product(1), count: 2 }]).state, mergeId: 'm-1' };
    expect(run([{ type: 'remove', line: { product_id: 1 } }], start).state.mergeId).toBe('m-1');
    expect(run([{ type: 'remove', line: { product_id: 1 }, count: 2 }], start).state.mergeId).toBeNull();
  });
});

describe('guest cart: limits', () => {
  it('refuses a sold-out product (limit 0)', () => {
    const { state, errors } = run([{ type: 'add', product: product(1, { limit: 0 }) }]);
    expect(state.items).toEqual([]);
    expect(errors[0]).toBe('این محصول موجود نیست');
  });

  it('refuses to pass the limit and says what the limit is', () => {
    const capped = product(1, { limit: 2 });
    const { state, errors } = run([
      { type: 'add', product: capped },
      { type: 'add', product: capped },
      { type: 'add', product: capped },
    ]);
    expect(summary(state)).toEqual([[1, [], 2]]);
    expect(errors.slice(0, 2)).toEqual([null, null]);
    expect(errors[2]).toBe('حداکثر ۲ عدد از این محصول را می‌توانید سفارش دهید؛ ۲ عدد در سبد خرید شما هست');
  });

  it('counts the limit across lines with different toppings', () => {
    const capped = product(1, { limit: 3, has_toppings: true });
    const { state, errors } = run([
      { type: 'add', product: capped, count: 2 },
      { type: 'add', product: capped, toppings: [shot] },
      { type: 'add', product: capped, toppings: [syrup] },
    ]);
    expect(summary(state)).toEqual([
      [1, [], 2],
      [1, [11], 1],
    ]);
    expect(errors[2]).toContain('حداکثر ۳ عدد');
  });

  it('refuses a count set above the limit but always allows lowering', () => {
    const capped = product(1, { limit: 2 });
    const start = run([{ type: 'add', product: capped, count: 2 }]).state;
    const up = run([{ type: 'set', line: { product_id: 1 }, count: 3 }], start);
    expect(up.state).toBe(start);
    expect(up.errors[0]).toContain('حداکثر ۲ عدد');
    // A limit lowered since the item was added: the customer can still reduce.
    const lowered = { ...start, items: [{ ...start.items[0], count: 5 }] };
    expect(summary(run([{ type: 'set', line: { product_id: 1 }, count: 4 }], lowered).state)).toEqual([[1, [], 4]]);
  });

  it('refuses counts that are not positive whole numbers', () => {
    expect(run([{ type: 'add', product: product(1), count: 0 }]).errors[0]).toBe('تعداد معتبر نیست');
    expect(run([{ type: 'add', product: product(1), count: 1.5 }]).state.items).toEqual([]);
  });
});

describe('readGuestCart', () => {
  it('returns the stored cart itself when it is well formed', () => {
    const stored = run([{ type: 'add', product: product(1) }]).state;
    expect(readGuestCart(stored)).toBe(stored);
  });

  it('drops malformed items and keeps returning the same object for the same input', () => {
    const stored = { items: [{ product_id: 1, count: 1, product: product(1) }, { product_id: 'x' }, null], mergeId: 'm' };
    const first = readGuestCart(stored);
    expect(first.items.map((i) => i.product_id)).toEqual([1]);
    expect(first.mergeId).toBe('m');
    expect(readGuestCart(stored)).toBe(first);
  });

  it.each([null, undefined, 5, 'cart', { items: 'no' }])('treats %s as an empty cart', (raw) => {
    expect(readGuestCart(raw)).toEqual({ items: [], mergeId: null });
  });
});

describe('guest cart: refresh', () => {
  it("gives the product's lines today's copy and topping prices, counts unchanged", () => {
    const start = run([
      { type: 'add', product: product(1, { final_price: 100_000 }), count: 2, toppings: [shot] },
      { type: 'add', product: product(2) },
    ]).state;
    const today = product(1, { final_price: 120_000, limit: 0 });
    const { state } = run([{ type: 'refresh', product: today, toppings: [{ ...shot, price: 35_000 }] }], start);
    expect(state.items[0]).toMatchObject({ count: 2, product: today, toppings: [{ id: shot.id, price: 35_000 }] });
    expect(guestDisplayLine(state.items[0]).unit_price).toBe(155_000);
    expect(state.items[1]).toBe(start.items[1]);
    expect(state.mergeId).toBe(start.mergeId);
  });

  it('keeps a topping the product no longer lists at its price, and the state itself when nothing changed', () => {
    const start = run([{ type: 'add', product: product(1), toppings: [shot] }]).state;
    expect(run([{ type: 'refresh', product: product(1), toppings: [] }], start).state).toBe(start);
  });
});
