'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import Link from '@/components/ui/Link';
import { useRouter } from 'next/navigation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerEdit } from '@/lib/api/customer';
import { accountClient, customerClient as api } from '@/lib/api/browser';
import type { Customer } from '@/lib/api/types';
import { queryKeys } from '@/lib/query-keys';
import { digitsOnly, toPersianDigits } from '@/common/digits';
import { displayJalali, parseJalaliInput, tehranJalaliToday } from '@/lib/jalali';
import { JalaliDateField } from '@/components/ui/JalaliDateField';
import { safeRedirect } from '@/lib/redirect';
import { loginHref } from '@/lib/login-href';
import { useRootStore } from '@/stores';
import { selectCustomer } from '@/stores/slices/user';
import { notify } from '@/stores/notifications';
import { handleApiError } from '@/stores/session-actions';
import { ApiError, describeError, MESSAGES } from '@/lib/errors';
import { ClientState, NeedsJs } from '@/components/layout/ClientState';
import { AvatarEditor } from './AvatarEditor';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { RefreshFailed } from '@/components/ui/RefreshFailed';
import { BusyButton } from '@/components/ui/BusyButton';

const GENDER_FROM_WORD: Record<string, 'man' | 'woman'> = { مرد: 'man', زن: 'woman', man: 'man', woman: 'woman' };

/**
 * The edit payload by the spec's rules: Jalali birthday (YYYY-MM-DD) only when valid, an emptied
 * one as '' (the server removes it), empty national code as one space.
 */
export function toEditPayload(form: Omit<CustomerEdit, 'birthday'> & { birthday: string }): CustomerEdit {
  const nation = digitsOnly(form.nation_code);
  return {
    ...form,
    birthday: form.birthday.trim() === '' ? '' : (parseJalaliInput(form.birthday) ?? undefined),
    nation_code: nation || ' ',
  };
}

const BIRTHDAY_ERROR = 'تاریخ تولد معتبر نیست؛ مانند ۱۳۷۰/۰۱/۳۱';
const FUTURE_BIRTHDAY_ERROR = 'تاریخ تولد نمی‌تواند بعد از امروز باشد';

/** The server refused the national code itself (invalid, or another mobile's): said on its field. */
class NationCodeRefused extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

const refusesNationCode = (error: unknown) => error instanceof ApiError && error.kind === 'http' && (error.status === 400 || error.status === 409);

