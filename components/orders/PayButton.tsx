'use client';

import { useRef } from 'react';
import type { OrderDetail } from '@/lib/api/checkout';
import { formatToman } from '@/lib/price';
import { reservePaymentWindow } from '@/lib/payment/open';
import { usePayOrder } from '@/lib/queries/orders';

/** «پرداخت» for what is still due; the provider's page opens as spec sections 4 and 6 say. */
export function PayButton({ customerId, order }: { customerId: number; order: OrderDetail }) {
  const pay = usePayOrder(customerId, order);
  // A double click must not open two provider windows (or start two payments) before the re-render disables the button.
  const busy = useRef(false);
  const start = () => {
    if (busy.current) return;
    busy.current = true;
    // The window is opened before any await, or the browser blocks it as a pop-up.
    pay.mutate(reservePaymentWindow(), { onSettled: () => (busy.current = false) });
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200">
      <p className="text-sm">
        مبلغ قابل پرداخت: <strong>{formatToman(order.amount_due)}</strong>
      </p>
      <button
        type="button"
        onClick={start}
        disabled={pay.isPending}
        aria-busy={pay.isPending}
        className="rounded-xl bg-primary px-6 py-2 text-on-primary disabled:opacity-60"
      >
        پرداخت
      </button>
    </div>
  );
}
