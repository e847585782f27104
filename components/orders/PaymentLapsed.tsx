import type { ReactNode } from 'react';
import type { OrderView } from '@/lib/api/checkout';
import { paymentLapsed } from '@/lib/order-status';

const NOTE = 'rounded-2xl bg-amber-50 p-4 text-sm ring-1 ring-amber-200';

/**
 * What replaces «پرداخت» once the payment deadline has passed. The live region is on the page
 * from the start, so a page left open across the deadline says it to a screen reader as the
 * button goes (a region inserted with its text is often not read).
 */
export function PaymentLapsed({
  order,
  what,
  lapsed,
  action,
}: {
  order: Pick<OrderView, 'paid' | 'payment_state'> & Partial<Pick<OrderView, 'payment_deadline'>>;
  /** «این سفارش», «این رزرو». */
  what: string;
  /** What the lapse means for it, a sentence. */
  lapsed: string;
  action: ReactNode;
}) {
  const show = paymentLapsed(order);
  return (
    <div role="status">
      {show &&
        (order.payment_state === 'pending' ? (
          // Started in time, a card payment still settles when the gateway confirms it.
          <p className={NOTE}>پرداختی که پیش از پایان مهلت برای {what} آغاز کرده‌اید هنوز در حال بررسی است؛ نتیجه پس از پاسخ درگاه در همین صفحه دیده می‌شود.</p>
        ) : (
          <div className={`${NOTE} space-y-3`}>
            <p>{lapsed}</p>
            {action}
          </div>
        ))}
    </div>
  );
}
