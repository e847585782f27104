'use client';

import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reservationsClient } from '@/lib/api/browser';
import type { BookingView, DayTurn } from '@/lib/api/reservations';
import { toPersianDigits } from '@/common/digits';
import { apiWeekday, type DayCell } from '@/lib/reservation/calendar-grid';
import { useCustomer } from '@/hooks/queries/customer';
import { invalidateTurns, useDayTurns } from '@/hooks/queries/reservations';
import { reservationKeys } from '@/lib/query-keys';
import { queryKeys } from '@/lib/query-keys';
import { notify } from '@/stores/notifications';
import { BookingCalendar } from './BookingCalendar';
import { TurnList, TurnsAnnouncement } from './TurnList';
import { BusyButton } from '@/components/ui/BusyButton';

/**
 * Moves a booking of `count` people to another day and turn (POST reservation/change): the server
 * moves all its places together, re-checks the new turn's capacity and frees the old places, so a
 * turn with fewer places than the group is not offered. The notice follows the answer's success flag.
 */
/** Opened by «تغییر نوبت», which it replaces: focus comes here, not to the page's start. Stable, so only on mount. */
const focusOnOpen = (form: HTMLFormElement | null) => form?.focus();

export function RescheduleForm({ booking, count, mobile, onDone }: { booking: BookingView; count: number; mobile: string; onDone: () => void }) {
  const productId = booking.product.id;
  const client = useQueryClient();
  const customerId = useCustomer()?.id ?? 0;
  const [day, setDay] = useState<DayCell | null>(null);
  const [turn, setTurn] = useState<DayTurn | null>(null);
  const { turns, pending, read, failed, retry } = useDayTurns(productId, day?.gregorian_date ?? null, day ? apiWeekday(day.column) : '', mobile);
  // The day's turns are read again when one starts or a change is refused: a chosen turn that
  // started or filled meanwhile is no longer offered, so it is no longer chosen either.
  const offered = turns
    .filter((t) => t.reserve_time_id !== booking.reserve_time_id || t.gregorian_date !== booking.gregorian_date)
    .map((t) => (t.remain >= count ? t : { ...t, bookable: false }));
  const chosen = turn && !pending ? (offered.find((t) => t.id === turn.id && t.bookable && t.remain > 0) ?? null) : turn;
  const gone = turn !== null && chosen === null;
  const change = useMutation({
    mutationFn: (to: DayTurn) => reservationsClient.change({ id: booking.id, date: to.date, reserve_time_id: to.reserve_time_id }),
    onSuccess: (res) => {
      notify({ message: res.msg, variant: res.success ? 'success' : 'error', code: res.code });
      client.setQueryData(reservationKeys.prevTurns(mobile), res.data.results);
      invalidateTurns(client, productId);
      // The booking's page (/reservation/{order_id}) reads the order: it must show the new turn.
      if (booking.order_id) void client.invalidateQueries({ queryKey: queryKeys.order(customerId, booking.order_id) });
      onDone();
    },
    onError: () => {
      // The server's message was shown (the mutation cache's handler); the turns may have filled.
      void client.invalidateQueries({ queryKey: reservationKeys.turns(productId) });
    },
  });
  return (
    <form
      ref={focusOnOpen}
      tabIndex={-1}
      className="space-y-4 focus:outline-none"
      aria-label={`تغییر نوبت ${booking.product.name}`}
      onSubmit={(e) => {
        e.preventDefault();
        if (chosen && !change.isPending) change.mutate(chosen);
      }}
    >
      <BookingCalendar
        productId={productId}
        selected={day?.gregorian_date ?? null}
        onSelect={(cell) => {
          setDay(cell);
          setTurn(null);
        }}
      />
      <TurnsAnnouncement day={day?.gregorian_date ?? null} turns={offered} read={read} />
      {count > 1 && <p className="text-sm">نوبت هر {toPersianDigits(count)} نفر با هم تغییر می‌کند.</p>}
      {day && <TurnList turns={offered} pending={pending} failed={failed} onRetry={retry} selected={chosen?.id ?? null} onPick={setTurn} />}
      {gone && (
        <p role="alert" className="text-sm text-red-800">
          نوبت انتخاب‌شده دیگر قابل رزرو نیست؛ نوبت دیگری انتخاب کنید.
        </p>
      )}
      <div className="flex gap-2">
        <BusyButton
          type="submit"
          busy={change.isPending}
          disabled={!chosen}
          className="tap rounded-xl bg-primary px-4 py-2 font-bold text-on-primary disabled:opacity-50"
        >
          ثبت تغییر نوبت
        </BusyButton>
        <button type="button" onClick={onDone} className="tap rounded-xl border border-black/15 px-4 py-2">
          انصراف
        </button>
      </div>
    </form>
  );
}
