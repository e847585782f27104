'use client';

import { useQuery } from '@tanstack/react-query';
import { checkoutClient } from '@/lib/api/browser';
import type { LandingFlags } from '@/lib/payment/landing';
import { queryKeys } from '@/lib/query-keys';
import { useOrder } from './orders';

/** A payment as the server verified it; not retried (a 404 is an answer, not a glitch). */
export function usePayment(authority: string | null, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.payment(authority ?? ''),
    queryFn: async () => (await checkoutClient.payment(authority!)).data,
    enabled: enabled && authority !== null,
    retry: false,
  });
}

/** What a landing needs to know: the payment it returned with and the order it names. */
export function useLandingFacts(flags: LandingFlags, customerId: number | null) {
  const payment = usePayment(flags.authority, customerId !== null);
  const order = useOrder(customerId ?? 0, flags.orderId ?? 0, customerId !== null && flags.orderId !== null && !flags.isCharging);
  const loading = (payment.fetchStatus === 'fetching' && !payment.data) || (order.fetchStatus === 'fetching' && !order.data);
  const retry = () => {
    if (payment.isError) void payment.refetch();
    if (order.isError) void order.refetch();
  };
  return { payment: payment.data ?? null, order: order.data ?? null, loading, error: payment.error ?? order.error, paymentError: payment.error, retry };
}
