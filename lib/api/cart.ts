import type { KyInstance } from 'ky';
import { send } from './envelope';
import type { ProductSummary } from './product-types';
import type { OrderPriceRequest, OrderPriceResponse } from '@/common/contract/checkout';

/** A topping on a cart line: the spec's `{id, count: 1}`, with its name and price for display. */
export interface CartTopping {
  id: number;
  name: string;
  price: number;
  count: 1;
}

/** One line of a customer's server cart: a product with one set of toppings. */
export interface CartLine {
  id: number;
  product_id: number;
  count: number;
  toppings: CartTopping[];
  product: ProductSummary;
  /** final_price plus toppings, for one unit (Toman). */
  unit_price: number;
  /** unit_price × count. */
  line_price: number;
}

export type CapReason = 'limit' | 'sold_out' | 'not_found' | 'cart_full' | 'reservable';

/** A line a merge could not add in full: `requested` is what it would have held, `allowed` what it holds. */
export interface CappedLine {
  product_id: number;
  /** Sorted topping ids of the line. */
  toppings: number[];
  requested: number;
  allowed: number;
  reason: CapReason;
}

export interface CartData {
  items: CartLine[];
  /** Σ line counts. */
  count: number;
  /** Filled by a merge only. */
  capped: CappedLine[];
}

/** A cart entry as the API takes it (spec section 3): product id, count, toppings each with count 1. */
export interface CartItemInput {
  product_id: number;
  count: number;
  toppings?: { id: number; count: 1 }[];
}

export interface MergeRequest {
  products: CartItemInput[];
  merge: true;
  /** One id per guest cart: a merge repeated with it changes nothing. */
  merge_id: string;
}

// Order price shapes: common/contract is their one source, shared with the embedded backend.
export type { OrderPriceRequest, InvoiceView as Invoice, OrderPriceResponse as OrderPrice } from '@/common/contract/checkout';

/** The customer's server cart and the order price (spec section 7). */
export function cartApi(http: KyInstance) {
  const base = (customerId: number) => `v1/app/customer/${customerId}/cart`;
  return {
    get: (customerId: number) => send<CartData>(http.get(base(customerId))),
    add: (customerId: number, item: CartItemInput) => send<CartData>(http.post(`${base(customerId)}/add`, { json: item })),
    remove: (customerId: number, item: CartItemInput) => send<CartData>(http.post(`${base(customerId)}/remove`, { json: item })),
    /** Absolute counts; 0 deletes the line. */
    update: (customerId: number, products: CartItemInput[]) =>
      send<CartData>(http.post(`${base(customerId)}/update`, { json: { products } })),
    /** Adds a guest cart to the server cart, capped by limits; idempotent per merge_id. */
    merge: (customerId: number, request: MergeRequest) => send<CartData>(http.post(`${base(customerId)}/update`, { json: request })),
    price: (request: OrderPriceRequest) => send<OrderPriceResponse>(http.post('v1/order/price/', { json: request })),
  };
}
