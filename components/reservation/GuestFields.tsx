'use client';

import { useEffect, useId } from 'react';
import type { GuestBooker } from '@/lib/reservation/payload';
import type { GuestFieldError } from './useBookingSubmit';

// Names as long as the API takes them (backend/routes/reservations/params.ts): a longer one would be
// refused, and the refusal would take the chosen turn with it.
const NAME_MAX = 100;

const FIELDS: { key: keyof GuestBooker; label: string; mode?: 'tel' | 'numeric'; autoComplete: string; maxLength?: number }[] = [
  { key: 'mobile', label: 'شماره موبایل', mode: 'tel', autoComplete: 'tel' },
  { key: 'first_name', label: 'نام', autoComplete: 'given-name', maxLength: NAME_MAX },
  { key: 'last_name', label: 'نام خانوادگی', autoComplete: 'family-name', maxLength: NAME_MAX },
  { key: 'nation_code', label: 'کد ملی', mode: 'numeric', autoComplete: 'off' },
];

/**
 * What a guest books with (spec section 6): mobile, first and last name, national code. A field
 * that stops the booking says why under itself and takes the focus.
 */
export function GuestFields({ value, onChange, error }: { value: GuestBooker; onChange: (value: GuestBooker) => void; error: GuestFieldError | null }) {
  const id = useId();
  useEffect(() => {
    if (error) document.getElementById(`${id}-${error.field}`)?.focus();
  }, [error, id]);
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 font-bold">مشخصات رزروکننده</legend>
      {FIELDS.map((f) => (
        <div key={f.key} className="flex flex-col gap-1 text-sm">
          <label htmlFor={`${id}-${f.key}`}>{f.label}</label>
          <input
            id={`${id}-${f.key}`}
            required
            inputMode={f.mode}
            autoComplete={f.autoComplete}
            maxLength={f.maxLength}
            dir={f.mode ? 'ltr' : undefined}
            value={value[f.key]}
            onChange={(e) => onChange({ ...value, [f.key]: e.target.value })}
            aria-invalid={error?.field === f.key}
            aria-describedby={error?.field === f.key ? `${id}-${f.key}-error` : undefined}
            className="rounded-xl border border-black/15 bg-surface px-3 py-2 text-base aria-invalid:border-red-700"
          />
          {error?.field === f.key && (
            <span id={`${id}-${f.key}-error`} role="alert" className="text-red-700">
              {error.message}
            </span>
          )}
        </div>
      ))}
    </fieldset>
  );
}
