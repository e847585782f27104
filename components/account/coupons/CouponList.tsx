'use client';

import { CustomerOnly } from '@/components/account/CustomerOnly';
import { couponTerms } from '@/lib/account/coupon-terms';
import type { CouponView } from '@/lib/api/account';
import { useCoupons } from '@/hooks/queries/account';
import { CopyButton } from './CopyButton';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { RefreshFailed } from '@/components/ui/RefreshFailed';

function Coupons({ customerId }: { customerId: number }) {
  const coupons = useCoupons(customerId);
  if (coupons.isPending) return <p role="status">در حال دریافت کدهای تخفیف…</p>;
  const list = coupons.data;
  // Only with nothing to show: a failed refresh keeps the codes on screen, with its own retry.
  if (list === undefined) return <RetryAlert message="دریافت کدهای تخفیف ممکن نشد." onRetry={() => void coupons.refetch()} />;
  return (
    <>
      {coupons.isRefetchError && (
        <RefreshFailed message="تازه‌سازی کدهای تخفیف ممکن نشد." busy={coupons.isFetching} onRetry={() => void coupons.refetch()} />
      )}
      {list.length === 0 ? (
        <p className="rounded-2xl bg-surface p-6 shadow-sm">در حال حاضر کد تخفیفی برای شما وجود ندارد.</p>
      ) : (
        <CouponCards coupons={list} />
      )}
    </>
  );
}

function CouponCards({ coupons }: { coupons: CouponView[] }) {
  return (
    <ul className="space-y-3">
      {coupons.map((c) => (
        <li key={c.code} className="rounded-2xl bg-surface p-4 shadow-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div>
              <p className="font-bold">{c.title}</p>
              <code dir="ltr" className="text-lg tracking-wider">
                {c.code}
              </code>
            </div>
            <CopyButton text={c.code} label={`کپی کد ${c.code}`} />
          </div>
          <ul className="mt-2 list-inside list-disc text-sm text-ink/70">
            {couponTerms(c).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** The customer's usable coupons (use them at checkout). */
export function CouponList() {
  return (
    <CustomerOnly returnTo="/profile/coupons" what="کدهای تخفیف">
      {(customerId) => <Coupons customerId={customerId} />}
    </CustomerOnly>
  );
}
