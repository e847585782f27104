import type { OrderView } from '@/lib/api/checkout';
import { toPersianDigits } from '@/common/digits';
import { PAYMENT_RECHECK_MS } from '@/lib/payment/recheck';

/**
 * Said above «پرداخت» while a card payment of the order has begun and not settled: «unpaid» alone
 * would ask a customer who may have paid to pay again. Nothing while no payment is under way.
 */
export function PaymentUnderWay({ order, what }: { order: Pick<OrderView, 'paid' | 'payment_state' | 'payment_checking'>; what: string }) {
  if (order.paid || order.payment_state !== 'pending') return null;
  return (
    <p role="status" className="rounded-2xl bg-amber-50 p-4 text-sm ring-1 ring-amber-200">
      {order.payment_checking
        ? `پرداخت ${what} در حال بررسی است: از درگاه بازگشته‌اید و پاسخ نهایی آن هنوز نرسیده است. وضعیت هر ${toPersianDigits(PAYMENT_RECHECK_MS / 1000)} ثانیه دوباره بررسی می‌شود.`
        : `پرداختی برای ${what} آغاز شده و نتیجه آن هنوز از درگاه نرسیده است. اگر پرداخت را در درگاه کامل کرده‌اید، چند لحظه بعد این صفحه را دوباره باز کنید؛ اگر نه، می‌توانید دوباره پرداخت کنید.`}
    </p>
  );
}
