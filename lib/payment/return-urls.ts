import type { ReturnUrls } from '@/lib/api/checkout';

/**
 * Where the payment provider sends the customer back to (spec sections 2 and 6). An order the
 * operator panel submitted returns to the panel's pages: /order/cart/checkout when paid, the
 * order's own page when not. Every other order returns to the payment landings, which re-read
 * the order from the API (the flags only say what to re-read).
 */
export function orderReturnUrls(order: { id: number; submit_by: string }): ReturnUrls {
  if (order.submit_by === 'panel') {
    return { success_url: `/order/cart/checkout?fromOrder=${order.id}`, fail_url: `/order/${order.id}` };
  }
  return {
    success_url: `/paid-order?forOrder=true&fromOrder=${order.id}`,
    fail_url: `/failed-payment?forOrder=true&fromOrder=${order.id}`,
  };
}
