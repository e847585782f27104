'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useApplyGiftCode } from '@/lib/queries/account';

/** Redeems a gift code into credit; success and the server's refusals show as notices. */
export function GiftCodeForm({ customerId }: { customerId: number }) {
  const [code, setCode] = useState('');
  const apply = useApplyGiftCode(customerId);
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (apply.isPending) return;
    apply.mutate(code.trim(), {
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
          onChange={(e) => setCode(e.target.value)}
          dir="ltr"
          autoComplete="off"
          required
          maxLength={64}
        />
        {/* Busy is aria-disabled, not disabled: keeps keyboard focus mid-request. */}
        <button
          ref={button}
          type="submit"
          disabled={!code.trim()}
          aria-disabled={apply.isPending || undefined}
          className="rounded-xl bg-primary px-4 py-2 font-bold text-on-primary disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-60"
        >
          {apply.isPending ? 'در حال ثبت…' : 'ثبت کد'}
        </button>
      </div>
    </form>
  );
}
