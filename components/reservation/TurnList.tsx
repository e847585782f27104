'use client';

import type { DayTurn } from '@/lib/api/reservations';
import { toPersianDigits } from '@/common/digits';
import { formatJalali } from '@/lib/jalali';
import { RetryAlert } from '@/components/ui/RetryAlert';

/** The turns of the chosen day with the places left; started and full turns cannot be picked. */
export function TurnList({
  turns,
  pending,
  failed,
  onRetry,
  selected,
  onPick,
}: {
  turns: DayTurn[];
  pending: boolean;
  /** The day's turns could not be read. */
  failed: boolean;
  onRetry: () => void;
  selected: number | null;
  onPick: (turn: DayTurn) => void;
}) {
  // Offered whenever the last read failed: turns read earlier may no longer be true.
  const retry = failed && <RetryAlert message="دریافت نوبت‌های این روز ممکن نشد." onRetry={onRetry} />;
  if (turns.length === 0) {
    if (retry) return retry;
    if (pending) return <p role="status">در حال دریافت نوبت‌ها…</p>;
    return <p className="text-sm text-ink/70">این روز نوبتی ندارد.</p>;
  }
  return (
    <>
      {retry}
      <fieldset aria-busy={pending} className="space-y-2">
        <legend className="mb-2 font-bold">نوبت‌های این روز</legend>
        {turns.map((t) => {
          const open = t.bookable && t.remain > 0;
          const status = t.past ? 'گذشته' : t.remain > 0 ? `${toPersianDigits(t.remain)} جای خالی از ${toPersianDigits(t.capacity)}` : 'تکمیل';
          return (
            <label
              key={t.id}
              className={`tap flex items-center justify-between gap-3 rounded-xl border px-3 py-2 ${
                open ? 'cursor-pointer border-black/15 has-checked:border-primary has-checked:bg-primary/5' : 'border-black/5 opacity-50'
              }`}
            >
              <span className="flex items-center gap-2">
                <input type="radio" name="turn" value={t.id} checked={selected === t.id} disabled={!open} onChange={() => onPick(t)} className="h-4 w-4 accent-primary" />
                <span>
                  ساعت {toPersianDigits(t.start_time)} تا {toPersianDigits(t.end_time)}
                </span>
              </span>
              <span className="text-sm text-ink/70">{status}</span>
            </label>
          );
        })}
      </fieldset>
    </>
  );
}

/**
 * Says what the chosen day offers once its turns are read: choosing a day keeps focus in the
 * calendar, and the turns appear below it unannounced. On the page from the start, empty until
 * then, so a screen reader reads each change; a re-read (coming back to the tab, a turn
 * starting) keeps the words, so only a change in what is offered is read again.
 */
export function TurnsAnnouncement({ day, turns, read }: { day: string | null; turns: DayTurn[]; read: boolean }) {
  const open = turns.filter((t) => t.bookable && t.remain > 0).length;
  const said =
    !day || !read
      ? ''
      : `${formatJalali(`${day}T12:00:00Z`, 'EEEE d MMMM')}: ${turns.length === 0 ? 'این روز نوبتی ندارد' : `${toPersianDigits(open)} نوبت با جای خالی از ${toPersianDigits(turns.length)} نوبت`}`;
  return (
    <p role="status" className="sr-only">
      {said}
    </p>
  );
}
