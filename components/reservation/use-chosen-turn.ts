'use client';

import { useEffect } from 'react';
import type { DayTurn } from '@/lib/api/reservations';
import { toPersianDigits } from '@/common/digits';
import { checkChoice } from '@/lib/reservation/choice';
import { bookingSubject } from '@/lib/reservation/payload';
import { lostAnswer } from '@/lib/checkout/idempotency';
import { useRootStore } from '@/stores';
import { notify } from '@/stores/notifications';

/**
 * This product's chosen turn while the day's turns, as last read, still offer it (null before).
 * Turns are read again (a turn started, a booking failed, the page came back): a turn that
 * started, filled or left its day's turns meanwhile is dropped (`readDay`: the Jalali day whose
 * turns are read, null before), and a count above the places left comes down to them,
 * so the price shown and booked is for places that exist. Either is said in a notice. Not while
 * a booking's answer was lost: the places it may have taken are gone from the turns, and only the
 * same request again (same turn, same count) finds that booking rather than making another.
 */
export function useChosenTurn(productId: number, turns: DayTurn[], readDay: string | null) {
  const stored = useRootStore((s) => s.reservations.reserved[0]);
  const addReserved = useRootStore((s) => s.addReserved);
  const clearReserved = useRootStore((s) => s.clearReserved);
  const item = stored?.id === productId ? stored : null;
  const held = useRootStore((s) => lostAnswer(s.reservations.submission, item ? bookingSubject(item) : null));
  const check = item ? checkChoice(item, turns, readDay) : null;
  const kind = check?.kind;
  const max = check && 'max' in check ? check.max : 0;

  useEffect(() => {
    if (!item || held) return;
    if (kind === 'drop') {
      clearReserved();
      notify({ message: 'نوبت انتخاب‌شده دیگر قابل رزرو نیست؛ نوبت دیگری انتخاب کنید.', variant: 'error', code: 'turn-gone' });
    } else if (kind === 'clamp') {
      addReserved({ ...item, count: max });
      notify({ message: `برای این نوبت ${toPersianDigits(max)} جای خالی مانده است؛ تعداد نفرات ${toPersianDigits(max)} شد.`, variant: 'error', code: 'turn-fewer-places' });
    }
  }, [item, held, kind, max, addReserved, clearReserved]);

  if (item && held) return { item, max: Math.max(max, item.count) };
  return item && check?.kind === 'keep' ? { item, max: check.max } : null;
}
