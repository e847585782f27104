'use client';

import { useRef, useState, type FormEvent } from 'react';
import { describeError, MESSAGES } from '@/lib/errors';
import { useApplyGiftCode } from '@/hooks/queries/account';
import { BusyButton } from '@/components/ui/BusyButton';

/** Redeems a gift code into credit: success as a notice, a refusal under the field (tied to it), until the code changes. */
export function GiftCodeForm({ customerId }: { customerId: number }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const apply = useApplyGiftCode(customerId);
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (apply.isPending) return;
    setError('');
    apply.mutate(code.trim(), {
      onError: (failure) => setError(describeError(failure).notice?.message ?? MESSAGES.unexpected),
      onSuccess: () => {
        // The emptied field disables the button, and focus on it would fall to the page's start:
        // it goes to the field, where another code goes (the success notice is read out meanwhile).
        if (document.activeElement === button.current) input.current?.focus();
        setCode('');
      },
    });
  }

  return (
    <form onSubmit={submit} className="space-y-3">
      <h2 className="text-lg font-bold">کد هدیه</h2>
      <label htmlFor="gift-code" className="block text-sm">
        کد هدیه
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          id="gift-code"
          className="min-w-0 flex-1 rounded-xl border border-black/15 bg-surface px-3 py-2 uppercase"
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setError('');
          }}
          aria-invalid={!!error}
          aria-describedby={error ? 'gift-code-error' : undefined}
          dir="ltr"
          autoComplete="off"
          required
          maxLength={64}
        />
        <BusyButton
          ref={button}
          type="submit"
          busy={apply.isPending}
          disabled={!code.trim()}
          className="tap rounded-xl bg-primary px-4 py-2 font-bold text-on-primary disabled:opacity-60"
        >
          {apply.isPending ? 'در حال ثبت…' : 'ثبت کد'}
        </BusyButton>
      </div>
      {error && (
        <p id="gift-code-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
