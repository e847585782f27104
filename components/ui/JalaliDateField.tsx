'use client';

import { useId, useRef, useState, type ComponentType } from 'react';
import { parseJalaliInput, tehranJalaliToday } from '@/lib/jalali';
import { MESSAGES } from '@/lib/errors';
import type { CalendarProps } from './JalaliCalendar';

/**
 * A Jalali date typed by hand (۱۳۷۰/۰۱/۳۱, ۱۳۷۰-۰۱-۳۱ or Latin digits) or picked from a calendar.
 * The calendar's code loads on the first click only; the value stays the text shown.
 */
export function JalaliDateField({
  id,
  label,
  value,
  onChange,
  error,
  notAfterToday,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (text: string) => void;
  error?: string;
  /** The calendar offers no day after Tehran's today (a birthday: the server refuses later ones). */
  notAfterToday?: boolean;
}) {
  const [Calendar, setCalendar] = useState<ComponentType<CalendarProps> | null>(null);
  const [open, setOpen] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const errorId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const toggle = () => {
    if (Calendar) return setOpen((v) => !v);
    import('./JalaliCalendar')
      .then((m) => {
        setCalendar(() => m.JalaliCalendar);
        setOpen(true);
      })
      .catch(() => setLoadFailed(true));
  };

  return (
    <div className="relative space-y-1">
      <label htmlFor={id} className="block text-sm">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          className="w-full rounded-xl border border-black/15 bg-surface px-3 py-2 aria-invalid:border-red-700"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder="۱۳۷۰/۰۱/۳۱"
          inputMode="numeric"
          dir="ltr"
          maxLength={20}
          aria-invalid={!!error}
          aria-describedby={error ? errorId : undefined}
        />
        <button
          ref={toggleRef}
          type="button"
          onClick={toggle}
          aria-expanded={open}
          aria-label="انتخاب تاریخ از تقویم"
          className="tap shrink-0 rounded-xl border border-black/15 px-3 hover:bg-black/5"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </svg>
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {loadFailed && <p className="text-sm text-red-700">{MESSAGES.network}</p>}
      {open && Calendar && (
        <Calendar
          value={parseJalaliInput(value)}
          max={notAfterToday ? tehranJalaliToday() : undefined}
          onPick={(text) => {
            onChange(text);
            setOpen(false);
            document.getElementById(id)?.focus();
          }}
          onClose={() => {
            setOpen(false);
            // The calendar (and the focus in it) goes: give focus back to the button that opened it.
            toggleRef.current?.focus();
          }}
        />
      )}
    </div>
  );
}
