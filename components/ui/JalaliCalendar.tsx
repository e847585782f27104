'use client';

import { useEffect, useRef, useState } from 'react';
import { format, getDay, getDaysInMonth, newDate } from 'date-fns-jalali';
import { toPersianDigits } from '@/common/digits';
import { JALALI_MONTHS as MONTHS, displayJalali, toJalaliIso } from '@/lib/jalali';

export interface CalendarProps {
  /** The chosen date as Jalali YYYY-MM-DD, or null. */
  value: string | null;
  /** Called with the picked date as the field shows it (۱۳۷۰/۰۱/۳۱). */
  onPick: (text: string) => void;
  onClose: () => void;
  /** The last day that may be picked, Jalali YYYY-MM-DD: later days are disabled, later months and years not offered. */
  max?: string;
}

const WEEKDAYS = ['ش', 'ی', 'د', 'س', 'چ', 'پ', 'ج'];

function thisJalaliYear(): number {
  return Number(format(new Date(), 'yyyy'));
}

/** A month grid of the Jalali calendar (week from Saturday), with month and year choosers. */
export function JalaliCalendar({ value, onPick, onClose, max }: CalendarProps) {
  const lastYear = max ? Number(max.slice(0, 4)) : thisJalaliYear();
  // A typed date past max opens on max's month: the choosers offer nothing later.
  const start = value && max && value > max ? max : value;
  const [year, setYear] = useState(() => (start ? Number(start.slice(0, 4)) : lastYear - 30));
  const [chosenMonth, setMonth] = useState(() => (start ? Number(start.slice(5, 7)) - 1 : 0));
  const lastMonth = max && year === lastYear ? Number(max.slice(5, 7)) - 1 : 11;
  // A month chosen in an earlier year may be past max in max's year.
  const month = Math.min(chosenMonth, lastMonth);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    root.current?.querySelector<HTMLElement>('[aria-pressed="true"]:not(:disabled), select')?.focus();
    const escape = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', escape);
    return () => document.removeEventListener('keydown', escape);
  }, [onClose]);

  const first = newDate(year, month, 1, 12);
  const offset = (getDay(first) + 1) % 7;
  const days = Array.from({ length: getDaysInMonth(first) }, (_, i) => i + 1);
  const years = Array.from({ length: 100 }, (_, i) => lastYear - i);
  // On a touch screen the choosers and the days (rows touching but for 4 px) are 44 px tall; the
  // calendar floats over the page, so nothing below moves. A day is as wide as its column allows.
  const select = 'rounded-lg border border-black/15 bg-surface px-2 py-1 text-sm pointer-coarse:min-h-11';

  return (
    <div ref={root} role="dialog" aria-label="تقویم انتخاب تاریخ" className="absolute inset-x-0 top-full z-40 mt-1 rounded-2xl bg-surface p-3 shadow-lg ring-1 ring-black/10 sm:inset-x-auto sm:start-0 sm:w-72">
      <div className="mb-2 flex items-center gap-2">
        <select aria-label="ماه" className={select} value={month} onChange={(e) => setMonth(Number(e.target.value))}>
          {MONTHS.slice(0, lastMonth + 1).map((name, i) => (
            <option key={name} value={i}>
              {name}
            </option>
          ))}
        </select>
        <select aria-label="سال" className={select} value={year} onChange={(e) => setYear(Number(e.target.value))}>
          {years.map((y) => (
            <option key={y} value={y}>
              {toPersianDigits(y)}
            </option>
          ))}
        </select>
        <button type="button" onClick={onClose} className="tap ms-auto rounded px-2 text-lg" aria-label="بستن تقویم">
          ×
        </button>
      </div>
      <div className="grid grid-cols-7 gap-1 text-center text-sm" role="group" aria-label={`${MONTHS[month]} ${toPersianDigits(year)}`}>
        {WEEKDAYS.map((d) => (
          <span key={d} className="text-xs text-ink/60" aria-hidden="true">
            {d}
          </span>
        ))}
        {Array.from({ length: offset }, (_, i) => (
          <span key={`blank-${i}`} aria-hidden="true" />
        ))}
        {days.map((day) => {
          const iso = toJalaliIso(newDate(year, month, day, 12));
          const chosen = iso === value;
          // Jalali YYYY-MM-DD strings compare as dates.
          const late = max !== undefined && iso > max;
          return (
            <button
              key={day}
              type="button"
              aria-label={`${toPersianDigits(day)} ${MONTHS[month]} ${toPersianDigits(year)}`}
              aria-pressed={chosen}
              disabled={late}
              aria-disabled={late || undefined}
              onClick={() => onPick(displayJalali(iso))}
              className={`rounded-lg py-1.5 hover:bg-black/5 pointer-coarse:py-3 disabled:cursor-not-allowed disabled:text-ink/30 disabled:hover:bg-transparent ${chosen ? 'bg-primary text-on-primary hover:bg-primary' : ''}`}
            >
              {toPersianDigits(day)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
