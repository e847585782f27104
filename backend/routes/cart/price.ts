import { Hono, type Context } from 'hono';
import type { Env } from '../../context';
import { requireAuth } from '../../auth/middleware';
import { HttpError, messages, ok } from '../../http';
import { loadProductSummaries } from '../../lib/product-view';
import { buildInvoice, goodsTotal, type LineInput } from '../../lib/pricing';
import { toWesternDigits } from '../../lib/text';
import { optionalString, parseMobile, readBody } from '../../lib/validate';
import { checkCoupon } from './coupons';
import { cartMessages } from './messages';
import { MAX_PER_PRODUCT, parseFlag, parseItems, parseShipping } from './parse';
import { effectiveLimit, loadProductRules, ruleFor, toppingViews } from './store';

/** POST /order/price/: the invoice of a list of products for the calling customer. */
export const orderPriceRoutes = new Hono<Env>();

/** `customer` in the body, as an id or a mobile, must be the caller; absent means the caller. */
function isCaller(value: unknown, customer: { id: number; mobile: string }): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (typeof value !== 'string' && typeof value !== 'number') throw new HttpError(400, cartMessages.badCustomer);
  const text = toWesternDigits(String(value)).trim();
  if (/^\d{1,9}$/.test(text) && !text.startsWith('0')) return Number(text) === customer.id;
  return parseMobile(text) === customer.mobile;
}

async function priceOrder(c: Context<Env>) {
  const auth = c.var.auth;
  if (auth.role !== 'customer' || auth.customerId === null) throw new HttpError(401, messages.unauthorized);
  const db = c.var.deps.db;
  const body = await readBody(c);
  const items = parseItems(body.products, { min: 1, max: MAX_PER_PRODUCT }, { allowEmpty: false });
  const shipping = parseShipping(body.shipping_price);
  const useCoupon = parseFlag(body.use_coupon, cartMessages.badUseCoupon) ?? false;
  const code = optionalString(body, 'coupon', 200) ?? '';

  const [customer] = await db.query<{ id: number; mobile: string; credit: number }>(
    'SELECT id, mobile, credit FROM customers WHERE id = $1',
    [auth.customerId],
  );
  if (!customer) throw new HttpError(401, messages.unauthorized);
  if (!isCaller(body.customer, customer)) throw new HttpError(403, messages.forbidden);

  const rules = await loadProductRules(db, items.map((i) => i.product_id));
  const products = await loadProductSummaries(db, [...rules.keys()]);
  const skipped: number[] = [];
  const kept = items.filter((item) => {
    const rule = ruleFor(rules, item);
    if (rule.stock_limit !== 0 && products.has(item.product_id)) return true;
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

  const lines = kept.map((item) => {
    const product = products.get(item.product_id)!;
    const toppings = toppingViews(item.toppings, item.product_id, rules.get(item.product_id)!.toppings);
    const input: LineInput = {
      price: product.price,
      final_price: product.final_price,
      topping_prices: toppings.map((t) => t.price),
      count: item.count,
    };
    return { item, toppings, input };
  });

  const goods = goodsTotal(lines.map((l) => l.input));
  const coupon = useCoupon && code ? await checkCoupon(db, code, goods, c.var.deps.now(), customer.id) : null;
  const invoice = buildInvoice(
    lines.map((l) => l.input),
    { coupon_discount: coupon?.discount ?? 0, shipping_price: shipping },
  );

  return ok(c, {
    invoice: {
      total: invoice.total,
      products_discount: invoice.products_discount,
      coupon_discount: invoice.coupon_discount,
      shipping_price: invoice.shipping_price,
      price: invoice.price,
      items: lines.map((l, i) => ({
        product_id: l.item.product_id,
        count: l.item.count,
        unit_price: invoice.lines[i].unit_price,
        line_price: invoice.lines[i].line_price,
        toppings: l.toppings,
      })),
      coupon: coupon ? { code: coupon.code, valid: coupon.valid, msg: coupon.msg } : null,
      skipped,
    },
    customer_credit: Number(customer.credit),
  });
}

orderPriceRoutes.use('/order/price', requireAuth);
orderPriceRoutes.use('/order/price/', requireAuth);
orderPriceRoutes.post('/order/price', priceOrder);
orderPriceRoutes.post('/order/price/', priceOrder);
