'use client';

import Link from '@/components/ui/Link';
import { ClientState, NeedsJs } from '@/components/layout/ClientState';
import { toPersianDigits } from '@/common/digits';
import { awaitsPayment } from '@/lib/order-status';
import { useCustomer } from '@/hooks/queries/customer';
import { useOrder } from '@/hooks/queries/orders';
import { LoginPrompt } from '@/components/ui/LoginPrompt';
import type { BookingView } from '@/lib/api/reservations';
import { OrderFacts } from './OrderFacts';
import { OrderInvoice } from './OrderInvoice';
import { OrderItems } from './OrderItems';
import { OrderNotFound } from './OrderNotFound';
import { OrderRating } from './OrderRating';
import { PayButton } from './PayButton';
import { PaymentUnderWay } from './PaymentUnderWay';
import { PaymentLapsed } from './PaymentLapsed';
import { useRerenderAt } from '@/components/ui/use-rerender-at';
import { RefreshFailed } from '@/components/ui/RefreshFailed';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { useFocusAfterRemoval } from '@/components/ui/use-focus-after-removal';

function Details({ customerId, id }: { customerId: number; id: number }) {
  const order = useOrder(customerId, id);
  // Paid (from credit, or in the provider's window), the order re-reads and the pressed pay button
  // goes; so does a refresh's retry once it worked: focus goes to the order's heading.
  const heading = useFocusAfterRemoval<HTMLHeadingElement>((order.data && awaitsPayment(order.data) ? 1 : 0) + (order.isRefetchError ? 1 : 0));
  useRerenderAt(order.data?.payment_deadline);
  if (order.isPending) {
    return (
      <p role="status" className="text-sm text-ink/60">
        در حال بارگذاری سفارش…
      </p>
    );
  }
  // Only with nothing to show: a failed refresh keeps the order on screen, with its own retry.
  if (order.isError && order.data === undefined) return <RetryAlert message="دریافت سفارش ممکن نشد." onRetry={() => order.refetch()} />;
  const data = order.data;
  if (!data) return <OrderNotFound />;
  return (
    <div className="space-y-4">
      <h2 ref={heading} tabIndex={-1} className="text-lg font-bold focus:outline-none">
        سفارش {toPersianDigits(data.id)}
      </h2>
      {order.isRefetchError && <RefreshFailed message="تازه‌سازی سفارش ممکن نشد." busy={order.isFetching} onRetry={() => void order.refetch()} />}
      {awaitsPayment(data) && <PaymentUnderWay order={data} what="این سفارش" />}
      {awaitsPayment(data) && <PayButton customerId={customerId} order={data} />}
      <PaymentLapsed
        order={data}
        what="این سفارش"
        lapsed="مهلت پرداخت این سفارش به پایان رسیده است؛ لطفاً دوباره سفارش دهید."
        action={
          <Link href="/" className="tap text-primary underline">
            مشاهده محصولات
          </Link>
        }
      />
      <OrderFacts order={data} bookings={(data.bookings ?? []) as BookingView[]} />
      <OrderItems items={data.items} />
      <OrderInvoice invoice={data.invoice} delivery={data.delivery} />
      <OrderRating customerId={customerId} order={data} />
    </div>
  );
}

function Gate({ id }: { id: number }) {
  const customer = useCustomer();
  if (!customer) return <LoginPrompt title="برای دیدن سفارش وارد شوید" path={`/order/${id}`} />;
  return <Details customerId={customer.id} id={id} />;
}

/** The order page's client part: the customer's own order (nothing personal is rendered on the server). */
export function OrderDetails({ id }: { id: number }) {
  return (
    <ClientState skeletonClassName="h-40 w-full rounded-2xl" withoutJs={<NeedsJs what="صفحه سفارش" />}>
      <Gate id={id} />
    </ClientState>
  );
}