function Form({ customer, redirect }: { customer: Customer; redirect: string | null }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const setCustomer = useRootStore((s) => s.setCustomer);
  const [form, setForm] = useState({
    mobile: customer.mobile,
    first_name: customer.first_name,
    last_name: customer.last_name,
    referrer: customer.referrer,
    gender: ((customer.gender && GENDER_FROM_WORD[customer.gender]) || '') as CustomerEdit['gender'],
    birthday: customer.birthday ? displayJalali(customer.birthday) : '',
    visit_method: customer.visit_method,
    // Shown in Persian digits like the mobile; toEditPayload sends Western ones.
    nation_code: toPersianDigits(customer.nation_code),
  });
  const [nationError, setNationError] = useState('');
  const save = useMutation({
    mutationFn: async () => {
      const payload = toEditPayload(form);
      // A national code is checked first (spec section 7); its refusal is the server's message on the field.
      if (payload.nation_code.trim()) {
        await accountClient.nationCheck(customer.mobile, payload.nation_code).catch((error: unknown) => {
          if (!refusesNationCode(error)) throw error;
          const notice = describeError(error).notice;
          throw new NationCodeRefused(notice?.message ?? MESSAGES[400], Number(notice?.code) || (error as ApiError).status);
        });
      }
      return api.edit(customer.id, payload);
    },
    // A refused national code is the server's message as an error notice (spec sections 5 and 8),
    // and on its field (below) until it is changed; anything else goes to the global handler.
    meta: { silent: true },
    onError: (error) => {
      if (!(error instanceof NationCodeRefused)) return handleApiError(error, { pressed: true });
      setNationError(error.message);
      notify({ message: error.message, variant: 'error', code: error.code });
    },
    onSuccess: (res) => {
      setCustomer(res.data);
      queryClient.setQueryData(queryKeys.customer(customer.id), res);
      notify({ message: res.msg || 'اطلاعات شما ذخیره شد', variant: 'success', code: res.code });
      router.push(safeRedirect(redirect));
    },
  });
  const field = 'w-full rounded-xl border border-black/15 bg-surface px-3 py-2';
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const [birthdayError, setBirthdayError] = useState('');
  const nationInput = useRef<HTMLInputElement>(null);
  // Focused once its error is tied to it, so the error is read with the field.
  useEffect(() => {
    if (nationError) nationInput.current?.focus();
  }, [nationError]);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (save.isPending) return;
    const birthday = form.birthday.trim() ? parseJalaliInput(form.birthday) : '';
    // ISO dates compare as text; the picker stops at today, a typed date is checked here.
    const birthdayError = birthday === null ? BIRTHDAY_ERROR : birthday > tehranJalaliToday() ? FUTURE_BIRTHDAY_ERROR : '';
    if (birthdayError) {
      setBirthdayError(birthdayError);
      document.getElementById('birthday')?.focus();
      return;
    }
    setBirthdayError('');
    setNationError('');
    save.mutate();
  }

  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <label className="space-y-1">
        <span className="block text-sm">نام</span>
        <input className={field} value={form.first_name} onChange={set('first_name')} maxLength={100} autoComplete="given-name" />
      </label>
      <label className="space-y-1">
        <span className="block text-sm">نام خانوادگی</span>
        <input className={field} value={form.last_name} onChange={set('last_name')} maxLength={100} autoComplete="family-name" />
      </label>
      <label className="space-y-1">
        <span className="block text-sm">جنسیت</span>
        <select className={field} value={form.gender} onChange={set('gender')}>
          <option value="">انتخاب نشده</option>
          <option value="woman">زن</option>
          <option value="man">مرد</option>
        </select>
      </label>
      <JalaliDateField
        id="birthday"
        label="تاریخ تولد (شمسی)"
        value={form.birthday}
        onChange={(birthday) => {
          setForm((f) => ({ ...f, birthday }));
          setBirthdayError('');
        }}
        error={birthdayError}
        notAfterToday
      />
      <div className="space-y-1">
        <label htmlFor="nation-code" className="block text-sm">
          کد ملی
        </label>
        <input
          ref={nationInput}
          id="nation-code"
          className={`${field} aria-invalid:border-red-700`}
          value={form.nation_code}
          onChange={(e) => {
            set('nation_code')(e);
            setNationError('');
          }}
          inputMode="numeric"
          dir="ltr"
          maxLength={20}
          aria-invalid={!!nationError}
          aria-describedby={nationError ? 'nation-code-error' : undefined}
        />
        {nationError && (
          <p id="nation-code-error" role="alert" className="text-sm text-red-700">
            {nationError}
          </p>
        )}
      </div>
      <label className="space-y-1">
        <span className="block text-sm">شماره موبایل</span>
        <input className={`${field} opacity-70`} value={toPersianDigits(form.mobile)} readOnly dir="ltr" />
      </label>
      <BusyButton type="submit" busy={save.isPending} className="rounded-xl bg-primary px-4 py-3 font-bold text-on-primary sm:col-span-2">
        {save.isPending ? 'در حال ذخیره…' : 'ذخیره'}
      </BusyButton>
    </form>
  );
}

/** This page's address, with the redirect it was given when that is a path of this shop. */
function profileHref(redirect: string | null): string {
  const target = safeRedirect(redirect, '');
  return target ? `/profile?redirect=${encodeURIComponent(target)}` : '/profile';
}

function Profile({ redirect }: { redirect: string | null }) {
  const stored = useRootStore(selectCustomer);
  const customer = useQuery({
    queryKey: queryKeys.customer(stored?.id ?? 0),
    queryFn: () => api.get(stored!.id),
    enabled: !!stored,
  });
  if (!stored) {
    return (
      <p>
        برای دیدن حساب خود{' '}
        {/* Back to this page after login, its own redirect (where to go after saving) kept. */}
        <Link className="tap text-primary underline" href={loginHref(profileHref(redirect))}>
          وارد شوید
        </Link>
        .
      </p>
    );
  }
  if (customer.isPending) return <p role="status">در حال دریافت اطلاعات…</p>;
  // Only with nothing to show: a failed refresh must not take the form, and what was typed, away.
  if (customer.data === undefined) return <RetryAlert message="دریافت اطلاعات حساب ممکن نشد." onRetry={() => void customer.refetch()} />;
  const data = customer.data.data;
  return (
    <>
      {customer.isRefetchError && (
        <RefreshFailed message="تازه‌سازی اطلاعات حساب ممکن نشد." busy={customer.isFetching} onRetry={() => void customer.refetch()} />
      )}
      <AvatarEditor customerId={data.id} avatar={data.avatar} name={data.name} />
      <Form key={data.id} customer={data} redirect={redirect} />
    </>
  );
}

export function ProfileForm({ redirect }: { redirect: string | null }) {
  return (
    <ClientState skeletonClassName="h-40 w-full rounded-2xl" withoutJs={<NeedsJs what="این بخش" />}>
      <Profile redirect={redirect} />
    </ClientState>
  );
}
