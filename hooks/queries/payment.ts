'use client';

import { useQuery } from '@tanstack/react-query';
import { checkoutClient } from '@/lib/api/browser';
import type { OrderView, PaymentView } from '@/lib/api/checkout';
import type { LandingFlags } from '@/lib/payment/landing';
import { queryKeys } from '@/lib/query-keys';
import { useOrder } from './orders';
import { paymentRecheckInterval } from '@/lib/payment/recheck';

type OrderFact = Pick<OrderView, 'id' | 'paid'>;

/**
 * The newer of the two server reads of the landing's order: its own query, or the copy the payment
 * carries (a recheck re-reads only the payment, and an older «unpaid» beside a newly paid payment
 * would read as credit).
 */
export function latestOrder(order: { data: OrderFact | null | undefined; at: number }, payment: { data: PaymentView | undefined; at: number }): OrderFact | null {
  const copy = payment.data?.order;
  if (copy && order.data && copy.id === order.data.id && payment.at > order.at) return copy;
  return order.data ?? null;
}

/** A payment as the server verified it; not retried (a 404 is an answer, not a glitch), read again while pending. */
export function usePayment(authority: string | null, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.payment(authority ?? ''),
    queryFn: async () => (await checkoutClient.payment(authority!)).data,
    enabled: enabled && authority !== null,
    retry: false,
    refetchInterval: (query) => paymentRecheckInterval(query.state.data),
  });
}

/** What a landing needs to know: the payment it returned with and the order it names. */
export function useLandingFacts(flags: LandingFlags, customerId: number | null) {
  const payment = usePayment(flags.authority, customerId !== null);
  const order = useOrder(customerId ?? 0, flags.orderId ?? 0, customerId !== null && flags.orderId !== null && !flags.isCharging);
  const loading = (payment.fetchStatus === 'fetching' && !payment.data) || (order.fetchStatus === 'fetching' && !order.data);
  // A read waiting for the connection (React Query pauses it offline and sends it once back online).
  const offline = (payment.fetchStatus === 'paused' && !payment.data) || (order.fetchStatus === 'paused' && !order.data);
  // A failed recheck keeps the answer already shown (recheckFailed says so beside it).
  const paymentError = payment.data ? null : payment.error;
  const retry = () => {
    if (payment.isError) void payment.refetch();
    if (order.isError) void order.refetch();
  };
  return {
    payment: payment.data ?? null,
    order: latestOrder({ data: order.data, at: order.dataUpdatedAt }, { data: payment.data, at: payment.dataUpdatedAt }),
    loading,
    offline,
    retry,
    error: paymentError ?? order.error,
    paymentError,
    checking: payment.isFetching,
    recheckFailed: payment.isRefetchError && !payment.isFetching,
    /** Resolves once the answer is in; its isError says whether it came. */
    recheck: () => payment.refetch(),
  };
}
