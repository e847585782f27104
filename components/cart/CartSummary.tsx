'use client';

import Link from '@/components/ui/Link';
import type { Customer } from '@/lib/api/types';
import { formatToman } from '@/lib/price';
import { linesTotal, type DisplayLine } from '@/lib/cart/line';
import { ORDER_PRICE_FAILED, useOrderPrice } from '@/hooks/queries/order-price';
import { RefreshFailed } from '@/components/ui/RefreshFailed';
import { InvoiceList, InvoiceRow } from '@/components/checkout/InvoiceList';
import { CHECKOUT_HREF, GUEST_CHECKOUT_HREF } from '@/lib/checkout/paths';


function CustomerSummary({ customer, saving }: { customer: Customer; saving: boolean }) {
  const price = useOrderPrice(customer);
  if (price.isPending) {
    return (
      <p role="status" className="text-sm text-ink/70">
        در حال محاسبه مبلغ سفارش…
      </p>
    );
  }
  if (price.isError && !price.data) return <RefreshFailed message={ORDER_PRICE_FAILED} busy={price.isFetching} onRetry={() => void price.refetch()} />;
  const { invoice, customer_credit } = price.data;
  return (
    <div className="space-y-3" aria-busy={saving || price.isFetching}>
      <InvoiceList invoice={invoice} />
      <p className="text-xs text-ink/60">اعتبار حساب شما: {formatToman(customer_credit)}</p>
      {(saving || price.isFetching) && (
        <p role="status" className="text-xs text-ink/60">
          در حال به‌روزرسانی مبلغ…
        </p>
      )}
    </div>
  );
}

function GuestSummary({ lines }: { lines: DisplayLine[] }) {
  const available = lines.filter((l) => l.product.limit !== 0);
  return (
    <div className="space-y-3">
      <dl className="space-y-2" aria-label="مبلغ سفارش">
        <InvoiceRow label="جمع سبد خرید" strong>
          {formatToman(linesTotal(available))}
        </InvoiceRow>
      </dl>
      <p className="text-xs text-ink/70">قیمت نهایی، تخفیف‌ها و هزینه ارسال پس از ورود به حساب نمایش داده می‌شود.</p>
    </div>
  );
}

/** The price summary (order/price for a customer, the lines' total for a guest) and the way to checkout. */
export function CartSummary({ customer, lines, saving }: { customer: Customer | null; lines: DisplayLine[]; saving: boolean }) {
  const orderable = lines.some((l) => l.product.limit !== 0);
  return (
    <section aria-labelledby="cart-summary-title" className="space-y-4 rounded-2xl bg-surface p-4 shadow-sm">
      <h2 id="cart-summary-title" className="font-bold">
        خلاصه سفارش
      </h2>
      {/* order/price is not asked for a cart with nothing orderable in it. */}
      {customer ? orderable && <CustomerSummary customer={customer} saving={saving} /> : <GuestSummary lines={lines} />}
      {orderable ? (
        <Link
          href={customer ? CHECKOUT_HREF : GUEST_CHECKOUT_HREF}
          className="block w-full rounded-xl bg-primary px-4 py-3 text-center font-bold text-on-primary hover:opacity-90"
        >
          {customer ? 'ادامه و ثبت سفارش' : 'ورود و ادامه خرید'}
        </Link>
      ) : (
        <p className="text-sm text-red-800">کالاهای سبد خرید شما موجود نیستند.</p>
      )}
    </section>
  );
}
