/**
 * Money arithmetic for carts and order invoices. Pure functions, no I/O: whole Toman, integers
 * only. A fractional or negative amount is a programming error and throws.
 */

export interface LineInput {
  /** The product's list price (before its own discount). */
  price: number;
  /** The price after the product's own discount (the catalogue's final_price). */
  final_price: number;
  /** One entry per chosen topping; toppings are never discounted. */
  topping_prices: number[];
  count: number;
}

export interface LinePrice {
  /** List price plus toppings, for one unit. */
  full_unit_price: number;
  /** What one unit costs: final_price plus toppings. */
  unit_price: number;
  /** full_unit_price × count. */
  line_total: number;
  /** unit_price × count. */
  line_price: number;
  /** The product discount on the whole line: (price − final_price) × count. */
  line_discount: number;
}

export interface CouponRule {
  code: string;
  /** Exactly one of percent and amount is set. */
  percent: number | null;
  amount: number | null;
  /** The goods total (after product discounts) must be at least this. */
  min_order: number;
  /** Upper bound of a percentage coupon's discount; null = none. */
  max_discount: number | null;
  expires_at: Date | null;
  active: boolean;
  /** A personal coupon belongs to one customer; null = anyone. */
  customer_id: number | null;
}

export type CouponVerdict =
  | { valid: true; discount: number }
  | { valid: false; reason: 'not_found' | 'inactive' | 'expired' | 'not_yours' }
  | { valid: false; reason: 'min_order'; min_order: number };

export interface Invoice {
  /** Σ list price plus toppings × count (before any discount). */
  total: number;
  /** Σ product discounts. */
  products_discount: number;
  coupon_discount: number;
  shipping_price: number;
  /** Payable: total − products_discount − coupon_discount + shipping_price, never below 0. */
  price: number;
  lines: LinePrice[];
}

export function assertToman(value: number, what = 'amount'): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be a non-negative integer, got ${value}`);
  return value;
}

export function priceLine(input: LineInput): LinePrice {
  const price = assertToman(input.price, 'price');
  const final = assertToman(input.final_price, 'final_price');
  if (final > price) throw new RangeError(`final_price ${final} above price ${price}`);
  const count = assertToman(input.count, 'count');
  const toppings = input.topping_prices.reduce((sum, p) => sum + assertToman(p, 'topping price'), 0);
  const full = price + toppings;
  const unit = final + toppings;
  return {
    full_unit_price: full,
    unit_price: unit,
    line_total: assertToman(full * count, 'line total'),
    line_price: assertToman(unit * count, 'line price'),
    line_discount: (price - final) * count,
  };
}

/** The discount a coupon gives on `base` (goods after product discounts), ignoring its conditions. */
export function couponDiscount(rule: Pick<CouponRule, 'percent' | 'amount' | 'max_discount'>, base: number): number {
  assertToman(base, 'base');
  let discount: number;
  if (rule.percent !== null) {
    discount = Math.floor((base * rule.percent) / 100);
    if (rule.max_discount !== null) discount = Math.min(discount, rule.max_discount);
  } else if (rule.amount !== null) {
    discount = rule.amount;
  } else {
    discount = 0;
  }
  return Math.max(0, Math.min(discount, base));
}

/** Whether `rule` applies to an order whose goods cost `base` Toman, and how much it takes off. */
export function evaluateCoupon(rule: CouponRule | null, base: number, now: Date, customerId: number): CouponVerdict {
  if (!rule) return { valid: false, reason: 'not_found' };
  if (!rule.active) return { valid: false, reason: 'inactive' };
  if (rule.customer_id !== null && rule.customer_id !== customerId) return { valid: false, reason: 'not_yours' };
  if (rule.expires_at && rule.expires_at.getTime() <= now.getTime()) return { valid: false, reason: 'expired' };
  if (base < rule.min_order) return { valid: false, reason: 'min_order', min_order: rule.min_order };
  return { valid: true, discount: couponDiscount(rule, base) };
}

/** Sums priced lines, then applies a coupon discount and shipping. */
export function buildInvoice(lines: LineInput[], opts: { coupon_discount?: number; shipping_price?: number } = {}): Invoice {
  const priced = lines.map(priceLine);
  const total = priced.reduce((sum, l) => sum + l.line_total, 0);
  const productsDiscount = priced.reduce((sum, l) => sum + l.line_discount, 0);
  const goods = total - productsDiscount;
  const coupon = Math.min(assertToman(opts.coupon_discount ?? 0, 'coupon discount'), goods);
  const shipping = assertToman(opts.shipping_price ?? 0, 'shipping price');
  return {
    total: assertToman(total, 'total'),
    products_discount: productsDiscount,
    coupon_discount: coupon,
    shipping_price: shipping,
    price: Math.max(0, goods - coupon + shipping),
    lines: priced,
  };
}

/** Goods total after product discounts: what a coupon's minimum and percentage apply to. */
export function goodsTotal(lines: LineInput[]): number {
  return lines.map(priceLine).reduce((sum, l) => sum + l.line_price, 0);
}
