'use client';

import { useRef, useId } from 'react';
import type { OrderDetail } from '@/lib/api/checkout';
import { formatToman } from '@/lib/price';
import { payLabel } from '@/lib/order-status';
import { reservePaymentWindow } from '@/lib/payment/open';
import { NewWindowHint } from '@/components/payment/NewWindowHint';
import { usePayOrder } from '@/hooks/queries/orders';
import { cardMinimumNote } from '@/lib/checkout/credit-gap';
import { PaymentDeadline } from './PaymentDeadline';
import { BusyButton } from '@/components/ui/BusyButton';

/**
 * «پرداخت» for what is still due; the provider's page opens as spec sections 4 and 6 say. With
 * nothing left for the card (credit now covers it, or the price is 0), «پرداخت از اعتبار»: the
 * server pays it from credit at once, so no provider window is opened for it.
 */
export function PayButton({ customerId, order }: { customerId: number; order: OrderDetail }) {
  const hintId = useId();
  const pay = usePayOrder(customerId, order);
  const fromCredit = order.amount_due === 0;
  // A double click must not open two provider windows (or start two payments) before the re-render marks the button busy.
  const busy = useRef(false);
  const start = () => {
    if (busy.current) return;
    busy.current = true;
    // The window is opened before any await, or the browser blocks it as a pop-up.
    pay.mutate(fromCredit ? null : reservePaymentWindow(), { onSettled: () => (busy.current = false) });
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200">
      <p className="text-sm">
        {fromCredit ? 'اعتبار شما مبلغ این سفارش را پوشش می‌دهد.' : <>مبلغ قابل پرداخت: <strong>{formatToman(order.amount_due)}</strong></>}
        {/* The invoice below says the whole price: what credit pays of it is said here, so the two figures agree. */}
        {!fromCredit && order.amount_due < order.invoice.price && (
          <span className="block text-xs">{formatToman(order.invoice.price - order.amount_due)} از اعتبار کیف پول شما پرداخت می‌شود.</span>
        )}
        {!fromCredit && <span className="block text-xs">{cardMinimumNote(order.payment_type, order.customer_credit, order.invoice.price)}</span>}
        <PaymentDeadline at={order.payment_deadline} />
      </p>
      <BusyButton
        busy={pay.isPending}
        onClick={start}
        aria-describedby={fromCredit ? undefined : hintId}
        className="tap rounded-xl bg-primary px-6 py-2 text-on-primary"
      >
        {payLabel(order.amount_due)}
      </BusyButton>
      <NewWindowHint id={hintId} />
    </div>
  );
}
