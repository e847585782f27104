'use client';

import { useState, type FormEvent } from 'react';
import { defaultTopUpAmount, parseTopUpAmount } from '@/lib/account/top-up';
import { formatNumber } from '@/lib/price';
import { useTopUp } from '@/hooks/queries/account';
import { useRootStore } from '@/stores';
import { BusyButton } from '@/components/ui/BusyButton';

/** Amount (default: the store's credit gap) → payment create → the provider → the landings. */
export function TopUpForm({ customerId }: { customerId: number }) {
  const creditGap = useRootStore((s) => s.customer.creditGap);
  // Written as the shop writes amounts (۱۰٬۰۰۰); any digits and separators are read back.
  const [text, setText] = useState(() => formatNumber(defaultTopUpAmount(creditGap)));
  const [error, setError] = useState('');
  const topUp = useTopUp(customerId);
  // This tab is on its way to the provider; after the Android app took the page over, it is not.
  const leaving = topUp.isPending || topUp.data === 'same-tab';

  function submit(e: FormEvent) {
    e.preventDefault();
    if (leaving) return;
    const parsed = parseTopUpAmount(text);
    if (!parsed.ok) {
      setError(parsed.error);
      document.getElementById('top-up-amount')?.focus();
      return;
    }
    setError('');
    topUp.mutate(parsed.amount);
  }

  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <h2 className="text-lg font-bold">افزایش اعتبار</h2>
      <label htmlFor="top-up-amount" className="block text-sm">
        مبلغ (تومان)
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id="top-up-amount"
          className="min-w-40 flex-1 rounded-xl border border-black/15 bg-surface px-3 py-2"
          value={text}
          onChange={(e) => setText(e.target.value)}
          inputMode="numeric"
          dir="ltr"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'top-up-error' : 'top-up-hint'}
        />
        <BusyButton type="submit" busy={leaving} className="tap rounded-xl bg-primary px-4 py-2 font-bold text-on-primary">
          {leaving ? 'در حال انتقال به درگاه…' : 'پرداخت و افزایش اعتبار'}
        </BusyButton>
      </div>
      {topUp.data === 'native' && (
        <p role="status" className="text-sm text-ink/70">
          صفحهٔ پرداخت در برنامه باز شد؛ پس از پرداخت، اعتبار شما به‌روز می‌شود.
        </p>
      )}
      {error ? (
        <p id="top-up-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p id="top-up-hint" className="text-xs text-ink/60">
          از ۱٬۰۰۰ تا ۱۰۰٬۰۰۰٬۰۰۰ تومان
        </p>
      )}
    </form>
  );
}
