import type { CartItemInput, CartLine, CartTopping } from '../api/cart';
import type { ProductSummary, Topping } from '../api/product-types';
import { formatNumber } from '../price';

/**
 * Cart-line identity, prices and limits shared by the guest cart and the server cart.
 * A line is a product with one set of toppings: the same product with other toppings is
 * another line. Limits count the product across all its lines, as the server does.
 */

/** What a sold-out product's button and pack line say. */
export const SOLD_OUT_LABEL = 'ناموجود';

/** The most of one product a cart may hold when the product itself has no limit (the server's cap). */
export const MAX_PER_PRODUCT = 999;

/** Just what identifies a line. */
export interface LineRef {
  product_id: number;
  toppings?: readonly { id: number }[];
}

/** A line as the cart UI shows it, from either cart. */
export interface DisplayLine {
  key: string;
  product_id: number;
  count: number;
  toppings: CartTopping[];
  product: ProductSummary;
  unit_price: number;
  line_price: number;
}

/** Sorted unique topping ids. */
export function toppingIds(toppings: readonly { id: number }[] | undefined): number[] {
  return [...new Set((toppings ?? []).map((t) => t.id))].sort((a, b) => a - b);
}

/** The key of a line: product id and its sorted topping ids (the server's key too). */
export function lineKey(line: LineRef): string {
  return `${line.product_id}:${toppingIds(line.toppings).join(',')}`;
}

/** Toppings as cart lines carry them: sorted by id, each once, each with count 1. */
export function normalizeToppings(toppings: readonly (Topping | CartTopping)[] | undefined): CartTopping[] {
  const byId = new Map<number, CartTopping>();
  for (const t of toppings ?? []) byId.set(t.id, { id: t.id, name: t.name, price: t.price, count: 1 });
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** One unit: the product's final price plus its toppings. */
export function unitPrice(finalPrice: number, toppings: readonly { price: number }[] = []): number {
  return finalPrice + toppings.reduce((sum, t) => sum + t.price, 0);
}

/** The spec's productTotalPrice: (final_price + Σ chosen toppings) × count. */
export function productTotalPrice(finalPrice: number, toppings: readonly { price: number }[], count: number): number {
  return unitPrice(finalPrice, toppings) * Math.max(0, count);
}

/** How many of a product a cart may hold in all: 0 when sold out. */
export function maxForProduct(limit: number | null): number {
  return limit === null ? MAX_PER_PRODUCT : Math.max(0, Math.min(limit, MAX_PER_PRODUCT));
}

/** How many of a product the lines hold, across all their toppings. */
export function countOfProduct(lines: readonly { product_id: number; count: number }[], productId: number): number {
  return lines.reduce((sum, l) => (l.product_id === productId ? sum + l.count : sum), 0);
}

/** How many more of the product may be added. */
export function roomFor(limit: number | null, inCart: number): number {
  return Math.max(0, maxForProduct(limit) - inCart);
}

export const CART_MESSAGES = {
  soldOut: 'این محصول موجود نیست',
  added: 'محصول به سبد خرید اضافه شد',
  removed: 'محصول از سبد خرید حذف شد',
  /** Spec section 8: clearing the cart. */
  cleared: 'نوبت‌های رزرو شده خالی شد',
  badCount: 'تعداد معتبر نیست',
  /** As the API says it (cart/add, merge). */
  cartFull: 'سبد خرید شما پر است؛ حداکثر ۱۰۰ ردیف مجاز است',
} as const;

/** Lines one cart may hold: the API's own ceiling, so a guest cart can always be merged in one call. */
export const MAX_CART_LINES = 100;

/** «حداکثر ۲ عدد از این محصول را می‌توانید سفارش دهید» (plus how many are in the cart, when any). */
export function limitMessage(limit: number | null, inCart = 0): string {
  const max = maxForProduct(limit);
  return (
    `حداکثر ${formatNumber(max)} عدد از این محصول را می‌توانید سفارش دهید` +
    (inCart > 0 ? `؛ ${formatNumber(inCart)} عدد در سبد خرید شما هست` : '')
  );
}

/**
 * Why `count` more of the product cannot be added when `inCart` are already in the cart, or
 * null when they can.
 */
export function addRefusal(product: Pick<ProductSummary, 'limit'>, inCart: number, count: number): string | null {
  if (!Number.isSafeInteger(count) || count < 1) return CART_MESSAGES.badCount;
  if (product.limit === 0) return CART_MESSAGES.soldOut;
  if (inCart + count > maxForProduct(product.limit)) return limitMessage(product.limit, inCart);
  return null;
}

/** A server cart line as the UI shows it. */
export function serverDisplayLine(line: CartLine): DisplayLine {
  return {
    key: lineKey(line),
    product_id: line.product_id,
    count: line.count,
    toppings: line.toppings,
    product: line.product,
    unit_price: line.unit_price,
    line_price: line.line_price,
  };
}

/** A line as the API takes it. */
export function toItemInput(line: LineRef & { count: number }): CartItemInput {
  const ids = toppingIds(line.toppings);
  return {
    product_id: line.product_id,
    count: line.count,
    ...(ids.length > 0 ? { toppings: ids.map((id) => ({ id, count: 1 as const })) } : {}),
  };
}

/**
 * The products list for an order price request: sold-out products are left out (spec
 * section 5), each line with its toppings.
 */
export function orderProducts(lines: readonly DisplayLine[]): CartItemInput[] {
  return lines.filter((l) => l.product.limit !== 0 && l.count > 0).map(toItemInput);
}

/** Σ line prices. */
export function linesTotal(lines: readonly { line_price: number }[]): number {
  return lines.reduce((sum, l) => sum + l.line_price, 0);
}

/** Σ counts. */
export function linesCount(lines: readonly { count: number }[]): number {
  return lines.reduce((sum, l) => sum + l.count, 0);
}
