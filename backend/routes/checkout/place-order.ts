import type { Db } from '../../db/client';
import { HttpError } from '../../http';
import { cartMessages } from '../cart/messages';
import { normalizeCode } from '../cart/coupons';
import { assertOrdersTheCart } from './cart-match';
import { lockCoupon, recordCouponUse } from './coupon-uses';
import { resolveShipping } from './address-store';
import { takePlaces, type Booker } from '../../reservations/places';
import { assertHoldAllowance } from '../../reservations/hold-allowance';
import { assertUnpaidAllowance } from './unpaid-allowance';
import { orderMessages, type OrderRow } from './order-store';
import { quoteOrder } from './quote';
import { settleFromCredit } from './settle';
import { requestHash, type SubmitInput } from './submit-input';

export interface Actor {
  customerId: number;
  /** The user who submits: the customer's own user, or an operator for panel orders. */
  userId: number;
  submitBy: 'site' | 'panel';
  /** Who the reserved places are for (a reservation submit). */
  booker?: Booker;
}

/**
 * Creates an order in one transaction: the customer row is locked first, so a retry with the
 * same idempotency key waits for the first attempt and then finds its order, and concurrent
 * credit payments queue. Every amount is recomputed here from the database; the cart is
 * emptied only by a customer's own successful goods submit.
 *
 * A reservation takes its places in the same transaction, after the customer lock: held for
 * DEFAULT_HOLD_SECONDS, and confirmed at once when credit (or a zero price) pays the order. A
 * full turn throws 409 and rolls everything back, so no order exists and nothing is charged. A
 * customer's unpaid holds are capped (MAX_HELD_PLACES, 429), checked under the customer lock so parallel
 * submits cannot pass together; a replay returns above and a credit-paid booking holds nothing.
 *
 * A coupon with a total limit has its row locked after the customer's (before any slot), and its
 * uses are counted under the locks held (coupon-uses.ts): past its limits, in all or for this customer, the submit is 409 with the
 * reason and nothing is ordered; otherwise the order records its use. A replay returns its order
 * before any of this, so it is neither counted again nor refused.
 */
export async function placeOrder(db: Db, actor: Actor, input: SubmitInput, now: Date): Promise<{ order: OrderRow; created: boolean }> {
  const hash = requestHash(input);
  return db.tx(async (q) => {
    const locked = await q.query('SELECT id FROM customers WHERE id = $1 FOR NO KEY UPDATE', [actor.customerId]);
    if (locked.length === 0) throw new HttpError(404, 'مشتری پیدا نشد');
    const [existing] = await q.query<OrderRow>('SELECT * FROM orders WHERE customer_id = $1 AND idempotency_key = $2', [
      actor.customerId,
      input.idempotencyKey,
    ]);
    if (existing) {
      // A key is one checkout of one submitter: a guest booking for a mobile never replays another's.
      if (existing.request_hash !== hash || existing.created_by !== actor.userId) throw new HttpError(409, orderMessages.keyReused);
      return { order: existing, created: false };
    }

    // Locked before the quote counts its uses, so the count is binding until the order is written.
    if (input.coupon) await lockCoupon(q, normalizeCode(input.coupon), actor.customerId, now);
    const shipping = await resolveShipping(q, actor.customerId, { addressId: input.addressId, delivery: input.delivery, required: true });
    const quote = await quoteOrder(q, { items: input.items, customerId: actor.customerId, coupon: input.coupon, shipping: shipping.shipping_price, now, reservation: input.reservation !== null });
    if (quote.skipped.length > 0) {
      const [gone] = await q.query<{ name: string }>('SELECT name FROM products WHERE id = $1', [quote.skipped[0]]);
      throw new HttpError(400, gone ? cartMessages.soldOutNamed(gone.name) : cartMessages.productNotFound);
    }
    if (input.fromCart && actor.submitBy === 'site') await assertOrdersTheCart(q, actor.customerId, input.items);
    if (quote.coupon && !quote.coupon.valid) throw new HttpError(quote.coupon.usedUp ? 409 : 400, quote.coupon.msg);
    if (input.expectedPrice !== null && input.expectedPrice !== quote.invoice.price) throw new HttpError(409, orderMessages.priceChanged);

    const { invoice } = quote;
    const a = shipping.address;
    const addressCopy = a
      ? { id: a.id, title: a.title, address: a.address, number: a.number, postal_code: a.postal_code, location: a.location, lat: Number(a.lat), lng: Number(a.lng), zone: shipping.zone?.name ?? null }
      : null;
    const [order] = await q.query<OrderRow>(
      `INSERT INTO orders (customer_id, created_by, submit_by, idempotency_key, request_hash, payment_type, delivery, address_id, address,
         msg, submitted_for, confirmation, send_submit_notification, nation_code,
         total, products_discount, coupon_code, coupon_discount, shipping_price, price, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21) RETURNING *`,
      [
        actor.customerId, actor.userId, actor.submitBy, input.idempotencyKey, hash, input.paymentType, input.delivery, a?.id ?? null,
        addressCopy === null ? null : JSON.stringify(addressCopy), input.msg, input.submittedFor, input.confirmation,
        input.sendSubmitNotification, input.nationCode, invoice.total, invoice.products_discount,
        quote.coupon?.valid ? quote.coupon.code : null, invoice.coupon_discount, invoice.shipping_price, invoice.price,
        // The clock the payment window (payment-window.ts) is measured with.
        now,
      ],
    );
    if (quote.coupon?.valid && quote.coupon.couponId !== null) await recordCouponUse(q, quote.coupon.couponId, actor.customerId, order.id, now);
    for (const [i, line] of quote.lines.entries()) {
      await q.query(
        'INSERT INTO order_items (order_id, product_id, name, count, unit_price, line_price, toppings) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [order.id, line.item.product_id, line.name, line.item.count, invoice.lines[i].unit_price, invoice.lines[i].line_price, JSON.stringify(line.toppings)],
      );
    }
    if (input.reservation) {
      if (!actor.booker) throw new Error('a reservation needs its booker');
      await takePlaces(q, input.reservation, actor.booker, { now, order_id: order.id, status: 'held' });
    }
    // A zero price is settled whatever the payment type or submitter: there is nothing to charge, and
    // left unpaid no card payment could ever pay it (a guest's free booking would silently lapse).
    if (Number(invoice.price) === 0 || (input.paymentType === 'credit' && actor.submitBy === 'site')) await settleFromCredit(q, order.id, now);
    // Only the customer's own holds: a guest booking for their mobile has its own limit.
    if (input.reservation && actor.booker?.customer_id === actor.customerId) await assertHoldAllowance(q, actor.customerId, now);
    if (!input.reservation && actor.submitBy === 'site') await assertUnpaidAllowance(q, actor.customerId, now);
    if (actor.submitBy === 'site' && !input.reservation) await q.query('DELETE FROM cart_lines WHERE customer_id = $1', [actor.customerId]);
    const [fresh] = await q.query<OrderRow>('SELECT * FROM orders WHERE id = $1', [order.id]);
    return { order: fresh, created: true };
  });
}
