import { DEFAULT_HOLIDAY_COUNTRY } from './spec-constants';

/** Every React Query key in one place, so invalidations match what queries used. */
export const queryKeys = {
  config: ['config'] as const,
  /** A payment as the server verified it, by authority. */
  payment: (ref: string) => ['payment', ref] as const,
  customer: (id: number) => ['customer', id] as const,
  cart: (customerId: number) => ['cart', customerId] as const,
  orderPrice: (customerId: number, signature: string) => ['order-price', customerId, signature] as const,
  /** Every order price of a customer (prefix of orderPrice), for invalidation. */
  orderPrices: (customerId: number) => ['order-price', customerId] as const,
  favorites: (customerId: number) => ['favorites', customerId] as const,
  product: (id: number, customerId: number | null) => ['product', id, customerId] as const,
  /** Every product page's per-customer view. */
  productsPrefix: ['product'] as const,
  comments: (productId: number, page: number) => ['comments', productId, page] as const,
  searchSuggestions: (query: string) => ['search-suggestions', query] as const,
  stories: ['stories'] as const,
  /** One status tab of a customer's orders; ['orders', customerId] is every tab (for invalidation). */
  orders: (customerId: number, status?: string) => (status === undefined ? (['orders', customerId] as const) : (['orders', customerId, status] as const)),
  order: (customerId: number, id: number) => ['order', customerId, id] as const,
  moreComments: (productId: number) => ['comments', productId, 'more'] as const,
  addresses: (customerId: number) => ['addresses', customerId] as const,
  locationCheck: (lat: number, lng: number) => ['location-check', lat, lng] as const,
};

/** The account area's keys. */
export const accountKeys = {
  transactions: (customerId: number) => ['account', 'transactions', customerId] as const,
  coupons: (customerId: number) => ['account', 'coupons', customerId] as const,
};

/** The reservation queries' keys (prefixes first, for invalidation after a booking or a change). */
export const reservationKeys = {
  calendars: (productId: number) => ['reservation-calendar', productId] as const,
  calendar: (productId: number, year: number, month: number) => ['reservation-calendar', productId, year, month] as const,
  turns: (productId: number) => ['reservation-turns', productId] as const,
  dayTurns: (productId: number, date: string) => ['reservation-turns', productId, date] as const,
  holidays: (year: number) => ['holidays', DEFAULT_HOLIDAY_COUNTRY, year] as const,
  prevTurns: (mobile: string) => ['prev-turns', mobile] as const,
  price: (signature: string) => ['reservation-price', signature] as const,
};
