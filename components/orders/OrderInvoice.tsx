import type { ReactNode } from 'react';
import type { OrderView } from '@/lib/api/checkout';
import { formatToman } from '@/lib/price';

function Row({ label, value, strong = false }: { label: ReactNode; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-3 py-1.5 ${strong ? 'border-t border-black/10 pt-3 font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * The order's invoice as the server priced it: total, discounts, shipping and what was payable.
 * `delivery`: sent by courier; picked up, shipping is «ندارد», as checkout says, not free.
 */
export function OrderInvoice({ invoice, delivery }: { invoice: OrderView['invoice']; delivery: boolean }) {
  // The code as the customer typed and the coupons page shows it: Latin, left to right.
  const coupon = invoice.coupon_code ? (
    <>
      تخفیف کد «<bdi dir="ltr">{invoice.coupon_code}</bdi>»
    </>
  ) : (
    'تخفیف کد تخفیف'
  );
  return (
    <section aria-labelledby="order-invoice" className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-black/5">
      <h2 id="order-invoice" className="mb-2 font-bold">
        فاکتور
      </h2>
      <dl className="text-sm">
        <Row label="جمع کل" value={formatToman(invoice.total)} />
        {invoice.products_discount > 0 && <Row label="تخفیف محصولات" value={formatToman(invoice.products_discount)} />}
        {invoice.coupon_discount > 0 && <Row label={coupon} value={formatToman(invoice.coupon_discount)} />}
        <Row label="هزینه ارسال" value={invoice.shipping_price > 0 ? formatToman(invoice.shipping_price) : delivery ? 'رایگان' : 'ندارد'} />
        <Row label="مبلغ قابل پرداخت" value={formatToman(invoice.price)} strong />
      </dl>
    </section>
  );
}
