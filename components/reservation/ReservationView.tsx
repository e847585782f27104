'use client';

import Link from '@/components/ui/Link';
import { ClientState, NeedsJs } from '@/components/layout/ClientState';
import type { OrderDetail } from '@/lib/api/checkout';
import type { BookingView } from '@/lib/api/reservations';
import { toPersianDigits } from '@/common/digits';
import { displayJalaliDateTime, formatJalali } from '@/lib/jalali';
import { formatToman } from '@/lib/price';
import { awaitsPayment, payableBooking } from '@/lib/order-status';
import { productPath } from '@/lib/seo/urls';
import { useCustomer } from '@/hooks/queries/customer';
import { loginHref } from '@/lib/login-href';
import { useOrder } from '@/hooks/queries/orders';
import { groupBookings } from '@/lib/reservation/booking-groups';
import { reservationNotice } from '@/lib/reservation/notice';
import { BOOKING_ID } from './booking-id';
import { bookingStatusLabel } from './booking-status';
import { PayReservationButton } from './PayReservationButton';
import { PaymentUnderWay } from '@/components/orders/PaymentUnderWay';
import { useRerenderAt } from '@/components/ui/use-rerender-at';
import { PaymentLapsed } from '@/components/orders/PaymentLapsed';
import { useFocusAfterRemoval } from '@/components/ui/use-focus-after-removal';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { RefreshFailed } from '@/components/ui/RefreshFailed';
import { BANK_REVERSAL_NOTE } from '@/lib/payment/landing';

/** One booking: product, owner, Jalali date, turn, how many people and status. */
export function BookingSummary({ booking: b, count }: { booking: BookingView; count: number }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      <dt className="text-ink/60">خدمت</dt>
      <dd className="font-medium">{b.product.name}</dd>
      {b.owner && (
        <>
          <dt className="text-ink/60">ارائه‌دهنده</dt>
          <dd>
            <Link href={`/owners/${b.owner.id}`} className="tap text-primary hover:underline">
              {b.owner.name}
            </Link>
          </dd>
        </>
      )}
      <dt className="text-ink/60">تاریخ</dt>
      <dd>{formatJalali(`${b.gregorian_date}T12:00:00Z`, 'EEEE d MMMM yyyy')}</dd>
      <dt className="text-ink/60">ساعت</dt>
      <dd>
        {toPersianDigits(b.start_time)} تا {toPersianDigits(b.end_time)}
      </dd>
      <dt className="text-ink/60">تعداد</dt>
      <dd>{toPersianDigits(count)} نفر</dd>
      <dt className="text-ink/60">وضعیت</dt>
      <dd data-status={b.status}>{bookingStatusLabel(b.status)}</dd>
    </dl>
  );
}

function BookAgain({ href }: { href: string }) {
  return (
    <Link href={href} className="tap inline-block rounded-xl bg-primary px-5 py-2 text-on-primary">
      رزرو دوباره
    </Link>
  );
}

/** `loggedIn`: else the way in is a login that comes back to this booking, not the bookings list. */
function NotFound({ orderId, loggedIn }: { orderId: number; loggedIn: boolean }) {
  return (
    <div role="alert" className="space-y-3 rounded-2xl bg-surface p-8 text-center shadow-sm">
      <p className="text-lg font-medium">رزروی با این شماره پیدا نشد</p>
      <p className="text-sm text-ink/70">
        {loggedIn ? 'اگر این رزرو را با حساب دیگری ثبت کرده‌اید، با همان حساب وارد شوید.' : 'اگر این رزرو را با حساب خود ثبت کرده‌اید، وارد شوید.'}
      </p>
      <Link
        href={loggedIn ? '/profile/reservations' : loginHref(`/reservation/${orderId}`)}
        className="tap inline-block rounded-xl bg-primary px-5 py-2 text-on-primary"
      >
        {loggedIn ? 'نوبت‌های من' : 'ورود'}
      </Link>
    </div>
  );
}

/** Unpaid with a payable booking, before its payment deadline (as on the order page). */
function payableNow(o: OrderDetail): boolean {
  return ((o.bookings ?? []) as BookingView[]).some(payableBooking) && awaitsPayment(o);
}

