'use client';

import { CustomerOnly } from '@/components/account/CustomerOnly';
import { useTransactions } from '@/lib/queries/account';
import { formatToman } from '@/lib/price';
import { GiftCodeForm } from './GiftCodeForm';
import { TopUpForm } from './TopUpForm';
import { TransactionList } from './TransactionList';
import { RetryAlert } from '@/components/ui/RetryAlert';

function Ledger({ customerId }: { customerId: number }) {
  const ledger = useTransactions(customerId);
  if (ledger.isPending) return <p role="status">در حال دریافت تراکنش‌ها…</p>;
  if (ledger.isError) {
    return <RetryAlert message="دریافت اعتبار و تراکنش‌ها ممکن نشد." onRetry={() => void ledger.refetch()} />;
  }
  return (
    <>
      <p className="text-lg">
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
