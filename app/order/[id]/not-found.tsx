import { OrderNotFound } from '@/components/orders/OrderNotFound';
import { NOT_FOUND_METADATA } from '@/lib/seo/not-found-metadata';

export const metadata = NOT_FOUND_METADATA;

/** /order/<not an id>: 404 with the order page's message and a way to the customer's orders. */
export default function OrderIdNotFound() {
  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="mb-6 text-2xl font-bold">جزئیات سفارش</h1>
      <OrderNotFound />
    </section>
  );
}
