'use client';

import { EmptyState } from '@/components/catalog/EmptyState';
import { orderStatusLabel } from '@/lib/order-status';
import { useOrders } from '@/lib/queries/orders';
import { OrderCard } from './OrderCard';
import { RetryAlert } from '@/components/ui/RetryAlert';

/** The customer's orders in one status, 20 at a time, with «بیشتر» for the next page. */
export function OrdersList({ customerId, status }: { customerId: number; status: string }) {
  const orders = useOrders(customerId, status);
  const label = orderStatusLabel(status);

  if (orders.isPending) {
    return (
      <p role="status" className="text-sm text-ink/60">
        در حال بارگذاری سفارش‌ها…
      </p>
    );
  }
  if (orders.isError) return <RetryAlert message="دریافت سفارش‌ها ممکن نشد." onRetry={() => orders.refetch()} />;

  const list = orders.data.pages.flatMap((page) => page.results);
  if (list.length === 0) return <EmptyState title={`سفارش «${label}» ندارید`} />;
  return (
    <div className="space-y-4">
      <ul className="space-y-3" aria-label={`سفارش‌های ${label}`}>
        {list.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </ul>
      {orders.hasNextPage && (
        <button
          type="button"
          onClick={() => {
            if (!orders.isFetchingNextPage) void orders.fetchNextPage();
          }}
          // aria-disabled, not disabled: keeps keyboard focus mid-request.
          aria-disabled={orders.isFetchingNextPage || undefined}
          className="mx-auto block rounded-xl border border-black/15 px-6 py-2 text-sm aria-disabled:cursor-wait aria-disabled:opacity-60"
        >
          {orders.isFetchingNextPage ? 'در حال بارگذاری…' : 'بیشتر'}
        </button>
      )}
    </div>
  );
}
