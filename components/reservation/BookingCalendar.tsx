'use client';

import { useRef, useState, type KeyboardEvent } from 'react';
import { toPersianDigits } from '@/common/digits';
import { JALALI_MONTHS, tehranJalaliMonth } from '@/lib/jalali';
import { WEEKDAY_NAMES, monthCells, moveIndex, shiftMonth, weekRows, type DayCell } from '@/lib/reservation/calendar-grid';
import { useHolidays, useReservationCalendar } from '@/hooks/queries/reservations';
import { useRootStore } from '@/stores';
import { RetryAlert } from '@/components/ui/RetryAlert';

const REASONS = { past: 'گذشته', full: 'تکمیل', closed: 'بدون نوبت' } as const;

function dayLabel(cell: DayCell, monthName: string, year: number): string {
  const parts = [`${WEEKDAY_NAMES[cell.column]} ${toPersianDigits(cell.day)} ${monthName} ${toPersianDigits(year)}`];
  if (cell.holidayTitles.length) parts.push(`تعطیل رسمی: ${cell.holidayTitles.join('، ')}`);
  else if (cell.holiday) parts.push('تعطیل');
  parts.push(cell.reason ? REASONS[cell.reason] : `${toPersianDigits(cell.remain)} جای خالی`);
  return parts.join('، ');
}

/**
 * A Jalali month of a product's reservation calendar: week from Saturday, official holidays
 * marked, places left per day, past and full days disabled. One day is in the tab order; the
 * arrow keys move between days (right to left), Home/End to the month's ends. Unbookable days
 * stay focusable (aria-disabled) so the keyboard can pass over them and hear why. It opens on
 * the selected day's month (a choice restored after a reload), else on this month.
 */
export function BookingCalendar({ productId, selected, onSelect }: { productId: number; selected: string | null; onSelect: (cell: DayCell) => void }) {
  const [at, setAt] = useState(() => tehranJalaliMonth(selected ? new Date(`${selected}T12:00:00Z`) : new Date()));
  const calendar = useReservationCalendar(productId, at.year, at.month);
  const failed = calendar.isError && !calendar.isFetching;
  // Also while offline (the query waits for the connection): the grid is never just empty.
  const loading = !calendar.data && !failed;
  const holidayNote = useHolidays(at.year).data?.note;
  const holidays = useRootStore((s) => s.products.holidays);
  const cells = calendar.data ? monthCells(calendar.data.days, holidays) : [];
  const [focus, setFocus] = useState<number | null>(null);
  const grid = useRef<HTMLDivElement>(null);
  const monthName = JALALI_MONTHS[at.month - 1];
  const selectedIndex = cells.findIndex((c) => c.gregorian_date === selected);
  const firstOpen = cells.findIndex((c) => !c.disabled);
  const tabIndex = focus ?? (selectedIndex >= 0 ? selectedIndex : Math.max(0, firstOpen));

  const go = (delta: number) => {
    setAt((m) => shiftMonth(m.year, m.month, delta));
    setFocus(null);
  };
  const onKey = (e: KeyboardEvent, index: number) => {
    const next = moveIndex(index, e.key, cells.length);
    if (next === null) return;
    e.preventDefault();
    setFocus(next);
    grid.current?.querySelectorAll<HTMLButtonElement>('button[data-day]')[next]?.focus();
  };

  return (
    <section aria-label="تقویم نوبت‌ها" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <button type="button" onClick={() => go(-1)} className="tap rounded-lg border border-black/15 px-3 py-1.5 text-sm" aria-label="ماه قبل">
          ماه قبل
        </button>
        <h3 className="font-bold" aria-live="polite">
          {monthName} {toPersianDigits(at.year)}
        </h3>
        <button type="button" onClick={() => go(1)} className="tap rounded-lg border border-black/15 px-3 py-1.5 text-sm" aria-label="ماه بعد">
          ماه بعد
        </button>
      </div>
      {failed && <RetryAlert message="دریافت تقویم ممکن نشد." onRetry={() => void calendar.refetch()} />}
      {loading && (
        <p role="status" className="animate-pulse text-center text-sm text-ink/70">
          در حال دریافت تقویم…
        </p>
      )}
      <div ref={grid} role="grid" aria-label={`${monthName} ${toPersianDigits(at.year)}`} aria-busy={loading} className="grid grid-cols-7 gap-1 text-center">
        <div role="row" className="contents">
          {WEEKDAY_NAMES.map((d) => (
            <span key={d} role="columnheader" aria-label={d} className="py-1 text-xs text-ink/60">
              {d.slice(0, 1)}
            </span>
          ))}
        </div>
        {weekRows(cells).map((week, w) => (
          <div key={w} role="row" className="contents">
            {week.map((slot) => {
              // Before the month's first day: an empty cell, so each day sits under its weekday.
              if (typeof slot === 'number') return <span key={`blank-${slot}`} role="gridcell" />;
              const [cell, i] = slot;
              const chosen = cell.gregorian_date === selected;
              return (
                <span key={cell.date} role="gridcell" aria-selected={chosen}>
                  <button
                    type="button"
                    data-day={cell.date}
                    data-holiday={cell.holidayTitles.length > 0 || undefined}
                    tabIndex={i === tabIndex ? 0 : -1}
                    aria-disabled={cell.disabled}
                    aria-label={dayLabel(cell, monthName, at.year)}
                    title={cell.holidayTitles.join('، ') || undefined}
                    onClick={() => !cell.disabled && onSelect(cell)}
                    onKeyDown={(e) => onKey(e, i)}
                    onFocus={() => setFocus(i)}
                    // The places left, drawn under the day (its name says them in full). Generated
                    // content, not text: the button's visible label stays the day, which its name
                    // contains, as a voice command needs (WCAG 2.5.3).
                    data-places={cell.reason ? REASONS[cell.reason] : `${toPersianDigits(cell.remain)} جا`}
                    className={`flex w-full flex-col items-center rounded-lg py-1.5 text-sm after:text-[10px] after:leading-4 after:content-[attr(data-places)] focus-visible:outline-2 focus-visible:outline-primary aria-disabled:cursor-not-allowed aria-disabled:opacity-45 ${
                      chosen ? 'bg-primary text-on-primary' : 'hover:bg-black/5'
                    } ${cell.holiday && !chosen ? 'text-red-700' : ''}`}
                  >
                    {/* Underlined as well as red: a holiday is not told by colour alone. */}
                    <span className={cell.holiday ? 'underline decoration-2 underline-offset-4' : undefined}>{toPersianDigits(cell.day)}</span>
                  </button>
                </span>
              );
            })}
          </div>
        ))}
      </div>
      <p className="text-xs text-ink/60">
        <span className="text-red-700 underline decoration-2 underline-offset-4">روزهای قرمز زیرخط‌دار</span> تعطیل رسمی یا جمعه‌اند.
        {holidayNote && ` ${holidayNote}`}
      </p>
    </section>
  );
}
