'use client';

import { useEffect, useState } from 'react';
import Link from '@/components/ui/Link';
import { ClientState, NeedsJs } from '@/components/layout/ClientState';
import { ApiError } from '@/lib/errors';
import { toPersianDigits } from '@/common/digits';
import { loginHref } from '@/lib/login-href';
import { formatToman } from '@/lib/price';
import { formatJalali } from '@/lib/jalali';
import { BANK_REVERSAL_NOTE, outcomeOf, type LandingFlags, type Outcome, type Receipt } from '@/lib/payment/landing';
import { useCustomer } from '@/hooks/queries/customer';
import { useLandingFacts } from '@/hooks/queries/payment';
import { PAYMENT_RECHECK_MS, paymentRecheckInterval } from '@/lib/payment/recheck';
import { useFocusAfterRemoval } from '@/components/ui/use-focus-after-removal';
import { BusyButton } from '@/components/ui/BusyButton';

type Tone = 'success' | 'failure' | 'neutral';

const TONE_CLASS: Record<Tone, string> = {
  success: 'border-green-700/30 bg-green-50 text-green-900',
  failure: 'border-red-700/30 bg-red-50 text-red-900',
  neutral: 'border-black/10 bg-surface',
};

function Card({ tone, title, children }: { tone: Tone; title: string; children?: React.ReactNode }) {
  return (
    <div role={tone === 'failure' ? 'alert' : 'status'} className={`space-y-4 rounded-2xl border p-6 text-center shadow-sm ${TONE_CLASS[tone]}`}>
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </div>
  );
}

/** The bank's tracking code, kept as the bank wrote it (left to right, Western digits) for quoting and copying. */
function ReceiptFacts({ receipt }: { receipt?: Receipt }) {
  if (!receipt) return null;
  return (
    <dl className="mx-auto grid w-fit grid-cols-[auto_auto] gap-x-3 gap-y-1 text-sm">
      <dt>کد پیگیری:</dt>
      <dd>
        <bdi dir="ltr" className="select-all font-mono">
          {receipt.refId}
        </bdi>
      </dd>
      {receipt.settledAt && (
        <>
          <dt>زمان پرداخت:</dt>
          <dd>{formatJalali(receipt.settledAt, "d MMMM yyyy، 'ساعت' HH:mm")}</dd>
        </>
      )}
    </dl>
  );
}

const linkClass = 'tap inline-block rounded-xl bg-primary px-5 py-2 text-on-primary';
const ghostClass = 'tap inline-block rounded-xl border border-black/15 px-5 py-2';

interface Recheck {
  checking: boolean;
  failed: boolean;
  onRecheck: () => Promise<{ isError: boolean }>;
  /** The page reads it again by itself (the customer came back with OK, so the server verifies it again). */
  auto: boolean;
}

/**
 * The provider has not settled the payment yet, so there is no verdict to show: the page asks the
 * server again on «بررسی دوباره», and by itself as often as the server verifies it again (only
 * once the customer came back from the gateway with OK).
 */
function Checking({ what, recheck, href, linkText }: { what: string; recheck: Recheck; href: string; linkText: string }) {
  // A press answered «still pending» changes nothing else on the page: it is said, or the button
  // would seem to do nothing. Emptied on each press, so a second press is said again.
  const [unchanged, setUnchanged] = useState(false);
  return (
    <Card tone="neutral" title="پرداخت در حال بررسی است">
      <p>
        نتیجه پرداخت {what} هنوز از درگاه نرسیده است.
        {recheck.auto && ` وضعیت هر ${toPersianDigits(PAYMENT_RECHECK_MS / 1000)} ثانیه دوباره بررسی می‌شود.`}
      </p>
      {recheck.failed && (
        <p role="alert" className="text-sm text-red-800">
          بررسی دوباره ممکن نشد؛ کمی بعد دوباره امتحان کنید.
        </p>
      )}
      {/* Inside the card's own live region, which reads it when it appears. */}
      {unchanged && <p className="text-sm">هنوز پاسخی از درگاه نرسیده است.</p>}
      <div className="flex flex-wrap justify-center gap-2">
        <BusyButton
          busy={recheck.checking}
          onClick={() => {
            setUnchanged(false);
            void recheck.onRecheck().then((answer) => setUnchanged(!answer.isError));
          }}
          className={linkClass}
        >
          بررسی دوباره
        </BusyButton>
        <Link href={href} className={ghostClass}>
          {linkText}
        </Link>
      </div>
    </Card>
  );
}

