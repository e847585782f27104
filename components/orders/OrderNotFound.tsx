import Link from '@/components/ui/Link';
import { EmptyState } from '@/components/ui/EmptyState';

/** «سفارش پیدا نشد»: an id that is not one, or an order that is not the customer's. */
export function OrderNotFound() {
  return (
    <EmptyState title="سفارش پیدا نشد">
      <Link href="/profile/orders" className="tap text-primary underline">
        سفارش‌های من
      </Link>
    </EmptyState>
  );
}
