'use client';

import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { cartClient } from '@/lib/api/browser';
import type { OrderPrice } from '@/lib/api/cart';
import type { Customer } from '@/lib/api/types';
import { orderProducts, serverDisplayLine } from '@/lib/cart/line';
import { queryKeys } from '@/lib/query-keys';
import { useServerCart } from './server-cart';

/** Said where the invoice goes when the order price could not be read (cart and checkout). */
export const ORDER_PRICE_FAILED = 'محاسبه مبلغ سفارش ممکن نشد.';

/** What checkout adds to the cart's price: where it goes and the confirmed coupon. */
export interface PriceOptions {
  /** Address id whose zone gives the shipping price; null = none chosen yet. */
  address?: number | null;
  /** false = pick-up. */
  delivery?: boolean;
  /** Sent only once confirmed (spec section 5); '' otherwise. */
  coupon?: string;
}

/**
 * The order price of the customer's cart (POST order/price/), for the last server answer of the
 * cart; never requested for an empty cart (spec section 5). The server computes every amount.
 */
export function useOrderPrice(customer: Customer | null, options: PriceOptions = {}) {
  const customerId = customer?.id ?? null;
  const cart = useServerCart(customerId);
  const products = useMemo(() => (cart.data ? orderProducts(cart.data.items.map(serverDisplayLine)) : []), [cart.data]);
  const { address = null, delivery = true, coupon = '' } = options;
  const signature = JSON.stringify([products, address, delivery, coupon]);
  return useQuery<OrderPrice>({
    queryKey: queryKeys.orderPrice(customerId ?? 0, signature),
    queryFn: async () =>
      (
        await cartClient.price({
          products,
          customer: customer!.mobile,
          coupon,
          shipping_price: 0,
          use_coupon: coupon !== '',
          address,
          delivery,
        })
      ).data,
    enabled: customer !== null && products.length > 0,
    placeholderData: keepPreviousData,
  });
}
