'use client';

import { cardAmount, creditGap } from '@/lib/checkout/credit-gap';
import { formatToman } from '@/lib/price';
import { useReservationPrice } from '@/hooks/queries/reservations';
import { RetryAlert } from '@/components/ui/RetryAlert';
import type { ReservedItem } from '@/stores/slices/reservations';

/**
 * The server's price of the reservation, the customer's credit and the gap between them
 * (|credit − price|, spec section 9): what is paid by card when credit is short.
 */
export function BookingPrice({ item, mobile, guest }: { item: ReservedItem; mobile: string | null; guest: boolean }) {
  const price = useReservationPrice(item, mobile);
  if (!price.data) {
    // «ثبت رزرو» waits for this price: a failed calculation must be tried again from here.
    if (price.isError && !price.isFetching) return <RetryAlert message="محاسبه مبلغ ممکن نشد." onRetry={() => void price.refetch()} />;
    return <p role="status">در حال محاسبه مبلغ…</p>;
  }
  const { invoice, customer_credit: credit } = price.data;
  const gap = creditGap(credit, invoice.price);
  const short = guest || credit < invoice.price;
  return (
    <dl aria-label="مبلغ رزرو" aria-busy={price.isFetching} className="grid grid-cols-[1fr_auto] gap-y-2 rounded-2xl bg-surface p-4 text-sm ring-1 ring-black/5">
      <dt>مبلغ قابل پرداخت</dt>
      <dd className="font-bold">{formatToman(invoice.price)}</dd>
      {!guest && (
        <>
          <dt>اعتبار شما</dt>
          <dd>{formatToman(credit)}</dd>
        </>
      )}
      <dt>{short ? 'پرداخت با کارت' : 'باقی‌مانده اعتبار پس از رزرو'}</dt>
      <dd>{formatToman(short ? cardAmount(guest ? 'online' : 'credit', credit, invoice.price) : gap)}</dd>
    </dl>
  );
}
