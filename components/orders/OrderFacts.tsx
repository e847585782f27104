import Link from '@/components/ui/Link';
import type { OrderView } from '@/lib/api/checkout';
import type { BookingView } from '@/lib/api/reservations';
import { toPersianDigits } from '@/common/digits';
import { displayJalaliDateTime, formatJalali } from '@/lib/jalali';
import { groupBookings } from '@/lib/reservation/booking-groups';
import { PaymentBadge } from './PaymentBadge';
import { descriptionParts } from '@/lib/checkout/description';

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
      {/* What the customer typed (an address, a note) may be one long word: it wraps, not widens the page. */}
      <dd className="wrap-anywhere">{children}</dd>
    </div>
  );
}

/** A reservation's turns, one line each (a booking for several people is one), and where it is managed. */
function Turns({ orderId, bookings }: { orderId: number; bookings: BookingView[] }) {
  return (
    <span className="flex flex-col items-end gap-1">
      {groupBookings(bookings).map(({ booking: b }) => (
        <span key={b.id}>
          {b.product.name}، {formatJalali(`${b.gregorian_date}T12:00:00Z`, 'EEEE d MMMM yyyy')}، ساعت {toPersianDigits(b.start_time)} تا{' '}
          {toPersianDigits(b.end_time)}
        </span>
      ))}
      <Link href={`/reservation/${orderId}`} className="tap text-primary hover:underline">
        جزئیات رزرو
      </Link>
    </span>
  );
}

/** Status, date, payment, where it goes (or a reservation's turns) and the customer's description. */
export function OrderFacts({ order, bookings = [] }: { order: OrderView; bookings?: BookingView[] }) {
  return (
    <dl className="rounded-2xl bg-surface p-4 text-sm shadow-sm ring-1 ring-black/5">
      <Fact label="وضعیت">{order.status_label}</Fact>
      <Fact label="تاریخ ثبت">{displayJalaliDateTime(order.created_at_jalali)}</Fact>
      <Fact label="پرداخت">
        <PaymentBadge state={order.payment_state} />
      </Fact>
      {bookings.length > 0 ? (
        <Fact label="نوبت">
          <Turns orderId={order.id} bookings={bookings} />
        </Fact>
      ) : (
        <Fact label="نحوه تحویل">{deliveryText(order)}</Fact>
      )}
      {order.msg.trim() && (
        <Fact label="توضیحات">
          {/* The template's line and the free note are separate lines; numbers in Persian digits, as the page's, but not in a web address. */}
          <span className="whitespace-pre-line">
            {descriptionParts(order.msg.trim()).map((part, i) =>
              part.address ? (
                <bdi key={i} dir="ltr">
                  {part.text}
                </bdi>
              ) : (
                part.text
              ),
            )}
          </span>
        </Fact>
      )}
    </dl>
  );
}
