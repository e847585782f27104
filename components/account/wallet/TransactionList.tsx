import type { TransactionView } from '@/lib/api/account';
import { signedAmount } from '@/lib/account/format';
import { displayJalaliDateTime } from '@/lib/jalali';
import { formatToman } from '@/lib/price';

/** The credit ledger, newest first: title, signed amount, Jalali date and time, balance after. */
export function TransactionList({ transactions }: { transactions: TransactionView[] }) {
  if (transactions.length === 0) return <p className="text-sm text-ink/70">هنوز تراکنشی ثبت نشده است.</p>;
  return (
    <ul className="divide-y divide-black/5" aria-label="تراکنش‌ها">
      {transactions.map((t) => (
        <li key={t.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
          <div>
            <p className="font-medium">{t.title}</p>
            <p className="text-xs text-ink/60">{displayJalaliDateTime(t.created_at_jalali)}</p>
          </div>
          <div className="text-end">
            {/* Only the signed number runs left to right: «تومان» follows it as in every other price. */}
            <p className={`font-bold ${t.amount < 0 ? 'text-red-700' : 'text-green-700'}`}>
              <bdi dir="ltr">{signedAmount(t.amount)}</bdi> تومان
            </p>
            <p className="text-xs text-ink/60">مانده: {formatToman(t.balance)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
