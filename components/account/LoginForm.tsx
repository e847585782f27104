'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import { authClient as auth } from '@/lib/api/browser';
import { digitsOnly, normalizeMobile, toPersianDigits } from '@/common/digits';
import { safeRedirect } from '@/lib/redirect';
import { notify } from '@/stores/notifications';
import { handleApiError } from '@/stores/session-actions';
import { ApiError, MESSAGES, describeError } from '@/lib/errors';
import { rootStore } from '@/stores';
import { afterLogin } from './after-login';
import { BACK_TO_STEP_ONE_MS, CART_RELOAD_DELAY_MS } from '@/lib/spec-constants';
import { backTarget, goesBackAfterLogin } from '@/lib/login-rule';
import { previousPage } from '@/lib/site-history';
import { clearCodeStep, loadCodeStep, saveCodeStep, type CodeStep } from '@/lib/account/code-step';
import { BusyButton } from '@/components/ui/BusyButton';

/** Answers that mean "this code is not right" (wrong, expired, too many tries). */
const CODE_ERRORS = new Set([400, 404, 410, 422, 429]);

function earlierPage(): string | null {
  try {
    return previousPage(window.sessionStorage);
  } catch {
    return null;
  }
}

/**
 * Seconds left until `until` (epoch ms), ticking once a second. `start` sets a new moment and
 * reads the clock with it: counted from a clock last read when the page opened, a code sent a
 * while later would first show its wait plus that while.
 */
function useCountdown(initial: number) {
  const [clock, setClock] = useState(() => ({ until: initial, now: Date.now() }));
  useEffect(() => {
    if (clock.until <= clock.now) return;
    const t = setInterval(() => setClock((c) => ({ ...c, now: Date.now() })), 1000);
    return () => clearInterval(t);
  }, [clock]);
  return {
    until: clock.until,
    seconds: Math.max(0, Math.ceil((clock.until - clock.now) / 1000)),
    start: (until: number) => setClock({ until, now: Date.now() }),
  };
}

