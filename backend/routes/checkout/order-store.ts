import type { Queryable } from '../../db/client';
import { HttpError } from '../../http';
import { formatJalali } from '../../lib/jalali';
import { paymentDeadlines } from './payment-window';
import { cardCharge } from '../../../common/contract/card-min';
import type { OrderStatus, OrderView } from '../../../common/contract/orders';

/** Persian tab labels; rt_* are the return ("مرجوعی") states. */
export const STATUS_LABELS: Record<OrderStatus, string> = {
  created: 'ثبت شده',
  in_progress: 'در حال آماده‌سازی',
  ready: 'آماده ارسال',
  send: 'ارسال شده',
  rt_wait: 'در انتظار مرجوعی',
  rt_accept: 'مرجوع شده',
};

/** An order can be rated once it reached the customer ("send" or a later return state). */
export const RATEABLE: readonly OrderStatus[] = ['send', 'rt_wait', 'rt_accept'];

export const orderMessages = {
  notFound: 'سفارش پیدا نشد',
  submitted: 'سفارش شما ثبت شد',
  submittedUnpaid: 'سفارش شما ثبت شد؛ برای نهایی شدن، مبلغ باقی‌مانده را پرداخت کنید',
  paidByCredit: 'سفارش شما ثبت و از اعتبار شما پرداخت شد',
  alreadyPaid: 'این سفارش قبلاً پرداخت شده است',
  priceChanged: 'مبلغ سفارش تغییر کرده است؛ صورتحساب تازه را ببینید و دوباره ثبت کنید',
  cartChanged: 'سبد خرید شما در جای دیگری تغییر کرده است؛ سبد تازه را ببینید و دوباره ثبت کنید',
  keyRequired: 'شناسه یکتای درخواست (Idempotency-Key) ارسال نشده است',
  keyReused: 'این شناسه درخواست قبلاً برای سفارش دیگری به کار رفته است',
  tooManyUnpaid: 'شمار سفارش‌های پرداخت‌نشدهٔ شما بیش از حد مجاز است؛ لطفاً یکی از آن‌ها را پرداخت کنید یا ساعتی بعد دوباره سفارش دهید',
  badPaymentType: 'روش پرداخت معتبر نیست',
  rateNotYet: 'پس از تحویل سفارش می‌توانید به آن امتیاز دهید',
  rated: 'امتیاز شما ثبت شد',
  alreadyRated: 'به این سفارش قبلاً امتیاز داده‌اید',
} as const;

export interface OrderRow {
  id: number;
  customer_id: number;
  created_by: number;
  submit_by: 'site' | 'panel';
  idempotency_key: string;
  request_hash: string;
  status: OrderStatus;
  payment_type: 'credit' | 'online';
  paid: boolean;
  paid_at: Date | string | null;
  delivery: boolean;
  address_id: number | null;
  address: Record<string, unknown> | null;
  msg: string;
  submitted_for: string;
  confirmation: boolean;
  nation_code: string;
  total: number;
  products_discount: number;
  coupon_code: string | null;
  coupon_discount: number;
  shipping_price: number;
  price: number;
  created_at: Date | string;
}

/** The customer's own order, or 404 whether it is missing or someone else's (ids cannot be probed). */
export async function loadOwnOrder(q: Queryable, customerId: number, orderId: number, lock = false): Promise<OrderRow> {
  const [row] = await q.query<OrderRow>(`SELECT * FROM orders WHERE id = $1 AND customer_id = $2${lock ? ' FOR NO KEY UPDATE' : ''}`, [
    orderId,
    customerId,
  ]);
  if (!row) throw new HttpError(404, orderMessages.notFound);
  return row;
}

/**
 * What is left to pay by card: the whole price, or for a credit order the part credit does not
 * cover; never less than a card can pay (CARD_MIN_TOMAN), whose surplus stays in credit.
 */
export function amountDue(order: Pick<OrderRow, 'paid' | 'payment_type' | 'price'>, credit: number): number {
  if (order.paid) return 0;
  const price = Number(order.price);
  return cardCharge(order.payment_type === 'credit' ? Math.max(0, price - credit) : price);
}

/**
 * Pays an unpaid order from the customer's credit when it covers the whole price. Runs inside
 * the caller's transaction; locks the customer row first (the order every credit change uses),
 * so concurrent payments queue and credit can never be spent twice. Returns whether it paid.
 */
export async function payFromCredit(q: Queryable, orderId: number): Promise<boolean> {
  const [order] = await q.query<{ customer_id: number }>('SELECT customer_id FROM orders WHERE id = $1', [orderId]);
  const [customer] = await q.query<{ credit: number }>('SELECT credit FROM customers WHERE id = $1 FOR NO KEY UPDATE', [order.customer_id]);
  const [locked] = await q.query<OrderRow>('SELECT * FROM orders WHERE id = $1 FOR NO KEY UPDATE', [orderId]);
  if (locked.paid || Number(customer.credit) < Number(locked.price)) return false;
  const price = Number(locked.price);
  if (price > 0) {
    const [after] = await q.query<{ credit: number }>('UPDATE customers SET credit = credit - $2 WHERE id = $1 RETURNING credit', [
      locked.customer_id,
      price,
    ]);
    await q.query(
      `INSERT INTO credit_transactions (customer_id, amount, balance, kind, order_id) VALUES ($1, $2, $3, 'order_payment', $4)`,
      [locked.customer_id, -price, after.credit, orderId],
    );
  }
  await q.query('UPDATE orders SET paid = true, paid_at = now() WHERE id = $1', [orderId]);
  return true;
}

