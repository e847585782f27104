import { Hono, type Context } from 'hono';
import type { Env } from '../../context';
import { requireAuth } from '../../auth/middleware';
import { HttpError, messages, ok } from '../../http';
import { toWesternDigits } from '../../../common/digits';
import { optionalString, parseMobile, readBody, scalarText } from '../../lib/validate';
import { resolveShipping } from '../checkout/address-store';
import { invoiceView, quoteOrder } from '../checkout/quote';
import { checkTurns, isReservationRequest, parseReservation, reservationQuoteItems } from '../checkout/reservation-input';
import { parseReservationItems } from '../reservations/params';
import { checkCouponWithinAllowance, normalizeCode, type CouponResult } from './coupons';
import { cartMessages } from './messages';
import { MAX_PER_PRODUCT, parseEntityId, parseFlag, parseItems } from './parse';

/** POST /order/price/: the invoice of a list of products for the calling customer. */
export const orderPriceRoutes = new Hono<Env>();

/** `customer` in the body, as an id or a mobile, must be the caller; absent means the caller. */
export function isCaller(value: unknown, customer: { id: number; mobile: string }): boolean {
  if (value === undefined || value === null || value === '') return true;
  const raw = scalarText(value);
  if (raw === null) throw new HttpError(400, cartMessages.badCustomer);
  const text = toWesternDigits(raw).trim();
  if (/^\d{1,9}$/.test(text) && !text.startsWith('0')) return Number(text) === customer.id;
  return parseMobile(text) === customer.mobile;
}

/** The chosen address id (`address` as an id or {id}); absent, empty or 0 means none. */
export function parseAddressRef(value: unknown): number | null {
  if (value === undefined || value === null || value === '' || value === 0 || value === '0') return null;
  const raw = typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>).id : value;
  return parseEntityId(raw, 'آدرس معتبر نیست');
}

/**
 * The code's lookup within the failed-code allowance; past it, the code's refusal (the order is
 * priced without it, so the checkout still shows its invoice, but no verdict is given).
 */
async function couponPastAllowance(c: Context<Env>, customerId: number, code: string): Promise<CouponResult | null> {
  try {
    await checkCouponWithinAllowance(c, customerId, code);
    return null;
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 429) throw error;
    return { code: normalizeCode(code), valid: false, msg: error.message, discount: 0, couponId: null, usedUp: false };
  }
}

/**
 * The client's shipping_price is never used: shipping comes from the address's delivery zone
 * (or 0 for pick-up and when no address is chosen yet). A reservation price (reserved items
 * with times) prices count × times places of each item, checks its turns, and has no shipping.
 */
async function priceOrder(c: Context<Env>) {
  const auth = c.var.auth;
  const db = c.var.deps.db;
  const body = await readBody(c);
  const reservation = isReservationRequest(body, c.req.query());
  // A guest may price a reservation (it books with its card, no credit and no coupon: guest-booking.ts).
  const guest = auth.role === 'guest' && reservation;
  if (!guest && (auth.role !== 'customer' || auth.customerId === null)) throw new HttpError(401, messages.unauthorized);
  const useCoupon = parseFlag(body.use_coupon, cartMessages.badUseCoupon) ?? false;
  const code = optionalString(body, 'coupon', 200) ?? '';
  const addressId = reservation ? null : parseAddressRef(body.address);
  const delivery = reservation ? false : (parseFlag(body.delivery, messages.badRequest) ?? true);

  const [customer] = guest
    ? [{ id: 0, mobile: '', credit: 0 }]
    : await db.query<{ id: number; mobile: string; credit: number }>('SELECT id, mobile, credit FROM customers WHERE id = $1', [auth.customerId]);
  if (!customer) throw new HttpError(401, messages.unauthorized);
  if (!guest && !isCaller(body.customer, customer)) throw new HttpError(403, messages.forbidden);
  const now = c.var.deps.now();
  let items;
  if (reservation) {
    const reserved = guest ? parseReservationItems(body.products) : parseReservation(body, customer);
    await checkTurns(db, reserved, now);
    items = reservationQuoteItems(reserved);
  } else {
    items = parseItems(body.products, { min: 1, max: MAX_PER_PRODUCT }, { allowEmpty: false });
  }

  const asked = useCoupon && code && !guest ? code : null;
  const refused = asked ? await couponPastAllowance(c, customer.id, asked) : null;
  const shipping = guest ? { shipping_price: 0 } : await resolveShipping(db, customer.id, { addressId, delivery, required: false });
  const quote = await quoteOrder(db, {
    items,
    customerId: customer.id,
    coupon: refused ? null : asked,
    shipping: shipping.shipping_price,
    now,
    reservation,
  });
  return ok(c, { invoice: invoiceView(refused ? { ...quote, coupon: refused } : quote), customer_credit: Number(customer.credit) });
}

orderPriceRoutes.use('/order/price', requireAuth);
orderPriceRoutes.use('/order/price/', requireAuth);
orderPriceRoutes.post('/order/price', priceOrder);
orderPriceRoutes.post('/order/price/', priceOrder);
