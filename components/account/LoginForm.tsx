'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import { authApi } from '@/lib/api/auth';
import { browserHttp } from '@/lib/api/browser';
import { digitsOnly, normalizeMobile, toPersianDigits } from '@/lib/digits';
import { safeRedirect } from '@/lib/redirect';
import { notify } from '@/stores/notifications';
import { rootStore } from '@/stores';
import { afterLogin } from './after-login';

const auth = authApi(browserHttp);
const BACK_TO_STEP_ONE_MS = 1000;

/** Seconds left until `until` (epoch ms), ticking once a second. */
function useCountdown(until: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [until, now]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** Login by mobile number and one-time code (spec sections 2 and 4). */
export function LoginForm({ redirect }: { redirect: string | null }) {
  const router = useRouter();
  const [step, setStep] = useState<1 | 2>(1);
  const [mobileInput, setMobileInput] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [codeLength, setCodeLength] = useState(5);
  const [resendAt, setResendAt] = useState(0);
  const [mobileError, setMobileError] = useState('');
  const secondsLeft = useCountdown(resendAt);
  const codeRef = useRef<HTMLInputElement>(null);

  const sendCode = useMutation({
    mutationFn: (m: string) => auth.login(m),
    onSuccess: (res, m) => {
      setMobile(m);
      setCodeLength(res.data.code_length || 5);
      setResendAt(Date.now() + (res.data.resend_after || 60) * 1000);
      setStep(2);
      notify({ message: res.msg || 'کد تایید ارسال شد', variant: 'success', code: res.code });
    },
  });

  const resend = useMutation({
    mutationFn: () => auth.resend(mobile),
    onSuccess: (res) => {
      setResendAt(Date.now() + (res.data.resend_after || 60) * 1000);
      notify({ message: res.msg || 'کد تایید دوباره ارسال شد', variant: 'success', code: res.code });
    },
  });

  const validate = useMutation({
    mutationFn: () => auth.validate(mobile, code),
    onSuccess: async (res) => {
      // Only an explicit success flag counts (spec section 5); send() has already checked it.
      const session = res.data;
      notify({ message: res.msg || 'خوش آمدید', variant: 'success', code: res.code });
      if (await afterLogin(session)) return;
      const customer = session.customer;
      const shopType = rootStore.getState().app.config?.shop_type;
      const incomplete = !customer?.first_name && !customer?.name;
      if (session.is_new_user || (shopType === 'doctor' && incomplete)) {
        // Spec: go back one page and show step 1 again after a second.
        router.back();
        setTimeout(() => {
          setStep(1);
          setCode('');
        }, BACK_TO_STEP_ONE_MS);
        return;
      }
      router.replace(safeRedirect(redirect));
      router.refresh();
    },
  });

  useEffect(() => {
    if (step === 2) codeRef.current?.focus();
  }, [step]);

  function submitMobile(e: FormEvent) {
    e.preventDefault();
    const normalized = normalizeMobile(mobileInput);
    if (!normalized) {
      setMobileError('شماره موبایل معتبر نیست؛ مانند ۰۹۱۲۱۲۳۴۵۶۷');
      notify({ message: 'شماره موبایل معتبر نیست', variant: 'error', code: 400 });
      return;
    }
    setMobileError('');
    sendCode.mutate(normalized);
  }

  function submitCode(e: FormEvent) {
    e.preventDefault();
    if (code.length !== codeLength) {
      notify({ message: `کد تایید ${toPersianDigits(codeLength)} رقمی است`, variant: 'error', code: 400 });
      return;
    }
    validate.mutate();
  }

  const input = 'w-full rounded-xl border border-black/15 bg-surface px-4 py-3 text-lg tracking-widest';
  const button = 'w-full rounded-xl bg-primary px-4 py-3 font-bold text-on-primary disabled:opacity-60';

  if (step === 1) {
    return (
      <form onSubmit={submitMobile} noValidate className="space-y-4">
        <div className="space-y-2">
          <label htmlFor="mobile" className="block font-medium">
            شماره موبایل
          </label>
          <input
            id="mobile"
            name="mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            dir="ltr"
            maxLength={20}
            placeholder="09121234567"
            value={mobileInput}
            onChange={(e) => setMobileInput(e.target.value)}
            aria-invalid={!!mobileError}
            aria-describedby={mobileError ? 'mobile-error' : undefined}
            className={input}
          />
          {mobileError && (
            <p id="mobile-error" className="text-sm text-red-700">
              {mobileError}
            </p>
          )}
        </div>
        <button type="submit" className={button} disabled={sendCode.isPending}>
          {sendCode.isPending ? 'در حال ارسال…' : 'ارسال کد'}
        </button>
      </form>
    );
  }

  return (
    <form onSubmit={submitCode} noValidate className="space-y-4">
      <p className="text-sm text-ink/70">
        کد تایید به شماره <span dir="ltr">{toPersianDigits(mobile)}</span> ارسال شد.{' '}
        <button type="button" className="text-primary underline" onClick={() => setStep(1)}>
          تغییر شماره
        </button>
      </p>
      <div className="space-y-2">
        <label htmlFor="code" className="block font-medium">
          کد تایید
        </label>
        <input
          ref={codeRef}
          id="code"
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          maxLength={codeLength + 4}
          value={code}
          onChange={(e) => setCode(digitsOnly(e.target.value).slice(0, codeLength))}
          className={input}
        />
      </div>
      <button type="submit" className={button} disabled={validate.isPending}>
        {validate.isPending ? 'در حال بررسی…' : 'ورود'}
      </button>
      <button
        type="button"
        className="w-full rounded-xl px-4 py-2 text-sm text-primary disabled:text-ink/50"
        disabled={secondsLeft > 0 || resend.isPending}
        onClick={() => resend.mutate()}
      >
        {secondsLeft > 0 ? `ارسال دوباره کد تا ${toPersianDigits(secondsLeft)} ثانیه دیگر` : 'ارسال دوباره کد'}
      </button>
    </form>
  );
}