/** Login by mobile number and one-time code (spec sections 2 and 4). */
export function LoginForm({ redirect }: { redirect: string | null }) {
  const router = useRouter();
  // The form renders in the browser only, once stored state is restored (the login page's
  // ClientState), so the kept code step can seed its state: there is no server HTML to match.
  const [kept] = useState(() => loadCodeStep());
  const [step, setStep] = useState<1 | 2>(kept && !kept.left ? 2 : 1);
  const [mobileInput, setMobileInput] = useState(kept?.mobile ?? '');
  const [mobile, setMobile] = useState(kept?.mobile ?? '');
  const [code, setCode] = useState('');
  const [codeLength, setCodeLength] = useState(kept?.codeLength ?? 5);
  const [mobileError, setMobileError] = useState('');
  const [codeError, setCodeError] = useState('');
  const countdown = useCountdown(kept?.resendAt ?? 0);
  const secondsLeft = countdown.seconds;
  const codeRef = useRef<HTMLInputElement>(null);
  // The step «تغییر شماره» left (kept for the tab too, so a reload remembers it): the same number
  // asked for again within its wait goes back to the code already sent (the server would only
  // answer "wait").
  const leftStep = useRef<CodeStep | null>(kept?.left ? kept : null);

  /** The code step for `m`, kept for the tab so a reload comes back to it. */
  function showCodeStep(m: string, length: number, resendTime: number, sentAt = Date.now()) {
    setMobile(m);
    setMobileInput(m);
    setCodeLength(length);
    countdown.start(resendTime);
    setStep(2);
    saveCodeStep({ mobile: m, codeLength: length, resendAt: resendTime, sentAt });
  }

  const sendCode = useMutation({
    mutationFn: (m: string) => auth.login(m),
    onSuccess: (res, m) => {
      leftStep.current = null;
      showCodeStep(m, res.data.code_length || 5, Date.now() + (res.data.resend_after || 60) * 1000);
      notify({ message: res.msg || 'کد تایید ارسال شد', variant: 'success', code: res.code });
    },
  });

  const resend = useMutation({
    mutationFn: () => auth.resend(mobile),
    onSuccess: (res) => {
      showCodeStep(mobile, codeLength, Date.now() + (res.data.resend_after || 60) * 1000);
      notify({ message: res.msg || 'کد تایید دوباره ارسال شد', variant: 'success', code: res.code });
      // The resend button now waits (disabled): the keyboard goes where the new code is typed.
      codeRef.current?.focus();
    },
  });

  const validate = useMutation({
    mutationFn: () => auth.validate(mobile, code),
    // A refused code is the field's own error (below); anything else goes to the global handler.
    meta: { silent: true },
    onError: (error) => {
      if (!(error instanceof ApiError && error.kind === 'http' && CODE_ERRORS.has(error.status))) return handleApiError(error, { pressed: true });
      rejectCode(describeError(error).notice?.message ?? MESSAGES[400]);
    },
    onSuccess: async (res) => {
      // Only an explicit success flag counts (spec section 5); send() has already checked it.
      const session = res.data;
      clearCodeStep();
      leftStep.current = null;
      notify({ message: res.msg || 'خوش آمدید', variant: 'success', code: res.code });
      const goBack = goesBackAfterLogin(session, rootStore.getState().app.config?.shop_type);
      // "Back one page" never leaves the shop: with no earlier page of this site, home.
      const target = goBack ? backTarget(earlierPage(), `${window.location.pathname}${window.location.search}`) : safeRedirect(redirect);
      if (await afterLogin(session)) {
        // The merged cart reloads with the page (spec: after 500 ms), wherever the rule leads.
        setTimeout(() => window.location.assign(target), CART_RELOAD_DELAY_MS);
        return;
      }
      router.replace(target);
      router.refresh();
      if (goBack) {
        // Spec: step 1 again after a second (seen when the target is this page's own form).
        setTimeout(() => {
          setStep(1);
          setCode('');
        }, BACK_TO_STEP_ONE_MS);
      }
    },
  });

  // «تغییر شماره» removes the focused button: focus goes to the number it asks for.
  const mobileRef = useRef<HTMLInputElement>(null);
  const changingNumber = useRef(false);
  useEffect(() => {
    if (step === 2) codeRef.current?.focus();
    else if (changingNumber.current) mobileRef.current?.focus();
    changingNumber.current = false;
  }, [step]);

  /** Marks the code field invalid with a Persian message, empties it and puts the focus back. */
  function rejectCode(message: string) {
    setCodeError(message);
    setCode('');
    codeRef.current?.focus();
  }

  function submitMobile(e: FormEvent) {
    e.preventDefault();
    if (sendCode.isPending) return;
    const normalized = normalizeMobile(mobileInput);
    if (!normalized) {
      setMobileError('شماره موبایل معتبر نیست؛ مانند ۰۹۱۲۱۲۳۴۵۶۷');
      return;
    }
    setMobileError('');
    const left = leftStep.current;
    if (left?.mobile === normalized && left.resendAt > Date.now()) return showCodeStep(left.mobile, left.codeLength, left.resendAt, left.sentAt);
    sendCode.mutate(normalized);
  }

  function submitCode(e: FormEvent) {
    e.preventDefault();
    if (validate.isPending) return;
    if (code.length !== codeLength) return rejectCode(`کد تایید ${toPersianDigits(codeLength)} رقمی است`);
    setCodeError('');
    validate.mutate();
  }

  const input = 'w-full rounded-xl border border-black/15 bg-surface px-4 py-3 text-lg tracking-widest';
  const button = 'w-full rounded-xl bg-primary px-4 py-3 font-bold text-on-primary';

  if (step === 1) {
    return (
      <form onSubmit={submitMobile} noValidate className="space-y-4">
        <div className="space-y-2">
          <label htmlFor="mobile" className="block font-medium">
            شماره موبایل
          </label>
          <input
            ref={mobileRef}
            id="mobile"
            name="mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            dir="ltr"
            maxLength={20}
            placeholder="۰۹۱۲۱۲۳۴۵۶۷"
            value={mobileInput}
            onChange={(e) => setMobileInput(e.target.value)}
            aria-invalid={!!mobileError}
            aria-describedby={mobileError ? 'mobile-error' : undefined}
            className={`${input} aria-invalid:border-red-700`}
          />
          {mobileError && (
            <p id="mobile-error" role="alert" className="text-sm text-red-700">
              {mobileError}
            </p>
          )}
        </div>
        <BusyButton type="submit" className={button} busy={sendCode.isPending}>
          {sendCode.isPending ? 'در حال ارسال…' : 'ارسال کد'}
        </BusyButton>
      </form>
    );
  }

  return (
    <form onSubmit={submitCode} noValidate className="space-y-4">
      <p className="text-sm text-ink/70">
        <span id="code-sent">
          کد تایید به شماره <span dir="ltr">{toPersianDigits(mobile)}</span> ارسال شد؛ کد {toPersianDigits(codeLength)} رقم دارد.
        </span>{' '}
        <button type="button" className="tap text-primary underline" onClick={() => {
            setCodeError('');
            // The stored step carries when the code was sent; without storage, the form's own state.
            const left = loadCodeStep() ?? { mobile, codeLength, resendAt: countdown.until, sentAt: Date.now() };
            leftStep.current = left;
            changingNumber.current = true;
            setStep(1);
            saveCodeStep({ ...left, left: true });
          }}>
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
          aria-invalid={!!codeError}
          // Read with the field: where the code went and how long it is, then what is wrong with it.
          aria-describedby={codeError ? 'code-sent code-error' : 'code-sent'}
          className={`${input} aria-invalid:border-red-700`}
        />
        {codeError && (
          <p id="code-error" role="alert" className="text-sm text-red-700">
            {codeError}
          </p>
        )}
      </div>
      <BusyButton type="submit" className={button} busy={validate.isPending}>
        {validate.isPending ? 'در حال بررسی…' : 'ورود'}
      </BusyButton>
      {/* aria-disabled while it counts down, not disabled: it stays in the Tab order, and its
          region below says when it can be pressed. */}
      <button
        type="button"
        className="tap w-full rounded-xl px-4 py-2 text-sm text-primary aria-disabled:text-ink/50 aria-busy:cursor-wait aria-busy:opacity-60"
        aria-disabled={secondsLeft > 0 || resend.isPending || undefined}
        aria-busy={resend.isPending}
        onClick={() => secondsLeft === 0 && !resend.isPending && resend.mutate()}
      >
        {secondsLeft > 0 ? `ارسال دوباره کد تا ${toPersianDigits(secondsLeft)} ثانیه دیگر` : 'ارسال دوباره کد'}
      </button>
      <p role="status" className="sr-only">
        {secondsLeft === 0 && 'اکنون می‌توانید کد را دوباره درخواست کنید.'}
      </p>
    </form>
  );
}
