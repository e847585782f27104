'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { describeError } from '@/lib/errors';
import { toPersianDigits } from '@/common/digits';
import { SUPPORT_DESCRIPTION_MAX, SUPPORT_SENT_MESSAGE, SUPPORT_STATE, supportRequest, type SupportDraft, type SupportState } from '@/lib/account/support';
import { useSupportTicket } from '@/hooks/queries/account';
import { useRootStore } from '@/stores';
import { selectCustomer } from '@/stores/slices/user';
import { supportDraft } from '@/lib/account/support-draft';
import { useFormDraft } from '@/components/ui/use-form-draft';
import { BusyButton } from '@/components/ui/BusyButton';

const field = 'w-full rounded-xl border border-black/15 bg-surface px-3 py-2 aria-invalid:border-red-700';

type FieldError = Extract<SupportDraft, { ok: false }>;
type FieldName = FieldError['field'];

/** The support form (guests too; a customer's name and mobile are filled in) with the spec's four states. */
export function SupportForm() {
  const customer = useRootStore(selectCustomer);
  // Kept for the tab as typed (a reload must not lose a long description); a customer's own name
  // and mobile to start with.
  const [form, setForm] = useFormDraft(supportDraft, () => ({
    name: customer?.name ?? '',
    mobile: customer ? toPersianDigits(customer.mobile) : '',
    description: '',
  }));
  const { name, mobile, description } = form;
  const set = (key: keyof typeof form) => (value: string) => setForm({ ...form, [key]: value });
  const [state, setState] = useState<SupportState>(SUPPORT_STATE.idle);
  // A field at fault says why under itself; a refused send is the form's own message.
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  const [sendError, setSendError] = useState('');
  const send = useSupportTicket();
  const sending = state === SUPPORT_STATE.sending;

  // Focused once its error is tied to it, so the error is read with the field.
  useEffect(() => {
    if (fieldError) document.getElementById(`support-${fieldError.field}`)?.focus();
  }, [fieldError]);

  // Each view takes the place of the other with the focused button: sent, focus goes to the
  // confirmation; «ثبت درخواست دیگر», to the new request's first field.
  const confirmation = useRef<HTMLDivElement>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const shown = useRef(state);
  useEffect(() => {
    const before = shown.current;
    shown.current = state;
    if (state === SUPPORT_STATE.sent) confirmation.current?.focus();
    else if (before === SUPPORT_STATE.sent) firstField.current?.focus();
  }, [state]);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (sending) return;
    const draft = supportRequest(name, mobile, description);
    setSendError('');
    if (!draft.ok) {
      setFieldError(draft);
      return;
    }
    setFieldError(null);
    setState(SUPPORT_STATE.sending);
    send.mutate(draft.request, {
      onSuccess: () => {
        supportDraft.clear();
        setState(SUPPORT_STATE.sent);
      },
      onError: (failure) => {
        setSendError(describeError(failure).notice?.message ?? 'ارسال درخواست ممکن نشد');
        setState(SUPPORT_STATE.failed);
      },
    });
  }

  const invalid = (key: FieldName) => {
    const own = fieldError?.field === key;
    return { 'aria-invalid': own, 'aria-describedby': own ? `support-${key}-error` : undefined };
  };
  const errorOf = (key: FieldName) =>
    fieldError?.field === key && (
      <p id={`support-${key}-error`} role="alert" className="text-sm text-red-700">
        {fieldError.error}
      </p>
    );

  if (state === SUPPORT_STATE.sent) {
    return (
      <div ref={confirmation} role="status" data-state={state} tabIndex={-1} className="space-y-3 rounded-2xl bg-surface p-6 shadow-sm focus:outline-none">
        <p className="font-bold text-green-700">{SUPPORT_SENT_MESSAGE}</p>
        <button
          type="button"
          className="tap text-primary underline"
          onClick={() => {
            set('description')('');
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
      <div className="space-y-1">
        <label htmlFor="support-name" className="block text-sm">
          نام
        </label>
        <input
          ref={firstField}
          id="support-name"
          className={field}
          value={name}
          onChange={(e) => set('name')(e.target.value)}
          maxLength={100}
          autoComplete="name"
          required
          {...invalid('name')}
        />
        {errorOf('name')}
      </div>
      <div className="space-y-1">
        <label htmlFor="support-mobile" className="block text-sm">
          شماره موبایل
        </label>
        <input
          id="support-mobile"
          className={field}
          value={mobile}
          onChange={(e) => set('mobile')(e.target.value)}
          inputMode="tel"
          dir="ltr"
          autoComplete="tel"
          maxLength={20}
          required
          {...invalid('mobile')}
        />
        {errorOf('mobile')}
      </div>
      <div className="space-y-1">
        <label htmlFor="support-description" className="block text-sm">
          شرح درخواست
        </label>
        <textarea
          id="support-description"
          className={`${field} min-h-32`}
          value={description}
          onChange={(e) => set('description')(e.target.value)}
          maxLength={SUPPORT_DESCRIPTION_MAX}
          required
          {...invalid('description')}
        />
        {errorOf('description')}
      </div>
      {sendError && (
        <p role="alert" className="text-sm text-red-700">
          {sendError}
        </p>
      )}
      <BusyButton type="submit" busy={sending} className="w-full rounded-xl bg-primary px-4 py-3 font-bold text-on-primary">
        {sending ? 'در حال ارسال…' : state === SUPPORT_STATE.failed ? 'ارسال دوباره' : 'ارسال درخواست'}
      </BusyButton>
    </form>
  );
}
