'use client';

import Link from '@/components/ui/Link';
import { useId } from 'react';
import { EmptyState } from '@/components/ui/EmptyState';
import { orderStatusLabel } from '@/lib/order-status';
import { useOrders } from '@/hooks/queries/orders';
import { OrderCard } from './OrderCard';
import { RefreshFailed } from '@/components/ui/RefreshFailed';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { useFocusAfterRemoval } from '@/components/ui/use-focus-after-removal';
import { BusyButton } from '@/components/ui/BusyButton';

/** The customer's orders in one status, 20 at a time, with «بیشتر» for the next page. */
export function OrdersList({ customerId, status }: { customerId: number; status: string }) {
  const orders = useOrders(customerId, status);
  const label = orderStatusLabel(status);
  const moreError = useId();
  // «بیشتر» once the last page is in, or a refresh's retry once it worked, goes: focus goes to the list.
  const listRef = useFocusAfterRemoval<HTMLUListElement>((orders.hasNextPage ? 1 : 0) + (orders.isRefetchError ? 1 : 0));

  if (orders.isPending) {
    return (
      <p role="status" className="text-sm text-ink/60">
        در حال بارگذاری سفارش‌ها…
      </p>
    );
  }
  // Only with nothing to show: a failed «بیشتر» or refresh keeps the orders already listed (TanStack keeps the data).
  if (orders.isError && !orders.data) return <RetryAlert message="دریافت سفارش‌ها ممکن نشد." onRetry={() => orders.refetch()} />;

  const list = orders.data.pages.flatMap((page) => page.results);
  if (list.length === 0) {
    return (
      <EmptyState title={`سفارش «${label}» ندارید`}>
        <Link href="/" className="tap text-primary underline">
          دیدن محصولات
        </Link>
      </EmptyState>
    );
  }
  const moreFailed = orders.isFetchNextPageError && !orders.isFetchingNextPage;
  return (
    <div className="space-y-4">
      {orders.isRefetchError && <RefreshFailed message="تازه‌سازی سفارش‌ها ممکن نشد." busy={orders.isFetching} onRetry={() => void orders.refetch()} />}
      <ul ref={listRef} tabIndex={-1} className="space-y-3 focus:outline-none" aria-label={`سفارش‌های ${label}`}>
        {list.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </ul>
      {moreFailed && (
        <p id={moreError} role="alert" className="text-center text-sm text-red-800">
          بارگذاری سفارش‌های بیشتر ممکن نشد.
        </p>
      )}
      {orders.hasNextPage && (
        // After a failed page it is the retry, the keyboard's focus still on it.
        <BusyButton
          busy={orders.isFetchingNextPage}
          onClick={() => void orders.fetchNextPage()}
          aria-describedby={moreFailed ? moreError : undefined}
          className="tap mx-auto block rounded-xl border border-black/15 px-6 py-2 text-sm"
        >
          {orders.isFetchingNextPage ? 'در حال بارگذاری…' : moreFailed ? 'تلاش دوباره' : 'بیشتر'}
        </BusyButton>
      )}
    </div>
  );
}
