import { formatJalali } from '@/lib/jalali';

/** Until when an unpaid order or reservation can still be paid, beside its pay button. */
export function PaymentDeadline({ at }: { at: string | null | undefined }) {
  if (!at) return null;
  return (
    <span className="block text-xs text-ink/70">
      مهلت پرداخت: {formatJalali(at, 'd MMMM')}، ساعت {formatJalali(at, 'HH:mm')}
    </span>
  );
}
