import type { OrderView } from '@/lib/api/checkout';
import { toPersianDigits } from '@/common/digits';
import { displayJalaliDateTime } from '@/lib/jalali';
import { PaymentBadge } from './PaymentBadge';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The delivery address as one line (title, street, plaque, postal code), or pick-up. */
function deliveryText(order: Pick<OrderView, 'delivery' | 'address'>): string {
  if (!order.delivery || !order.address) return 'تحویل حضوری';
  const a = order.address;
  const parts = [text(a.title), text(a.address), text(a.number) && `پلاک ${text(a.number)}`, text(a.postal_code) && `کد پستی ${text(a.postal_code)}`];
  return toPersianDigits(parts.filter(Boolean).join('، '));
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3 gap-y-1 py-1.5">
      <dt className="text-ink/70">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Status, date, payment, where it goes and the customer's description. */
export function OrderFacts({ order }: { order: OrderView }) {
  return (
    <dl className="rounded-2xl bg-surface p-4 text-sm shadow-sm ring-1 ring-black/5">
      <Fact label="وضعیت">{order.status_label}</Fact>
      <Fact label="تاریخ ثبت">{displayJalaliDateTime(order.created_at_jalali)}</Fact>
      <Fact label="پرداخت">
        <PaymentBadge state={order.payment_state} />
      </Fact>
      <Fact label="نحوه تحویل">{deliveryText(order)}</Fact>
      {order.msg.trim() && (
        <Fact label="توضیحات">
          {/* The template's line and the free note are separate lines; numbers in Persian digits, as the page's. */}
          <span className="whitespace-pre-line">{toPersianDigits(order.msg.trim())}</span>
        </Fact>
      )}
    </dl>
  );
}
