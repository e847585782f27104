'use client';

import { useState, type FormEvent } from 'react';
import { describeError } from '@/lib/errors';
import { toPersianDigits } from '@/lib/digits';
import { SUPPORT_SENT_MESSAGE, SUPPORT_STATE, supportRequest, type SupportState } from '@/lib/account/support';
import { useSupportTicket } from '@/lib/queries/account';
import { useRootStore } from '@/stores';

const field = 'w-full rounded-xl border border-black/15 bg-surface px-3 py-2';

/** The support form (guests too; a customer's name and mobile are filled in) with the spec's four states. */
export function SupportForm() {
  const customer = useRootStore((s) => (s.user.guest ? null : s.user.customer));
  const [name, setName] = useState(customer?.name ?? '');
  const [mobile, setMobile] = useState(customer ? toPersianDigits(customer.mobile) : '');
  const [description, setDescription] = useState('');
  const [state, setState] = useState<SupportState>(SUPPORT_STATE.idle);
  const [error, setError] = useState('');
  const send = useSupportTicket();
  const sending = state === SUPPORT_STATE.sending;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (sending) return;
    const draft = supportRequest(name, mobile, description);
    if (!draft.ok) {
      setError(draft.error);
      document.getElementById(`support-${draft.field}`)?.focus();
      return;
    }
    setError('');
    setState(SUPPORT_STATE.sending);
    send.mutate(draft.request, {
      onSuccess: () => setState(SUPPORT_STATE.sent),
      onError: (failure) => {
        setError(describeError(failure).notice?.message ?? 'ارسال درخواست ممکن نشد');
        setState(SUPPORT_STATE.failed);
      },
    });
  }

  if (state === SUPPORT_STATE.sent) {
    return (
      // The form (and its focused button) is gone: focus moves to the confirmation that replaced it.
      <div role="status" data-state={state} ref={(el) => el?.focus()} tabIndex={-1} className="space-y-3 rounded-2xl bg-surface p-6 shadow-sm focus:outline-none">
        <p className="font-bold text-green-700">{SUPPORT_SENT_MESSAGE}</p>
        <button
          type="button"
          className="text-primary underline"
          onClick={() => {
            setDescription('');
            setState(SUPPORT_STATE.idle);
          }}
        >
          ثبت درخواست دیگر
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate data-state={state} aria-busy={sending} className="space-y-4 rounded-2xl bg-surface p-6 shadow-sm">
      <label className="block space-y-1">
        <span className="block text-sm">نام</span>
        <input id="support-name" className={field} value={name} onChange={(e) => setName(e.target.value)} maxLength={100} autoComplete="name" required />
      </label>
      <label className="block space-y-1">
        <span className="block text-sm">شماره موبایل</span>
        <input
          id="support-mobile"
          className={field}
          value={mobile}
          onChange={(e) => setMobile(e.target.value)}
          inputMode="tel"
          dir="ltr"
          autoComplete="tel"
          maxLength={14}
          required
        />
      </label>
      <label className="block space-y-1">
        <span className="block text-sm">شرح درخواست</span>
        <textarea
          id="support-description"
          className={`${field} min-h-32`}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={2000}
          required
        />
      </label>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {/* aria-disabled, not disabled: keeps keyboard focus mid-request. */}
      <button
        type="submit"
        aria-disabled={sending || undefined}
        className="w-full rounded-xl bg-primary px-4 py-3 font-bold text-on-primary aria-disabled:cursor-wait aria-disabled:opacity-60"
      >
        {sending ? 'در حال ارسال…' : state === SUPPORT_STATE.failed ? 'ارسال دوباره' : 'ارسال درخواست'}
      </button>
    </form>
  );
}
