'use client';

import { CustomerOnly } from '@/components/account/CustomerOnly';
import { useTransactions } from '@/hooks/queries/account';
import { formatToman } from '@/lib/price';
import { GiftCodeForm } from './GiftCodeForm';
import { TopUpForm } from './TopUpForm';
import { TransactionList } from './TransactionList';
import { RefreshFailed } from '@/components/ui/RefreshFailed';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { useFocusAfterRemoval } from '@/components/ui/use-focus-after-removal';

function Ledger({ customerId }: { customerId: number }) {
  const ledger = useTransactions(customerId);
  // The refresh's retry goes once it worked: focus goes to the credit it refreshed.
  const creditLine = useFocusAfterRemoval<HTMLParagraphElement>(ledger.isRefetchError ? 1 : 0);
  if (ledger.isPending) return <p role="status">در حال دریافت تراکنش‌ها…</p>;
  // Only with nothing to show: a failed refresh (after a gift code, say) keeps the credit and ledger shown.
  if (ledger.isError && !ledger.data) {
    return <RetryAlert message="دریافت اعتبار و تراکنش‌ها ممکن نشد." onRetry={() => void ledger.refetch()} />;
  }
  return (
    <>
      {ledger.isRefetchError && (
        <RefreshFailed message="تازه‌سازی اعتبار و تراکنش‌ها ممکن نشد." busy={ledger.isFetching} onRetry={() => void ledger.refetch()} />
      )}
      <p ref={creditLine} tabIndex={-1} className="text-lg focus:outline-none">
        اعتبار فعلی: <strong data-testid="wallet-credit">{formatToman(ledger.data.credit)}</strong>
      </p>
      <h2 className="mt-6 mb-2 text-lg font-bold">تراکنش‌ها</h2>
      <TransactionList transactions={ledger.data.transactions} />
    </>
  );
}

/** The wallet: credit and ledger, top-up and gift code. */
export function Wallet() {
  return (
    <CustomerOnly returnTo="/profile/wallet" what="کیف پول">
      {(customerId) => (
        <div className="space-y-4">
          <section className="rounded-2xl bg-surface p-6 shadow-sm">
            <Ledger customerId={customerId} />
          </section>
          <section className="rounded-2xl bg-surface p-6 shadow-sm">
            <TopUpForm customerId={customerId} />
          </section>
          <section className="rounded-2xl bg-surface p-6 shadow-sm">
            <GiftCodeForm customerId={customerId} />
          </section>
        </div>
      )}
    </CustomerOnly>
  );
}