interface ItemRow {
  product_id: number | null;
  name: string;
  count: number;
  unit_price: number;
  line_price: number;
  toppings: unknown;
}

/** An order's own rows (items, rating, payments, bookings), read for a page of orders at once. */
async function orderFacts(q: Queryable, rows: OrderRow[]) {
  const ids = rows.map((r) => r.id);
  const customerIds = [...new Set(rows.map((r) => r.customer_id))];
  // One after another: a page's reads take one pooled connection, not six.
  const items = await q.query<ItemRow & { order_id: number }>(
    'SELECT order_id, product_id, name, count, unit_price, line_price, toppings FROM order_items WHERE order_id = ANY($1::int[]) ORDER BY id',
    [ids],
  );
  const customers = await q.query<{ id: number; mobile: string; first_name: string; last_name: string; credit: number }>(
    'SELECT id, mobile, first_name, last_name, credit FROM customers WHERE id = ANY($1::int[])',
    [customerIds],
  );
  const rates = await q.query<{ order_id: number; star: number; comment: string }>('SELECT order_id, star, comment FROM order_rates WHERE order_id = ANY($1::int[])', [ids]);
  // Each order's newest payment.
  const payments = await q.query<{ order_id: number; status: string; returned_ok: boolean }>(
    'SELECT DISTINCT ON (order_id) order_id, status, returned_ok FROM payments WHERE order_id = ANY($1::int[]) ORDER BY order_id, id DESC',
    [ids],
  );
  // Verified card money for an order it could not pay (its places were gone meanwhile) is credit.
  const credited = await q.query<{ order_id: number; total: number }>(
    "SELECT order_id, sum(amount)::bigint AS total FROM payments WHERE order_id = ANY($1::int[]) AND status = 'paid' GROUP BY order_id",
    [ids],
  );
  const deadlines = await paymentDeadlines(q, rows);
  const byOrder = <T extends { order_id: number }>(list: T[]) => new Map(list.map((x) => [x.order_id, x]));
  return {
    items: (id: number) => items.filter((i) => i.order_id === id),
    customer: (id: number) => customers.find((c) => c.id === id)!,
    rate: byOrder(rates),
    payment: byOrder(payments),
    credited: byOrder(credited),
    deadlines,
  };
}

/**
 * Orders as the API sends them (spec "Order data": order_id, submit_by, created_by.id,
 * customer.id, invoice, customer_credit): a page of them in a fixed number of queries.
 */
export async function orderViews(q: Queryable, rows: OrderRow[]): Promise<OrderView[]> {
  if (!rows.length) return [];
  const facts = await orderFacts(q, rows);
  return rows.map((row) => {
    const items = facts.items(row.id);
    const customer = facts.customer(row.customer_id);
    const rate = facts.rate.get(row.id);
    const payment = facts.payment.get(row.id);
    const credit = Number(customer.credit);
    const deadline = facts.deadlines.get(row.id) ?? null;
    const paymentState = row.paid ? 'paid' : payment?.status === 'pending' ? 'pending' : payment?.status === 'failed' ? 'failed' : 'unpaid';
    return {
      id: row.id,
      order_id: row.id,
      status: row.status,
      status_label: STATUS_LABELS[row.status],
      paid: row.paid,
      payment_state: paymentState as 'paid' | 'pending' | 'failed' | 'unpaid',
      /**
       * The customer came back from the gateway with OK and it has not answered yet: each read of
       * the order asks it again (at most every 30 s, payments/verify.ts).
       */
      payment_checking: !row.paid && payment?.status === 'pending' && payment.returned_ok,
      payment_type: row.payment_type,
      submit_by: row.submit_by,
      created_by: { id: row.created_by },
      customer: { id: customer.id, mobile: customer.mobile, name: `${customer.first_name} ${customer.last_name}`.trim() },
      created_at: new Date(row.created_at).toISOString(),
      created_at_jalali: formatJalali(new Date(row.created_at)),
      paid_at: row.paid_at ? new Date(row.paid_at).toISOString() : null,
      /** Starting a payment after this is refused (409); null once paid (payment-window.ts). */
      payment_deadline: deadline ? deadline.toISOString() : null,
      delivery: row.delivery,
      address: row.address,
      msg: row.msg,
      submitted_for: row.submitted_for,
      items: items.map((i) => ({
        product_id: i.product_id,
        name: i.name,
        count: Number(i.count),
        unit_price: Number(i.unit_price),
        line_price: Number(i.line_price),
        toppings: i.toppings as { id: number; name: string; price: number; count: 1 }[],
      })),
      invoice: {
        total: Number(row.total),
        products_discount: Number(row.products_discount),
        coupon_code: row.coupon_code,
        coupon_discount: Number(row.coupon_discount),
        shipping_price: Number(row.shipping_price),
        price: Number(row.price),
      },
      customer_credit: credit,
      amount_due: amountDue(row, credit),
      /** Card payments verified for this order that went to credit because they could not pay it. */
      credited_amount: row.paid ? 0 : Number(facts.credited.get(row.id)?.total ?? 0),
      rate: rate ? { star: Number(rate.star), comment: rate.comment } : null,
      can_rate: !rate && RATEABLE.includes(row.status),
    };
  });
}

/** One order as the API sends it (orderViews). */
export async function orderView(q: Queryable, row: OrderRow): Promise<OrderView> {
  return (await orderViews(q, [row]))[0];
}
