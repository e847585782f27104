'use client';

import { useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { checkoutClient } from '@/lib/api/browser';
import type { OrderSubmitRequest, OrderView } from '@/lib/api/checkout';
import { keyFor } from '@/lib/checkout/idempotency';
import { orderMayExist } from '@/lib/checkout/submit-failure';
import { invalidateAfterOrder } from './after-order';
import { openPayment, releasePaymentWindow, reservePaymentWindow } from '@/lib/payment/open';
import { queryKeys } from '@/lib/query-keys';
import { rootStore } from '@/stores';
import { notify } from '@/stores/notifications';
import { handleApiError } from '@/stores/session-actions';
import { ApiError } from '@/lib/errors';
import { requestOrderPayment } from '@/lib/payment/order-payment';

export const paidOrderHref = (orderId: number) => `/paid-order?forOrder=true&fromOrder=${orderId}`;

/**
 * Places the order and starts its payment. The idempotency key is stored before the request,
 * so a double click, a retry after a time-out or a reload repeats the same order instead of
 * making a second one; the server recomputes every amount. Only `success: true` ends the
 * checkout (spec section 5); a failure shows the server's message and keeps everything.
 * `answerLost`: the last try got no answer from the API, so the order may exist. `onRefused`:
 * the API refused the order (4xx), so its page shows the figures re-read from the server.
 */
export function usePlaceOrder(customerId: number, { onRefused }: { onRefused?: () => void } = {}) {
  const router = useRouter();
  const client = useQueryClient();
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const [answerLost, setAnswerLost] = useState(false);

  const place = async (request: OrderSubmitRequest, expectsCard: boolean) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    setAnswerLost(false);
    const store = rootStore.getState();
    const submission = keyFor(store.orders.checkout.submission, request);
    store.updateCheckout({ submission });
    // Opened now, inside the click: a window opened after the await would be blocked as a pop-up.
    const reserved = expectsCard ? reservePaymentWindow() : null;
    try {
      const { data, msg } = await checkoutClient.submit(request, submission.key);
      // The order exists: the cart (emptied by the server), the description and the address draft start over.
      rootStore.getState().finishCheckout();
      rootStore.getState().resetAddressInfo();
      void client.invalidateQueries({ queryKey: queryKeys.cart(customerId) });
      void client.invalidateQueries({ queryKey: queryKeys.orderPrices(customerId) });
      invalidateAfterOrder(client, customerId);
      if (msg) notify({ message: msg, variant: 'success', code: 200 });
      if (data.paid) {
        releasePaymentWindow(reserved);
        router.push(paidOrderHref(data.order_id));
        return;
      }
      await payOrder(data.order);
    } catch (error) {
      releasePaymentWindow(reserved);
      handleApiError(error, { pressed: true });
      // No answer: the order may be placed, even paid from credit. The checkout says so until the
      // next try, which the kept key turns into that same order, not a second one.
      if (orderMayExist(error)) setAnswerLost(true);
      // Refused (the price or the cart changed, the address was deleted in another tab…): show
      // what the server has now, so the next try is built from it.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        for (const queryKey of [queryKeys.cart(customerId), queryKeys.orderPrices(customerId), queryKeys.addresses(customerId)]) {
          void client.invalidateQueries({ queryKey });
        }
        onRefused?.();
      }
    } finally {
      running.current = false;
      setPending(false);
    }

    async function payOrder(order: OrderView) {
      const orderId = order.id;
      try {
        const { data } = await requestOrderPayment(order);
        if (data.paid) {
          releasePaymentWindow(reserved);
          router.push(paidOrderHref(orderId));
          return;
        }
        // In a new window (or the native app's browser) this tab follows the order meanwhile.
        if (openPayment(data.payment_url, reserved) !== 'same-tab') router.push(`/order/${orderId}`);
      } catch (error) {
        // The order is placed and unpaid: its page offers to pay again.
        releasePaymentWindow(reserved);
        handleApiError(error, { pressed: true });
        router.push(`/order/${orderId}`);
      }
    }
  };

  return { place, pending, answerLost };
}
