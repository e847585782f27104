import type { KyInstance } from 'ky';
import { send } from './envelope';
import type {
  AddressInput,
  AddressView,
  LocationCheckRequest,
  LocationCheckResponse,
  OrderSubmitRequest,
  OrderSubmitResponse,
} from '@/common/contract/checkout';
import type { OrderView, OrdersListResponse, OrderRateRequest, OrderStatus } from '@/common/contract/orders';
import type {
  OrderPaymentCreateRequest,
  PaymentCreateRequest,
  PaymentCreateResponse,
  PaymentView,
  ReturnUrls,
} from '@/common/contract/payments';

// common/contract is the one source of these shapes, shared with the embedded backend.
export type {
  AddressInput,
  AddressView,
  LocationCheckResponse,
  OrderSubmitRequest,
  OrderSubmitResponse,
  OrderView,
  OrdersListResponse,
  OrderStatus,
  PaymentCreateResponse,
  PaymentView,
  ReturnUrls,
};

/** An order as GET app/order/{id} sends it: with a reservation's bookings. */
export type OrderDetail = OrderView & { bookings?: unknown[] };

export interface CouponCheck {
  code: string;
  valid: boolean;
  msg: string;
}

export interface OrdersQuery {
  page?: number;
  limit?: number;
  /** One status or several, comma-separated. */
  status?: string;
  ordering?: Record<string, 'asc' | 'desc'>;
}

/** Addresses, zone check, coupons, order price/submit, orders and payments (spec section 7). */
export function checkoutApi(http: KyInstance) {
  const addresses = (customerId: number) => `v1/app/customer/${customerId}/addresses`;
  return {
    addresses: (customerId: number) => send<AddressView[]>(http.get(addresses(customerId))),
    addAddress: (customerId: number, input: AddressInput) => send<AddressView>(http.post(`${addresses(customerId)}/add`, { json: input })),
    editAddress: (customerId: number, id: number, input: AddressInput) =>
      send<AddressView>(http.post(`${addresses(customerId)}/${id}/edit`, { json: input })),
    deleteAddress: (customerId: number, id: number) => send<{ id: number }>(http.post(`${addresses(customerId)}/${id}/delete`)),
    checkLocation: (lat: number, lng: number) => send<LocationCheckResponse>(http.post('v1/location/check', { json: { lat, lng } satisfies LocationCheckRequest })),
    checkCoupon: (code: string) => send<CouponCheck>(http.post('v1/app/coupons/check', { json: { code } })),
    /** One idempotency key per checkout: a retry or double click returns the same order. */
    /** A reservation also names its first turn in the query (spec section 7: ?reserve_date&reserve_time). */
    submit: (request: OrderSubmitRequest, idempotencyKey: string, reserve?: { reserve_date: string; reserve_time: string }) =>
      send<OrderSubmitResponse>(
        http.post('v1/order/submit/', { json: request, headers: { 'idempotency-key': idempotencyKey }, ...(reserve ? { searchParams: reserve } : {}) }),
      ),
    orders: (customerId: number, query: OrdersQuery = {}) => {
      const searchParams: Record<string, string | number> = { page: query.page ?? 1, limit: query.limit ?? 20 };
      if (query.status) searchParams.status = query.status;
      if (query.ordering) searchParams.ordering = JSON.stringify(query.ordering);
      return send<OrdersListResponse>(http.get(`v1/app/customer/${customerId}/orders`, { searchParams }));
    },
    order: (id: number) => send<OrderDetail>(http.get(`v1/app/order/${id}`)),
    rate: (id: number, request: OrderRateRequest) => send<{ order_id: number; star: number; comment: string }>(http.post(`v1/order/${id}/rate/create`, { json: request })),
    payOrder: (id: number, urls: OrderPaymentCreateRequest) => send<PaymentCreateResponse>(http.post(`v1/order/${id}/payment/create`, { json: urls })),
    createPayment: (request: PaymentCreateRequest) => send<PaymentCreateResponse>(http.post('v1/payment/create', { json: request })),
    /** A payment as the server verified it (the landings read this, never the query string). */
    payment: (ref: string) => send<PaymentView>(http.get(`v1/payment/${encodeURIComponent(ref)}`)),
  };
}
