import Link from '@/components/ui/Link';
import type { OrderView } from '@/lib/api/checkout';
import { toPersianDigits } from '@/common/digits';
import { displayJalaliDateTime } from '@/lib/jalali';
import { formatToman } from '@/lib/price';
import { PaymentBadge } from './PaymentBadge';

/** One order in a status tab: number, Jalali date, total and payment, linking to its page. */
export function OrderCard({ order }: { order: OrderView }) {
  return (
    <li>
      <Link
        href={`/order/${order.id}`}
        className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-black/5 hover:ring-primary/40 focus-visible:outline-2 focus-visible:outline-primary"
      >
        <span className="space-y-1">
          <span className="block font-bold">سفارش {toPersianDigits(order.id)}</span>
          <span className="block text-sm text-ink/70">{displayJalaliDateTime(order.created_at_jalali)}</span>
        </span>
        <span className="flex items-center gap-3">
          <span className="font-medium">{formatToman(order.invoice.price)}</span>
          <PaymentBadge state={order.payment_state} />
        </span>
      </Link>
    </li>
  );
}