/** The server's verdict, whatever the landing's URL claimed (a forged success shows the truth). */
function Verdict({ outcome, recheck }: { outcome: Outcome; recheck: Recheck }) {
  switch (outcome.kind) {
    case 'order-paid':
      return (
        <Card tone="success" title={`سفارش شماره ${toPersianDigits(outcome.orderId)} پرداخت شد`}>
          <p>از خرید شما سپاسگزاریم. وضعیت سفارش را از صفحه سفارش دنبال کنید.</p>
          <ReceiptFacts receipt={outcome.receipt} />
          <div className="flex flex-wrap justify-center gap-2">
            <Link href={`/order/${outcome.orderId}`} className={linkClass}>
              مشاهده سفارش
            </Link>
            <Link href="/" className={ghostClass}>
              بازگشت به فروشگاه
            </Link>
          </div>
        </Card>
      );
    case 'order-unpaid':
      if (outcome.pending) {
        return (
          <Checking
            what={`سفارش شماره ${toPersianDigits(outcome.orderId)}`}
            recheck={recheck}
            href={`/order/${outcome.orderId}`}
            linkText="مشاهده سفارش"
          />
        );
      }
      return (
        <Card tone="failure" title={`سفارش شماره ${toPersianDigits(outcome.orderId)} پرداخت نشده است`}>
          <p>
            پرداخت تأیید نشد. {BANK_REVERSAL_NOTE} سفارش ثبت شده و می‌توانید دوباره آن را پرداخت کنید.
          </p>
          <Link href={`/order/${outcome.orderId}`} className={linkClass}>
            پرداخت دوباره
          </Link>
        </Card>
      );
    case 'order-credited':
      return (
        <Card
          tone="neutral"
          title={`سفارش شماره ${toPersianDigits(outcome.orderId)} ${outcome.orderPaid ? 'پیش‌تر پرداخت شده بود' : 'پرداخت نشد'}`}
        >
          <p>
            {outcome.orderPaid
              ? 'پرداخت شما تأیید شد، اما سفارش پیش از آن پرداخت شده بود (برای نمونه، با پرداختی در پنجره‌ای دیگر).'
              : 'پرداخت شما تأیید شد، اما سفارش با آن پرداخت نشد (برای نمونه، نوبت آن دیگر آزاد نبود).'}{' '}
            مبلغ {formatToman(outcome.amount)} به اعتبار شما افزوده شد و می‌توانید با آن خرید کنید. اعتبار فعلی: {formatToman(outcome.credit)}
          </p>
          <ReceiptFacts receipt={outcome.receipt} />
          <Link href={`/order/${outcome.orderId}`} className={linkClass}>
            مشاهده سفارش
          </Link>
        </Card>
      );
    case 'charged':
      return (
        <Card tone="success" title="اعتبار حساب شما افزایش یافت">
          <p>
            مبلغ {formatToman(outcome.amount)} به اعتبار شما افزوده شد. اعتبار فعلی: {formatToman(outcome.credit)}
          </p>
          <ReceiptFacts receipt={outcome.receipt} />
          <div className="flex flex-wrap justify-center gap-2">
            <Link href="/profile/wallet" className={linkClass}>
              کیف پول
            </Link>
            <Link href="/" className={ghostClass}>
              بازگشت به فروشگاه
            </Link>
          </div>
        </Card>
      );
    case 'charge-failed':
      if (outcome.pending) {
        return <Checking what={`افزایش اعتبار به مبلغ ${formatToman(outcome.amount)}`} recheck={recheck} href="/profile/wallet" linkText="کیف پول" />;
      }
      return (
        <Card tone="failure" title="افزایش اعتبار انجام نشد">
          <p>
            مبلغ {formatToman(outcome.amount)} به اعتبار شما افزوده نشد. {BANK_REVERSAL_NOTE}
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            <Link href="/profile/wallet" className={linkClass}>
              تلاش دوباره
            </Link>
            <Link href="/" className={ghostClass}>
              بازگشت به فروشگاه
            </Link>
          </div>
        </Card>
      );
    default:
      return (
        <Card tone="neutral" title="اطلاعات این پرداخت پیدا نشد">
          <p>اگر مبلغی از حساب شما کم شده است، وضعیت را در فهرست سفارش‌ها ببینید یا با پشتیبانی تماس بگیرید.</p>
          <Link href="/" className={ghostClass}>
            بازگشت به فروشگاه
          </Link>
        </Card>
      );
  }
}

