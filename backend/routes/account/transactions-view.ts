import type { Queryable } from '../../db/client';
import { formatJalali } from '../../lib/jalali';
import { toPersianDigits } from '../../../common/digits';
import type { TransactionKind, TransactionsResponse, TransactionView } from '../../../common/contract/account';

interface TransactionRow {
  id: number;
  amount: number;
  balance: number;
  kind: TransactionKind;
  order_id: number | null;
  payment_id: number | null;
  gift_code: string | null;
  created_at: Date | string;
}

/** What the wallet shows for a row, Persian digits for the order number (the storefront may word it by kind instead). */
function titleOf(row: TransactionRow): string {
  const order = row.order_id === null ? '' : ` سفارش ${toPersianDigits(row.order_id)}`;
  if (row.kind === 'gift_code') return `کد هدیه ${row.gift_code ?? ''}`.trim();
  if (row.kind === 'refund') return `بازگشت وجه${order}`;
  if (row.kind === 'order_payment') return `پرداخت${order}`;
  return row.order_id === null ? 'افزایش اعتبار' : `پرداخت آنلاین${order}`;
}

/** One ledger row: signed amount and the balance after it in Toman, the time in ISO and in Jalali (Tehran). */
export function transactionView(row: TransactionRow): TransactionView {
  const created = new Date(row.created_at);
  return {
    id: row.id,
    amount: Number(row.amount),
    balance: Number(row.balance),
    kind: row.kind,
    title: titleOf(row),
    order_id: row.order_id,
    payment_id: row.payment_id,
    gift_code: row.gift_code,
    created_at: created.toISOString(),
    created_at_jalali: formatJalali(created),
  };
}

/** The customer's credit and their newest ledger rows (at most 200), newest first. */
export async function loadTransactions(q: Queryable, customerId: number): Promise<TransactionsResponse> {
  const rows = await q.query<TransactionRow>(
    `SELECT t.id, t.amount, t.balance, t.kind, t.order_id, t.payment_id, g.code AS gift_code, t.created_at
     FROM credit_transactions t LEFT JOIN gift_codes g ON g.id = t.gift_code_id
     WHERE t.customer_id = $1 ORDER BY t.id DESC LIMIT 200`,
    [customerId],
  );
  const [customer] = await q.query<{ credit: number }>('SELECT credit FROM customers WHERE id = $1', [customerId]);
  return { credit: Number(customer.credit), transactions: rows.map(transactionView) };
}