function Contents({ orderId }: { orderId: number }) {
  // A guest who booked reads the order with the guest token (customer id 0 in the key).
  const customer = useCustomer();
  const customerId = customer?.id ?? 0;
  // The order page's query: someone else's or an unknown id is null (404), a 401 or 403 logs out
  // through the global handler, and coming back from the provider's window re-reads it.
  const order = useOrder(customerId, orderId);
  useRerenderAt(order.data?.payment_deadline);
  // Paid (from credit, or in the provider's window) or past its deadline, the pressed pay button
  // goes: focus goes to the line that says whether it is paid.
  const paidLine = useFocusAfterRemoval<HTMLParagraphElement>(order.data && payableNow(order.data) ? 1 : 0);
  if (order.isPending) return <p role="status">در حال دریافت رزرو…</p>;
  // Only with nothing to show: a failed re-read (on coming back to the tab) keeps the booking on screen.
  if (order.isError && order.data === undefined) return <RetryAlert message="دریافت رزرو ممکن نشد." onRetry={() => void order.refetch()} />;
  const o = order.data;
  if (!o) return <NotFound orderId={orderId} loggedIn={customer !== null} />;
  const bookings = (o.bookings ?? []) as BookingView[];
  // Unpaid with a payable booking, before its payment deadline (as on the order page): with nothing
  // due by card (credit arrived meanwhile), it is paid from credit.
  const payable = payableNow(o);
  const notice = reservationNotice(o, bookings);
  const productId = bookings[0]?.product.id ?? o.items[0]?.product_id ?? null;
  const bookAgain = productId === null ? null : `${productPath(productId)}#${BOOKING_ID}`;
  return (
    <div className="space-y-4 rounded-2xl bg-surface p-6 shadow-sm">
      {order.isRefetchError && <RefreshFailed message="تازه‌سازی رزرو ممکن نشد." busy={order.isFetching} onRetry={() => void order.refetch()} />}
      <p className="text-sm text-ink/70">
        شماره رزرو: <span className="font-bold">{toPersianDigits(o.order_id)}</span> · ثبت در {displayJalaliDateTime(o.created_at_jalali)}
      </p>
      {bookings.length === 0 && <p>نوبتی برای این سفارش ثبت نیست؛ رزروی که به‌موقع پرداخت نشود، نوبتش آزاد می‌شود.</p>}
      {notice?.kind === 'released' && (
        <div role="alert" className="space-y-3 rounded-xl bg-red-50 p-4 text-sm text-red-900">
          <p>
            پرداخت انجام نشد. {BANK_REVERSAL_NOTE} نوبت آزاد شد؛ برای رزرو، دوباره نوبت بگیرید.
          </p>
          {bookAgain && <BookAgain href={bookAgain} />}
        </div>
      )}
      {notice?.kind === 'credited' && (
        <div role="status" className="space-y-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-950">
          <p>
            مبلغ {formatToman(notice.amount)} پرداخت شد، اما نوبت این رزرو پیش از تأیید پرداخت آزاد شده بود.{' '}
            {customer
              ? 'این مبلغ به اعتبار شما افزوده شد و می‌توانید با آن دوباره نوبت بگیرید.'
              : 'این مبلغ به اعتبار حساب همین شماره موبایل افزوده شد؛ با ورود با این شماره می‌توانید از آن استفاده کنید.'}
          </p>
          {bookAgain && <BookAgain href={bookAgain} />}
        </div>
      )}
      <ul className="space-y-4" aria-label="نوبت‌های رزرو">
        {groupBookings(bookings).map(({ booking: b, count }) => (
          <li key={b.id} className="rounded-xl border border-black/10 p-4">
            <BookingSummary booking={b} count={count} />
          </li>
        ))}
      </ul>
      <p ref={paidLine} tabIndex={-1} className="text-sm focus:outline-none">
        مبلغ: {formatToman(o.invoice.price)} ·{' '}
        <strong data-paid={o.paid}>{o.paid ? 'پرداخت شده' : 'پرداخت نشده'}</strong>
      </p>
      {payable && bookings.some((b) => b.status === 'lapsed') && (
        <p className="rounded-xl bg-amber-50 p-4 text-sm text-amber-950">
          زمان نگه‌داری نوبت برای شما تمام شده است. تا پایان مهلت پرداخت، اگر هنوز جای خالی باشد، با پرداخت دوباره برای شما رزرو می‌شود.
        </p>
      )}
      {payable && <PaymentUnderWay order={o} what="این رزرو" />}
      {payable && <PayReservationButton orderId={o.order_id} amount={o.amount_due} deadline={o.payment_deadline} onPaid={() => void order.refetch()} />}
      {bookings.some(payableBooking) && (
        <PaymentLapsed
          order={o}
          what="این رزرو"
          lapsed="مهلت پرداخت این رزرو به پایان رسیده و نوبت آن آزاد می‌شود؛ برای رزرو، دوباره نوبت بگیرید."
          action={bookAgain && <BookAgain href={bookAgain} />}
        />
      )}
    </div>
  );
}

/** The /reservation/{order_id} page's client part: personal, so never rendered on the server. */
export function ReservationView({ orderId }: { orderId: number }) {
  return (
    <ClientState skeletonClassName="h-64 w-full rounded-2xl" withoutJs={<NeedsJs what="نمایش رزرو" />}>
      <Contents orderId={orderId} />
    </ClientState>
  );
}
