import type { OrderView } from '@/lib/api/checkout';
import { PAYMENT_STATE_LABELS } from '@/lib/order-status';

const TONE: Record<OrderView['payment_state'], string> = {
  paid: 'bg-green-100 text-green-800',
  pending: 'bg-amber-100 text-amber-800',
  failed: 'bg-red-100 text-red-800',
  unpaid: 'bg-red-100 text-red-800',
};

/** Paid or not, as a small badge (words, not only a colour). */
export function PaymentBadge({ state }: { state: OrderView['payment_state'] }) {
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-medium ${TONE[state]}`}>{PAYMENT_STATE_LABELS[state]}</span>;
}
