import type { Queryable } from '../../db/client';
import { HttpError } from '../../http';
import { loadProductSummaries } from '../../lib/product-view';
import { buildInvoice, goodsTotal, type Invoice, type LineInput } from '../../lib/pricing';
import { checkCoupon, type CouponResult } from '../cart/coupons';
import { cartMessages } from '../cart/messages';
import type { ItemInput } from '../cart/parse';
import type { InvoiceView } from '../../../common/contract/checkout';
import { effectiveLimit, goodsRuleFor, loadProductRules, ruleFor, toppingViews, type ProductRule, type ToppingView } from '../cart/store';

export interface QuotedLine {
  item: ItemInput;
  name: string;
  toppings: ToppingView[];
  input: LineInput;
}

export interface Quote {
  lines: QuotedLine[];
  invoice: Invoice;
  /** Checked only when use_coupon and a code were given. */
  coupon: CouponResult | null;
  /** Sold-out or vanished products, left out (spec: a product whose limit is 0 is left out). */
  skipped: number[];
}

/** A product an order can hold now: not sold out and still in the catalogue (else the quote skips it). */
export function isSellable(rule: ProductRule | undefined, products: ReadonlyMap<number, unknown>): boolean {
  return rule !== undefined && rule.stock_limit !== 0 && products.has(rule.id);
}

/**
 * Prices a list of products from the database only: catalogue prices and discounts, toppings,
 * per-product limits, the coupon, and the shipping price the caller resolved. Used by the price
 * preview and by order submission (inside its transaction), so both always agree. Reserved places
 * (`reservation`) are reservable products; goods never are (400).
 */
export async function quoteOrder(
  q: Queryable,
  opts: { items: ItemInput[]; customerId: number; coupon: string | null; shipping: number; now: Date; reservation: boolean },
): Promise<Quote> {
  const rules = await loadProductRules(q, opts.items.map((i) => i.product_id));
  const products = await loadProductSummaries(q, [...rules.keys()]);
  const skipped: number[] = [];
  const kept = opts.items.filter((item) => {
    const rule = opts.reservation ? ruleFor(rules, item) : goodsRuleFor(rules, item);
    if (isSellable(rule, products)) return true;
    if (!skipped.includes(item.product_id)) skipped.push(item.product_id);
    return false;
  });

  const totals = new Map<number, number>();
  for (const item of kept) totals.set(item.product_id, (totals.get(item.product_id) ?? 0) + item.count);
  for (const [productId, total] of totals) {
    const rule = rules.get(productId)!;
    const limit = effectiveLimit(rule.stock_limit);
    if (total > limit) throw new HttpError(400, cartMessages.limitNamed(limit, rule.name));
  }

  const lines = kept.map((item): QuotedLine => {
    const product = products.get(item.product_id)!;
    const toppings = toppingViews(item.toppings, item.product_id, rules.get(item.product_id)!.toppings);
    return {
      item,
      name: rules.get(item.product_id)!.name,
      toppings,
      input: { price: product.price, final_price: product.final_price, topping_prices: toppings.map((t) => t.price), count: item.count },
    };
  });

  const goods = goodsTotal(lines.map((l) => l.input));
  const coupon = opts.coupon ? await checkCoupon(q, opts.coupon, goods, opts.now, opts.customerId) : null;
  const invoice = buildInvoice(
    lines.map((l) => l.input),
    { coupon_discount: coupon?.discount ?? 0, shipping_price: opts.shipping },
  );
  return { lines, invoice, coupon, skipped };
}

/** The invoice as the API sends it (order/price and order submission). */
export function invoiceView(quote: Quote): InvoiceView {
  const { invoice } = quote;
  return {
    total: invoice.total,
    products_discount: invoice.products_discount,
    coupon_discount: invoice.coupon_discount,
    shipping_price: invoice.shipping_price,
    price: invoice.price,
    items: quote.lines.map((l, i) => ({
      product_id: l.item.product_id,
      count: l.item.count,
      unit_price: invoice.lines[i].unit_price,
      line_price: invoice.lines[i].line_price,
      toppings: l.toppings,
    })),
    coupon: quote.coupon ? { code: quote.coupon.code, valid: quote.coupon.valid, msg: quote.coupon.msg } : null,
    skipped: quote.skipped,
  };
}
