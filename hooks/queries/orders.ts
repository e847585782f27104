'use client';

import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkoutClient } from '@/lib/api/browser';
import type { OrderDetail, PaymentCreateResponse } from '@/lib/api/checkout';
import type { Envelope } from '@/lib/api/envelope';
import { ApiError } from '@/lib/errors';
import { notify } from '@/stores/notifications';
import { openPayment, releasePaymentWindow, type PaymentWindow } from '@/lib/payment/open';
import { requestOrderPayment } from '@/lib/payment/order-payment';
import { queryKeys } from '@/lib/query-keys';
import { PAYMENT_RECHECK_MS } from '@/lib/payment/recheck';
import { ORDERS_PAGE_SIZE } from '@/lib/spec-constants';

/** One status tab of the customer's orders, newest first, 20 a page; `fetchNextPage` loads «بیشتر». */
export function useOrders(customerId: number, status: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.orders(customerId, status),
    queryFn: async ({ pageParam }) =>
      (await checkoutClient.orders(customerId, { page: pageParam, limit: ORDERS_PAGE_SIZE, status, ordering: { created_at: 'desc' } })).data,
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
  });
}

/**
 * One of the customer's orders, or null when there is no such order of theirs (the API answers
 * 404 for others' ids too). null is data, not an error: the page says so, without a toast.
 */
export function useOrder(customerId: number, id: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: queryKeys.order(customerId, id),
    queryFn: async (): Promise<OrderDetail | null> => {
      try {
        return (await checkoutClient.order(id)).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    // What is due changes elsewhere (a payment, a top-up in another tab): every page showing the
    // order reads it afresh, even one opened seconds after a landing read it; back from the
    // provider's window, it shows what the payment did.
    staleTime: 0,
    refetchOnWindowFocus: true,
    // A card payment the customer came back from with OK is asked about again on each read.
    refetchInterval: (query) => (query.state.data?.payment_checking ? PAYMENT_RECHECK_MS : false),
  });
}

function useRefreshOrder(customerId: number, id: number) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: queryKeys.order(customerId, id) });
    void client.invalidateQueries({ queryKey: queryKeys.orders(customerId) });
  };
}

/** Rates a delivered order (star 1–5, comment); the order is re-read so it shows the given rating. */
export function useRateOrder(customerId: number, id: number) {
  const refresh = useRefreshOrder(customerId, id);
  return useMutation({
    mutationFn: (body: { star: number; comment: string }) => checkoutClient.rate(id, body),
    onSuccess: (res) => {
      notify({ message: res.msg || 'امتیاز شما ثبت شد', variant: 'success', code: res.code });
      refresh();
    },
  });
}

/**
 * Pays what is due on an order through the gateway. A panel order is paid with the order's own
 * creator and customer ids (spec section 6). When credit now covers it, the server pays it at
 * once (`paid`) and the order is simply re-read. `reserved` is the window the click handler
 * opened before any await, so the browser does not block it as a pop-up.
 */
export function usePayOrder(customerId: number, order: Pick<OrderDetail, 'id' | 'submit_by' | 'created_by' | 'customer'>) {
  const refresh = useRefreshOrder(customerId, order.id);
  return useMutation<Envelope<PaymentCreateResponse>, Error, PaymentWindow>({
    mutationFn: () => requestOrderPayment(order),
    onSuccess: (res, reserved) => {
      if (res.data.paid) {
        releasePaymentWindow(reserved);
        notify({ message: res.msg || 'سفارش پرداخت شد', variant: 'success', code: res.code });
        refresh();
        return;
      }
      openPayment(res.data.payment_url, reserved);
    },
    onError: (_error, reserved) => {
      releasePaymentWindow(reserved);
      refresh();
    },
  });
}
