'use client';

import { useState, useId } from 'react';
import Link from '@/components/ui/Link';
import { usePathname } from 'next/navigation';
import { ClientState, NeedsJs } from '@/components/layout/ClientState';
import type { DayTurn } from '@/lib/api/reservations';
import { toPersianDigits } from '@/common/digits';
import { formatJalali, toJalaliIso } from '@/lib/jalali';
import { loginHref } from '@/lib/login-href';
import { WEEKDAY_NAMES, apiWeekday, columnOf, type DayCell } from '@/lib/reservation/calendar-grid';
import { storedChoiceDay } from '@/lib/reservation/choice';
import { bookingSubject, ecoDateOf, reserveTimeOf } from '@/lib/reservation/payload';
import { useDayTurns, useReservationPrice } from '@/hooks/queries/reservations';
import { rootStore, useRootStore } from '@/stores';
import { selectCustomer } from '@/stores/slices/user';
import { BookingCalendar } from './BookingCalendar';
import { BookingPrice } from './BookingPrice';
import { ClearReservedButton } from './ClearReservedButton';
import { GuestFields } from './GuestFields';
import { TurnList, TurnsAnnouncement } from './TurnList';
import { useBookingSubmit } from './useBookingSubmit';
import { useChosenTurn } from './use-chosen-turn';
import { useFormDraft } from '@/components/ui/use-form-draft';
import { guestDraft } from '@/lib/reservation/guest-draft';
import { useCreditGapResetOnLeave } from '@/components/checkout/use-credit-gap-reset';
import { lostAnswer } from '@/lib/checkout/idempotency';
import { NewWindowHint } from '@/components/payment/NewWindowHint';
import { useFocusAfterRemoval } from '@/components/ui/use-focus-after-removal';
import { BusyButton } from '@/components/ui/BusyButton';

/** The day of this product's stored choice (a reload, a trip to login and back), else none. */
function restoredDay(productId: number): string | null {
  const { reserved, ecoDate } = rootStore.getState().reservations;
  return storedChoiceDay(reserved[0], ecoDate, productId);
}

