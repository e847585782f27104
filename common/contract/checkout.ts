/** API contract: the checkout shapes (addresses, zone check, order price, order submit) the storefront and the embedded backend both use. */
import type { OrderView } from './orders';
import type { BookingView } from './reservations';

// Every answer is wrapped in the envelope {success, data, msg, code}; the types below describe
// `data`. Money is integer Toman; digits are Western.

/** An address as the API sends it, with its delivery zone's price (null = out of every zone). */
export interface AddressView {
  id: number;
  title: string;
  address: string;
  number: string;
  postal_code: string;
  location: string;
  lat: number;
  lng: number;
  is_in_zone: boolean;
  shipping_price: number | null;
}

/** POST /app/customer/{id}/addresses/add and …/{addressId}/edit → AddressView. */
export interface AddressInput {
  title: string;
  address: string;
  /** Plaque (پلاک), up to 20 characters. */
  number: string;
  /** Empty or exactly 10 digits. */
  postal_code?: string;
  /** Free label, e.g. the neighbourhood from /location/check. */
  location?: string;
  lat: number;
  lng: number;
}
/** GET /app/customer/{id}/addresses → AddressView[]; …/{addressId}/delete → {id}. */

/** POST /location/check. msg is «خارج از محدوده» when outside. */
export interface LocationCheckRequest {
  lat: number;
  lng: number;
}
export interface LocationCheckResponse {
  is_in_zone: boolean;
  /** Reverse-geocoded address ('' when unknown). */
  address: string;
  /** The zone's shipping price; null outside every zone. */
  shipping_price: number | null;
  zone: { id: number; name: string } | null;
  lat: number;
  lng: number;
}

/** POST /order/price/. shipping_price is accepted and ignored: shipping comes from `address`. */
export interface OrderPriceRequest {
  products: { product_id: number; count: number; toppings?: { id: number; count: 1 }[] }[];
  customer?: number | string;
  coupon?: string;
  use_coupon?: boolean;
  shipping_price?: number;
  /** Address id; its zone gives the shipping price. */
  address?: number | null;
  /** false = pick-up (no shipping). Default true. */
  delivery?: boolean;
}
export interface InvoiceView {
  total: number;
  products_discount: number;
  coupon_discount: number;
  shipping_price: number;
  price: number;
  items: { product_id: number; count: number; unit_price: number; line_price: number; toppings: { id: number; name: string; price: number; count: 1 }[] }[];
  coupon: { code: string; valid: boolean; msg: string } | null;
  skipped: number[];
}
export interface OrderPriceResponse {
  invoice: InvoiceView;
  customer_credit: number;
}

/** 'credit' pays from credit (gap by card); 'online' pays the whole price by card. 'card' is accepted for 'online'. */
export type PaymentType = 'credit' | 'online';

/**
 * POST /order/submit/ (spec §3 payload). Send the idempotency key in the `Idempotency-Key`
 * header or as `idempotency_key`: 8–64 of [A-Za-z0-9_-], one per checkout, the same on every
 * retry. A repeat returns the same order (200, replayed true); the same key with another
 * payload is 409.
 *
 * A reservation (spec §3): `POST /order/submit/?reserve_date&reserve_time` and/or products
 * carrying `times: [reserve_time]` or `reserve_time` {date (Jalali or Gregorian), turn (HH:MM),
 * end_time, reserve_time_id, customer (the caller's mobile)}; each product's count is places per
 * time, priced count × times. No reserved item → 400. The places are taken with the order:
 * 409 «ظرفیت این نوبت تکمیل شده است» when a turn is full (no order, nothing charged). Paid by
 * credit → bookings confirmed; otherwise held for 10 minutes while the gap is paid by card
 * (POST /order/{id}/payment/create), confirmed on verify, released on a failed/cancelled payment.
 * The same shape serves POST /order/price/ (invoice per place, no shipping).
 */
export interface OrderSubmitRequest extends Omit<OrderPriceRequest, 'customer'> {
  idempotency_key?: string;
  customer?: number | string;
  user?: number;
  payment_type?: PaymentType;
  /** The order description (the three templates plus free text), up to 1000 characters. */
  msg?: string;
  send_submit_notification?: boolean;
  submitted_for?: string;
  confirmation?: boolean;
  nation_code?: string;
  /**
   * The price the customer was shown (invoice.price). When given and the server's price differs
   * (an address edited or the cart changed in another tab), the submit is refused with 409 and
   * nothing is ordered or charged.
   */
  expected_price?: number;
  /**
   * true: `products` are the customer's cart as the page showed it (its sellable lines). When the
   * cart differs (changed elsewhere, or already ordered from another window), the submit is
   * refused with 409 and nothing is ordered or charged. Without it, `products` are ordered as sent.
   */
  from_cart?: boolean;
}
export interface OrderSubmitResponse {
  order: OrderView;
  order_id: number;
  paid: boolean;
  /** What is left to pay by card (0 when paid). */
  amount_due: number;
  customer_credit: number;
  replayed: boolean;
  /** A reservation's bookings (held until paid, then confirmed); absent for goods orders. */
  bookings?: BookingView[];
}
