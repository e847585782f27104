import type { ReactNode } from 'react';
import type { Invoice } from '@/lib/api/cart';
import { formatToman } from '@/lib/price';

export function InvoiceRow({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex items-baseline justify-between gap-3 ${strong ? 'border-t border-black/10 pt-3 text-lg font-bold' : 'text-sm'}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The server's invoice: total, discounts, shipping and what is payable (all computed by order/price). */
export function InvoiceList({ invoice, shippingHint = 'در مرحله بعد محاسبه می‌شود' }: { invoice: Invoice; shippingHint?: string }) {
  return (
    <dl className="space-y-2" aria-label="مبلغ سفارش">
      <InvoiceRow label="جمع کل">{formatToman(invoice.total)}</InvoiceRow>
      {invoice.products_discount > 0 && <InvoiceRow label="تخفیف محصولات">{formatToman(invoice.products_discount)}</InvoiceRow>}
      {invoice.coupon_discount > 0 && <InvoiceRow label="کد تخفیف">{formatToman(invoice.coupon_discount)}</InvoiceRow>}
      <InvoiceRow label="هزینه ارسال">{invoice.shipping_price > 0 ? formatToman(invoice.shipping_price) : shippingHint}</InvoiceRow>
      <InvoiceRow label="مبلغ قابل پرداخت" strong>
        {formatToman(invoice.price)}
      </InvoiceRow>
    </dl>
  );
}
