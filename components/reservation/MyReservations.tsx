'use client';

import { useRef, useState } from 'react';
import Link from '@/components/ui/Link';
import { EmptyState } from '@/components/ui/EmptyState';
import { ClientState, NeedsJs } from '@/components/layout/ClientState';
import { loginHref } from '@/lib/login-href';
import { usePrevTurns } from '@/hooks/queries/reservations';
import { groupBookings } from '@/lib/reservation/booking-groups';
import { useRootStore } from '@/stores';
import { selectCustomer } from '@/stores/slices/user';
import { ClearReservedButton } from './ClearReservedButton';
import { RescheduleForm } from './RescheduleForm';
import { BookingSummary } from './ReservationView';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { RefreshFailed } from '@/components/ui/RefreshFailed';
import type { BookingView } from '@/lib/api/reservations';
import { toPersianDigits } from '@/common/digits';
import { formatJalali } from '@/lib/jalali';
import { useFocusAfterRemoval } from '@/components/ui/use-focus-after-removal';

function Bookings({ mobile }: { mobile: string }) {
  const bookings = usePrevTurns(mobile);
  if (bookings.isPending) return <p role="status">در حال دریافت نوبت‌ها…</p>;
  const list = bookings.data;
  // Only with nothing to show: a failed refresh keeps the bookings on screen, with its own retry.
  if (list === undefined) return <RetryAlert message="دریافت نوبت‌ها ممکن نشد." onRetry={() => void bookings.refetch()} />;
  if (list.length === 0) {
    return (
      <EmptyState title="هنوز نوبتی رزرو نکرده‌اید">
        <Link href="/" className="tap text-primary underline">
          دیدن محصولات و خدمات
        </Link>
      </EmptyState>
    );
  }
  return (
    <>
      {bookings.isRefetchError && <RefreshFailed message="تازه‌سازی نوبت‌ها ممکن نشد." busy={bookings.isFetching} onRetry={() => void bookings.refetch()} />}
      <BookingList bookings={list} mobile={mobile} />
    </>
  );
}

/** «‹product›، ‹weekday day month› ساعت ‹start›», which tells one booking's controls from another's. */
function bookingName(b: BookingView): string {
  return `${b.product.name}، ${formatJalali(`${b.gregorian_date}T12:00:00Z`, 'EEEE d MMMM')} ساعت ${toPersianDigits(b.start_time)}`;
}

function BookingList({ bookings, mobile }: { bookings: BookingView[]; mobile: string }) {
  const [editing, setEditing] = useState<number | null>(null);
  // The booking whose «تغییر نوبت» gets focus back when its form closes: the button is gone while
  // the form is open, and the form's own controls go with it, which would drop focus to the page.
  const closing = useRef<number | null>(null);
  const changeButton = (id: number) => (button: HTMLButtonElement | null) => {
    if (!button || closing.current !== id) return;
    closing.current = null;
    if (document.activeElement === null || document.activeElement === document.body) button.focus();
  };
  const close = (id: number) => {
    closing.current = id;
    setEditing(null);
  };
  return (
    <ul className="space-y-4" aria-label="نوبت‌های من">
      {/* A booking for several people is one card: its places move together. */}
      {groupBookings(bookings).map(({ booking: b, count }) => (
        <li key={b.id} className="space-y-3 rounded-2xl bg-surface p-4 shadow-sm">
          {/* Each card's link and button are told apart in a screen reader's list by this booking. */}
          <BookingSummary booking={b} count={count} />
          {b.order_id && (
            <Link href={`/reservation/${b.order_id}`} className="tap block w-fit text-sm text-primary hover:underline">
              جزئیات رزرو<span className="sr-only"> {bookingName(b)}</span>
            </Link>
          )}
          {editing === b.id ? (
            <RescheduleForm booking={b} count={count} mobile={mobile} onDone={() => close(b.id)} />
          ) : (
            b.changeable && (
              <button
                ref={changeButton(b.id)}
                type="button"
                onClick={() => setEditing(b.id)}
                className="tap block rounded-xl border border-black/15 px-4 py-2 text-sm"
              >
                تغییر نوبت<span className="sr-only"> {bookingName(b)}</span>
              </button>
            )
          )}
        </li>
      ))}
    </ul>
  );
}

function Contents() {
  const customer = useRootStore(selectCustomer);
  if (!customer) {
    return (
      <div className="space-y-3 rounded-2xl bg-surface p-8 text-center shadow-sm">
        <p>برای دیدن نوبت‌هایتان با شماره موبایل خود وارد شوید.</p>
        <Link href={loginHref('/profile/reservations')} className="tap inline-block rounded-xl bg-primary px-5 py-2 text-on-primary">
          ورود
        </Link>
      </div>
    );
  }
  return <Signed mobile={customer.mobile} />;
}

function Signed({ mobile }: { mobile: string }) {
  // «خالی کردن نوبت‌های انتخاب‌شده» goes once pressed: focus goes to the bookings below it.
  const bookings = useFocusAfterRemoval<HTMLDivElement>(useRootStore((s) => s.reservations.reserved.length));
  return (
    <div className="space-y-4">
      <ClearReservedButton />
      <div ref={bookings} tabIndex={-1} role="region" aria-label="نوبت‌های رزرو شده" className="focus:outline-none">
        <Bookings mobile={mobile} />
      </div>
    </div>
  );
}

/** The customer's bookings by their mobile (POST reservation/prev_turn), with rescheduling. */
export function MyReservations() {
  return (
    <ClientState skeletonClassName="h-64 w-full rounded-2xl" withoutJs={<NeedsJs what="نوبت‌های من" />}>
      <Contents />
    </ClientState>
  );
}
