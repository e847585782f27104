/** API contract: the order shapes (an order, its statuses, the list, the rating) the storefront and the embedded backend both use. */
import type { Paged } from './paged';

/** Every order status, in the order an order moves through them; rt_* are the return ("مرجوعی") states. */
export const ORDER_STATUSES = ['created', 'in_progress', 'ready', 'send', 'rt_wait', 'rt_accept'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * An order as the API sends it (spec "Order data": order_id, submit_by, created_by.id,
 * customer.id, invoice, customer_credit).
 */
export interface OrderView {
  id: number;
  order_id: number;
  status: OrderStatus;
  status_label: string;
  paid: boolean;
  payment_state: 'paid' | 'pending' | 'failed' | 'unpaid';
  /**
   * The customer came back from the gateway with OK and it has not answered yet: each read of
   * the order asks it again (at most every 30 s).
   */
  payment_checking: boolean;
  payment_type: 'credit' | 'online';
  submit_by: 'site' | 'panel';
  created_by: { id: number };
  customer: { id: number; mobile: string; name: string };
  created_at: string;
  created_at_jalali: string;
  paid_at: string | null;
  /** Starting a payment after this is refused (409); null once paid. */
  payment_deadline: string | null;
  delivery: boolean;
  /** The delivery address as it was when ordered; null for pick-up. */
  address: Record<string, unknown> | null;
  msg: string;
  submitted_for: string;
  items: {
    /** null once the product is deleted. */
    product_id: number | null;
    name: string;
    count: number;
    unit_price: number;
    line_price: number;
    toppings: { id: number; name: string; price: number; count: 1 }[];
  }[];
  invoice: {
    total: number;
    products_discount: number;
    coupon_code: string | null;
    coupon_discount: number;
    shipping_price: number;
    price: number;
  };
  customer_credit: number;
  amount_due: number;
  /** Card payments verified for this order that went to credit because they could not pay it. */
  credited_amount: number;
  rate: { star: number; comment: string } | null;
  can_rate: boolean;
}

/** GET /app/customer/{id}/orders?page=1&limit=20&status=created[,send…]&ordering={"created_at":"desc"} */
export type OrdersListResponse = Paged<OrderView>;
/** GET /app/order/{id} → OrderView & {bookings: BookingView[]} (404 for other customers' ids). */

/** POST /order/{id}/rate/create → {order_id, star, comment}; star 1–5, default 3. */
export interface OrderRateRequest {
  star?: number;
  comment?: string;
}
