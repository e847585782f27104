import { describe, expect, it } from 'vitest';
import { buildInvoice, couponDiscount, evaluateCoupon, goodsTotal, priceLine, type CouponRule } from '../../lib/pricing';

const rule = (over: Partial<CouponRule>): CouponRule => ({
  code: 'X',
  percent: null,
  amount: null,
  min_order: 0,
  max_discount: null,
  expires_at: null,
  active: true,
  customer_id: null,
  ...over,
});
const NOW = new Date('2026-06-01T00:00:00Z');

describe('priceLine', () => {
  it('discounts the product but not its toppings', () => {
    expect(priceLine({ price: 200_000, final_price: 160_000, topping_prices: [15_000, 20_000], count: 3 })).toEqual({
      full_unit_price: 235_000,
      unit_price: 195_000,
      line_total: 705_000,
      line_price: 585_000,
      line_discount: 120_000,
    });
  });

  it('refuses fractions, negatives and a final price above the price', () => {
    expect(() => priceLine({ price: 10.5, final_price: 10, topping_prices: [], count: 1 })).toThrow(RangeError);
    expect(() => priceLine({ price: 10, final_price: 10, topping_prices: [-1], count: 1 })).toThrow(RangeError);
    expect(() => priceLine({ price: 10, final_price: 10, topping_prices: [], count: -2 })).toThrow(RangeError);
    expect(() => priceLine({ price: 10, final_price: 11, topping_prices: [], count: 1 })).toThrow(RangeError);
  });
});

describe('coupons', () => {
  it('rounds a percentage down and caps it', () => {
    expect(couponDiscount(rule({ percent: 10 }), 99_999)).toBe(9_999);
    expect(couponDiscount(rule({ percent: 10, max_discount: 5_000 }), 99_999)).toBe(5_000);
  });

  it('never gives more than the goods cost', () => {
    expect(couponDiscount(rule({ amount: 80_000 }), 50_000)).toBe(50_000);
    expect(couponDiscount(rule({ percent: 100 }), 50_000)).toBe(50_000);
  });

  it('checks activity, owner, expiry and minimum order, in that order', () => {
    expect(evaluateCoupon(null, 1, NOW, 1)).toEqual({ valid: false, reason: 'not_found' });
    expect(evaluateCoupon(rule({ percent: 5, active: false }), 1, NOW, 1)).toEqual({ valid: false, reason: 'inactive' });
    expect(evaluateCoupon(rule({ percent: 5, customer_id: 2 }), 1, NOW, 1)).toEqual({ valid: false, reason: 'not_yours' });
    expect(evaluateCoupon(rule({ percent: 5, customer_id: 1 }), 100, NOW, 1)).toEqual({ valid: true, discount: 5 });
    expect(evaluateCoupon(rule({ percent: 5, expires_at: NOW }), 100, NOW, 1)).toEqual({ valid: false, reason: 'expired' });
    expect(evaluateCoupon(rule({ percent: 5, expires_at: new Date(NOW.getTime() + 1) }), 100, NOW, 1)).toEqual({ valid: true, discount: 5 });
    expect(evaluateCoupon(rule({ amount: 50_000, min_order: 300_000 }), 299_999, NOW, 1)).toEqual({
      valid: false,
      reason: 'min_order',
      min_order: 300_000,
    });
    expect(evaluateCoupon(rule({ amount: 50_000, min_order: 300_000 }), 300_000, NOW, 1)).toEqual({ valid: true, discount: 50_000 });

    // The order, with every later rule broken too: another customer's code is 'not_yours' (the
    // unknown-code answer) before 'expired' or its minimum, which would tell a guesser it exists.
    const allBroken = { amount: 50_000, min_order: 300_000, expires_at: NOW, customer_id: 2 };
    expect(evaluateCoupon(rule({ ...allBroken, active: false }), 1, NOW, 1)).toEqual({ valid: false, reason: 'inactive' });
    expect(evaluateCoupon(rule(allBroken), 1, NOW, 1)).toEqual({ valid: false, reason: 'not_yours' });
    expect(evaluateCoupon(rule({ ...allBroken, customer_id: 1 }), 1, NOW, 1)).toEqual({ valid: false, reason: 'expired' });
    expect(evaluateCoupon(rule({ ...allBroken, customer_id: null }), 1, NOW, 1)).toEqual({ valid: false, reason: 'expired' });
  });
});

describe('buildInvoice', () => {
  const lines = [
    { price: 100_000, final_price: 100_000, topping_prices: [], count: 2 },
    { price: 200_000, final_price: 160_000, topping_prices: [], count: 1 },
    { price: 120_000, final_price: 120_000, topping_prices: [15_000, 20_000], count: 1 },
  ];

  it('sums totals and discounts and adds shipping', () => {
    expect(goodsTotal(lines)).toBe(515_000);
    const invoice = buildInvoice(lines, { coupon_discount: 30_000, shipping_price: 25_000 });
    expect(invoice).toMatchObject({ total: 555_000, products_discount: 40_000, coupon_discount: 30_000, shipping_price: 25_000, price: 510_000 });
    expect(invoice.lines.map((l) => l.line_price)).toEqual([200_000, 160_000, 155_000]);
  });

  it('keeps the coupon within the goods and the price at least the shipping', () => {
    const invoice = buildInvoice(lines, { coupon_discount: 10_000_000, shipping_price: 9_000 });
    expect(invoice).toMatchObject({ coupon_discount: 515_000, price: 9_000 });
  });

  it('is zero for no lines and refuses a negative or fractional shipping price', () => {
    expect(buildInvoice([])).toMatchObject({ total: 0, products_discount: 0, coupon_discount: 0, shipping_price: 0, price: 0 });
    expect(() => buildInvoice(lines, { shipping_price: -1 })).toThrow(RangeError);
    expect(() => buildInvoice(lines, { shipping_price: 0.5 })).toThrow(RangeError);
  });
});