function Booking({ productId }: { productId: number }) {
  const hintId = useId();
  const customer = useRootStore(selectCustomer);
  const userId = useRootStore((s) => s.user.user?.id ?? null);
  const addReserved = useRootStore((s) => s.addReserved);
  const clearReserved = useRootStore((s) => s.clearReserved);
  const setEcoDate = useRootStore((s) => s.setEcoDate);
  const mobile = customer?.mobile ?? null;
  // The Gregorian date of the chosen day.
  const [day, setDay] = useState(() => restoredDay(productId));
  // The guest's details as typed, kept for the tab across a reload or a trip to login.
  const [guest, setGuest] = useFormDraft(guestDraft);
  const column = day ? columnOf(day) : null;
  const { turns, pending, read, failed, retry } = useDayTurns(productId, day, column === null ? '' : apiWeekday(column), mobile);
  const { submit, busy, guestError, clearGuestError } = useBookingSubmit(productId);
  useCreditGapResetOnLeave();
  const pathname = usePathname();

  const chosen = useChosenTurn(productId, turns, read && day ? toJalaliIso(new Date(`${day}T12:00:00Z`)) : null);
  const item = chosen?.item ?? null;
  const answerLost = useRootStore((s) => lostAnswer(s.reservations.submission, item ? bookingSubject(item) : null));
  // The price of this very choice (a new count is priced again): booking waits for it and sends it,
  // so the server refuses (409) rather than charge an amount the page did not show.
  const price = useReservationPrice(item, mobile).data;

  const pickDay = (cell: DayCell) => {
    // The day already chosen, pressed again: its choice stays (with a lost answer's key, which a
    // new choice of the same turn would not have).
    if (cell.gregorian_date === day) return;
    setDay(cell.gregorian_date);
    clearReserved();
  };
  const pickTurn = (t: DayTurn) => {
    addReserved({ id: productId, count: 1, times: [reserveTimeOf(t, mobile ?? '')] });
    setEcoDate(ecoDateOf(t, new Date()));
  };
  const setCount = (count: number) => item && addReserved({ ...item, count });

  // A refused booking (or «پاک کردن») takes the chosen turn's controls, and the focused button, away.
  const dayLine = useFocusAfterRemoval<HTMLParagraphElement>(chosen ? 1 : 0);

  const book = () => {
    if (!item || !price) return;
    const cardLikely = !customer || price.customer_credit < price.invoice.price;
    void submit(item, { mobile, userId, guest: customer ? null : guest, cardLikely, expectedPrice: price.invoice.price });
  };

  return (
    <div className="space-y-5">
      <BookingCalendar productId={productId} selected={day} onSelect={pickDay} />
      <TurnsAnnouncement day={day} turns={turns} read={read} />
      {day && (
        <section aria-label={`نوبت‌های ${formatJalali(`${day}T12:00:00Z`)}`} className="space-y-3">
          <p ref={dayLine} tabIndex={-1} className="text-sm focus:outline-none">
            روز انتخاب‌شده: <strong>{column === null ? '' : WEEKDAY_NAMES[column]} {formatJalali(`${day}T12:00:00Z`)}</strong>
          </p>
          <TurnList turns={turns} pending={pending} failed={failed} onRetry={retry} selected={item?.times[0].reserve_time_id ?? null} onPick={pickTurn} />
        </section>
      )}
      {chosen && (
        <>
          <label className="flex items-center gap-3 text-sm">
            تعداد نفرات
            <select value={chosen.item.count} onChange={(e) => setCount(Number(e.target.value))} className="rounded-lg border border-black/15 bg-surface px-2 py-1">
              {Array.from({ length: chosen.max }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {toPersianDigits(n)}
                </option>
              ))}
            </select>
          </label>
          <BookingPrice item={chosen.item} mobile={mobile} guest={!customer} />
          {!customer && (
            <>
              <GuestFields
                value={guest}
                onChange={(next) => {
                  setGuest(next);
                  clearGuestError();
                }}
                error={guestError}
              />
              <p className="text-xs text-ink/70">
                رزرو مهمان به‌طور کامل با کارت بانکی پرداخت می‌شود. برای پرداخت از اعتبار حساب{' '}
                <Link href={loginHref(pathname)} className="tap text-primary underline">
                  وارد شوید
                </Link>
                .
              </p>
            </>
          )}
          {answerLost && (
            <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
              پاسخ ثبت رزرو نرسید. همین نوبت را بدون تغییر دوباره «ثبت رزرو» کنید؛ اگر رزرو ثبت شده باشد همان رزرو باز می‌شود و رزرو دومی ساخته نمی‌شود.
              {customer && (
                <>
                  {' '}
                  <Link href="/profile/reservations" className="tap underline">
                    نوبت‌های من
                  </Link>
                </>
              )}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-3">
            <BusyButton
              busy={busy}
              onClick={book}
              disabled={!price}
              aria-describedby={price && (!customer || price.customer_credit < price.invoice.price) ? hintId : undefined}
              className="flex-1 rounded-xl bg-primary px-4 py-3 font-bold text-on-primary disabled:opacity-50"
            >
              {busy ? 'در حال ثبت…' : 'ثبت رزرو'}
            </BusyButton>
            <NewWindowHint id={hintId} />
            <ClearReservedButton />
          </div>
        </>
      )}
    </div>
  );
}

/** The booking flow of a reservable product: day, turn, places, price, guest details, submit. */
export function BookingPanel({ productId }: { productId: number }) {
  return (
    <ClientState skeletonClassName="h-96 w-full rounded-2xl" withoutJs={<NeedsJs what="رزرو نوبت" />}>
      <Booking productId={productId} />
    </ClientState>
  );
}
