import { checkoutClient } from '@/lib/api/browser';
import type { OrderDetail } from '@/lib/api/checkout';
import { orderReturnUrls } from './return-urls';

// Apart from the order pages' hooks (hooks/queries/orders.ts): the checkout pays a new order with it
// and should not download those hooks with its first load.

/** Starts paying an order: a panel order with the order's own creator and customer ids (spec section 6). */
export function requestOrderPayment(order: Pick<OrderDetail, 'id' | 'submit_by' | 'created_by' | 'customer'>) {
  const urls = orderReturnUrls(order);
  if (order.submit_by === 'panel') {
    return checkoutClient.createPayment({ ...urls, user: order.created_by.id, customer: order.customer.id, orderId: order.id, payment_for: 'order' });
  }
  return checkoutClient.payOrder(order.id, urls);
}
