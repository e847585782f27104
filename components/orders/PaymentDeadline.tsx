'use client';

import { toPersianDigits } from '@/common/digits';
import { formatJalali } from '@/lib/jalali';
import { DEADLINE_NEAR_MS, paymentDeadlineNear } from '@/lib/order-status';
import { useRerenderAt } from '@/components/ui/use-rerender-at';

const NEAR_WARNING = `کمتر از ${toPersianDigits(DEADLINE_NEAR_MS / 60_000)} دقیقه به پایان مهلت پرداخت مانده است.`;

/**
 * Until when an unpaid order or reservation can still be paid, beside its pay button, and a
 * warning as the end nears. The warning's live region is there from the start, so a page left
 * open says it as it appears (a region inserted with its text is often not read).
 */
export function PaymentDeadline({ at }: { at: string | null | undefined }) {
  useRerenderAt(at, DEADLINE_NEAR_MS);
  if (!at) return null;
  return (
    <>
      <span className="block text-xs text-ink/70">
        مهلت پرداخت: {formatJalali(at, 'd MMMM')}، ساعت {formatJalali(at, 'HH:mm')}
      </span>
      <span role="status" className="block text-xs font-bold text-amber-900">
        {paymentDeadlineNear(at) ? NEAR_WARNING : null}
      </span>
    </>
  );
}