function Contents({ flags, path }: { flags: LandingFlags; path: string }) {
  const customer = useCustomer();
  const facts = useLandingFacts(flags, customer?.id ?? null);
  // A recheck that settles the payment takes «بررسی دوباره» with the pending card: focus goes to the verdict.
  const verdict = useFocusAfterRemoval<HTMLDivElement>(facts.payment?.status === 'pending' ? 1 : 0);
  // The verdict replaces the loading line: a region inserted with its text is often not read, so
  // focus goes to it (unless the customer already moved it), which reads it out.
  useEffect(() => {
    if (!facts.loading && document.activeElement === document.body) verdict.current?.focus();
  }, [facts.loading, verdict]);
  if (!customer) {
    return (
      <Card tone="neutral" title="برای دیدن نتیجه پرداخت وارد شوید">
        <Link href={loginHref(path)} className={linkClass}>
          ورود
        </Link>
      </Card>
    );
  }
  if (facts.offline) {
    return (
      <Card tone="neutral" title="اتصال اینترنت برقرار نیست">
        <p>نتیجه پرداخت با برقراری اتصال خوانده می‌شود؛ این صفحه را باز نگه دارید.</p>
      </Card>
    );
  }
  if (facts.loading) {
    return (
      <p role="status" className="rounded-2xl bg-surface p-6 text-center shadow-sm">
        در حال دریافت نتیجه پرداخت…
      </p>
    );
  }
  const outcome = outcomeOf(flags, facts.payment, facts.order);
  // A 404 is an answer (unknown); anything else (network, server) can be retried. Without the
  // payment's own answer an unpaid order is no verdict: the payment may have become credit.
  const unread = (error: Error | null) => error !== null && !(error instanceof ApiError && error.status === 404);
  const retryable = (outcome.kind === 'unknown' && unread(facts.error)) || (outcome.kind !== 'order-paid' && unread(facts.paymentError));
  if (retryable) {
    return (
      <Card tone="failure" title="دریافت نتیجه پرداخت ممکن نشد">
        <button type="button" onClick={facts.retry} className={ghostClass}>
          تلاش دوباره
        </button>
      </Card>
    );
  }
  return (
    <div ref={verdict} tabIndex={-1} className="focus:outline-none">
      <Verdict outcome={outcome} recheck={{ checking: facts.checking, failed: facts.recheckFailed, onRecheck: facts.recheck, auto: paymentRecheckInterval(facts.payment ?? undefined) !== false }} />
    </div>
  );
}

/** The body of every payment landing: the verified result of the payment or order it names. */
export function PaymentResult({ flags, path }: { flags: LandingFlags; path: string }) {
  return (
    <ClientState skeletonClassName="h-40 w-full rounded-2xl" withoutJs={<NeedsJs what="نتیجه پرداخت" />}>
      <Contents flags={flags} path={path} />
    </ClientState>
  );
}
