import type { Queryable } from '../db/client';
import { releasePlaces } from '../reservations/places';
import { giveBackUse } from '../routes/checkout/coupon-uses';
import { amountDue } from '../routes/checkout/order-store';
import { hasBookings, settleFromCredit } from '../routes/checkout/settle';
import type { PaymentView } from '../../common/contract/payments';

export interface PaymentRow {
  id: number;
  /** null only while the gateway is being asked for it (start.ts). */
  authority: string | null;
  provider: string;
  purpose: 'order' | 'buy_customer_credit';
  order_id: number | null;
  customer_id: number;
  user_id: number;
  amount: number;
  status: 'pending' | 'paid' | 'failed';
  ref_id: string | null;
  success_url: string;
  fail_url: string;
  created_at: Date | string;
  settled_at: Date | string | null;
  /** When the gateway was last asked about it, by the callback or a recheck; null before (verify.ts). */
  last_checked_at: Date | string | null;
  /** The customer came back with Status=OK: from then on reads may verify it again (verify.ts). */
  returned_ok: boolean;
  /** Where the customer was sent to pay; null while the gateway is being asked (start.ts). */
  payment_url: string | null;
  /** Applying it paid its order; false for money kept as credit (the order was paid first, or could not be paid). */
  paid_order: boolean;
}

export const paymentMessages = {
  noGateway: 'درگاه پرداخت در دسترس نیست',
  gatewayDown: 'اتصال به درگاه پرداخت ممکن نشد؛ لطفاً دوباره تلاش کنید',
  notFound: 'تراکنش پیدا نشد',
  badPrice: 'مبلغ معتبر نیست',
  badPurpose: 'نوع پرداخت معتبر نیست',
  created: 'در حال انتقال به درگاه پرداخت',
  paidFromCredit: 'سفارش از اعتبار شما پرداخت شد',
  tooManyTopUps: 'درخواست‌های افزایش اعتبار بیش از حد مجاز است؛ لطفاً ساعتی دیگر دوباره تلاش کنید',
  beingChecked: 'پرداخت قبلی این سفارش در حال بررسی است؛ چند دقیقه دیگر وضعیت سفارش را ببینید',
} as const;

export const AUTHORITY = /^[A-Za-z0-9]{1,64}$/;

/**
 * Applies a payment the gateway verified, exactly once: the payment row is locked and must not be
 * paid yet (a failed one the gateway now says was paid is applied all the same). The money goes
 * into the customer's credit (one ledger row per payment, unique), and an order payment then pays
 * its order from that credit, so a gap payment and the credit that covers the rest settle
 * together; a reservation's places are confirmed with it (settle.ts: when a lapsed hold's place
 * was taken meanwhile, or the places were released with the failure, the money stays in credit
 * and the order unpaid; so does the money of a payment whose order was paid first, by another
 * payment or from credit: `paid_order` tells them apart). Returns the payment as it ends up.
 */
export async function applyVerified(q: Queryable, paymentId: number, refId: string, now: Date): Promise<PaymentRow> {
  const [first] = await q.query<PaymentRow>('SELECT * FROM payments WHERE id = $1', [paymentId]);
  await q.query('SELECT id FROM customers WHERE id = $1 FOR NO KEY UPDATE', [first.customer_id]);
  const [payment] = await q.query<PaymentRow>('SELECT * FROM payments WHERE id = $1 FOR UPDATE', [paymentId]);
  if (payment.status === 'paid') return payment;
  const [after] = await q.query<{ credit: number }>('UPDATE customers SET credit = credit + $2 WHERE id = $1 RETURNING credit', [
    payment.customer_id,
    payment.amount,
  ]);
  await q.query(
    `INSERT INTO credit_transactions (customer_id, amount, balance, kind, order_id, payment_id) VALUES ($1, $2, $3, 'gateway_payment', $4, $5)`,
    [payment.customer_id, payment.amount, after.credit, payment.order_id, payment.id],
  );
  const [paid] = await q.query<PaymentRow>(
    `UPDATE payments SET status = 'paid', ref_id = $2, settled_at = now() WHERE id = $1 RETURNING *`,
    [payment.id, refId.slice(0, 64)],
  );
  if (payment.order_id === null || !(await settleFromCredit(q, payment.order_id, now))) return paid;
  const [settled] = await q.query<PaymentRow>('UPDATE payments SET paid_order = true WHERE id = $1 RETURNING *', [payment.id]);
  return settled;
}

/**
 * A failed or cancelled payment; an unpaid reservation's held places are given back with it,
 * unless another payment of the order is still at the gateway (a second «پرداخت» in another
 * window): that one may yet be paid, and its hold lapses on its own if it is not. Its coupon's use
 * goes back with the places: without them the order can no longer be paid. A goods order may
 * still be paid within its window, so its use lapses with that (coupon-uses.ts).
 */
export async function markFailed(q: Queryable, paymentId: number, now: Date): Promise<void> {
  const [failed] = await q.query<{ order_id: number | null }>(
    `UPDATE payments SET status = 'failed', settled_at = now() WHERE id = $1 AND status = 'pending' RETURNING order_id`,
    [paymentId],
  );
  if (!failed || failed.order_id === null) return;
  const [order] = await q.query<{ paid: boolean }>('SELECT paid FROM orders WHERE id = $1 FOR NO KEY UPDATE', [failed.order_id]);
  if (order.paid) return;
  const [open] = await q.query("SELECT 1 FROM payments WHERE order_id = $1 AND status = 'pending' LIMIT 1", [failed.order_id]);
  if (open || !(await hasBookings(q, failed.order_id))) return;
  // The use before the slots, as a payment's settling takes them (coupon-uses.ts).
  await giveBackUse(q, failed.order_id);
  await releasePlaces(q, { order_id: failed.order_id }, { now });
}

/** A payment as the landing pages read it: the server's verified state, never the query string. */
export async function paymentView(q: Queryable, row: PaymentRow): Promise<PaymentView> {
  const [customer] = await q.query<{ credit: number }>('SELECT credit FROM customers WHERE id = $1', [row.customer_id]);
  const credit = Number(customer.credit);
  const [order] = row.order_id
    ? await q.query<{ id: number; paid: boolean; status: string; payment_type: 'credit' | 'online'; price: number; submit_by: string }>(
        'SELECT id, paid, status, payment_type, price, submit_by FROM orders WHERE id = $1',
        [row.order_id],
      )
    : [];
  return {
    id: row.id,
    authority: row.authority,
    payment_for: row.purpose,
    status: row.status,
    paid: row.status === 'paid',
    paid_order: row.paid_order,
    /** The customer came back from the gateway with OK: while pending, the landing reads it again by itself, and each read verifies it (at most every 30 s; a read also verifies one returned with NOK). */
    returned_ok: row.returned_ok,
    amount: Number(row.amount),
    ref_id: row.ref_id,
    order_id: row.order_id,
    order: order
      ? { id: order.id, paid: order.paid, status: order.status, submit_by: order.submit_by, amount_due: amountDue(order, credit) }
      : null,
    customer_credit: credit,
    created_at: new Date(row.created_at).toISOString(),
    settled_at: row.settled_at ? new Date(row.settled_at).toISOString() : null,
  };
}
