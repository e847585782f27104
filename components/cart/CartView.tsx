'use client';

import Link from '@/components/ui/Link';
import { ClientState, NeedsJs } from '@/components/layout/ClientState';
import { toPersianDigits } from '@/common/digits';
import { CartLineItem } from './CartLineItem';
import { CartSummary } from './CartSummary';
import { ClearCartButton } from './ClearCartButton';
import { useCart } from '@/hooks/queries/cart';
import { useFreshGuestCart } from '@/hooks/queries/fresh-guest-cart';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { useFocusAfterRemoval } from '@/components/ui/use-focus-after-removal';

function Loading() {
  return (
    <div role="status" aria-label="در حال بارگذاری سبد خرید" className="space-y-3">
      {[0, 1].map((i) => (
        <div key={i} className="h-28 animate-pulse rounded-2xl bg-black/5" />
      ))}
    </div>
  );
}

function Contents() {
  const cart = useCart();
  const focusTarget = useFocusAfterRemoval<HTMLParagraphElement>(cart.lines.length);
  useFreshGuestCart(cart.status === 'ready' && cart.customer === null);

  if (cart.status === 'loading') return <Loading />;
  if (cart.status === 'error') {
    return <RetryAlert message="دریافت سبد خرید ممکن نشد." onRetry={cart.refetch} />;
  }
  if (cart.lines.length === 0) {
    return (
      <div className="space-y-4 rounded-2xl bg-surface p-8 text-center shadow-sm">
        <p ref={focusTarget} tabIndex={-1} className="text-lg font-medium focus:outline-none">
          سبد خرید شما خالی است
        </p>
        <p className="text-sm text-ink/70">محصولی که اضافه کنید اینجا نمایش داده می‌شود.</p>
        <Link href="/" className="tap inline-block rounded-xl bg-primary px-5 py-2 text-on-primary">
          مشاهده محصولات
        </Link>
      </div>
    );
  }

  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_20rem] lg:items-start">
      <div className="space-y-3">
        <div className="flex items-center justify-between gap-2">
          <p ref={focusTarget} tabIndex={-1} className="text-sm text-ink/70 focus:outline-none">
            {toPersianDigits(cart.count)} کالا در سبد خرید
          </p>
          <ClearCartButton onConfirm={cart.clear} />
        </div>
        <ul className="space-y-3" aria-label="اقلام سبد خرید">
          {cart.lines.map((line) => (
            <CartLineItem key={line.key} line={line} cart={cart} />
          ))}
        </ul>
      </div>
      <div className="lg:sticky lg:top-20">
        <CartSummary customer={cart.customer} lines={cart.lines} saving={cart.saving} />
      </div>
    </div>
  );
}

/** The /cart page's client part: lines, summary, empty state. */
export function CartView() {
  return (
    <ClientState skeletonClassName="h-28 w-full rounded-2xl" withoutJs={<NeedsJs what="سبد خرید" />}>
      <Contents />
    </ClientState>
  );
}
