'use client';

import { useId } from 'react';
import type { GuestBooker } from '@/lib/reservation/payload';

const FIELDS: { key: keyof GuestBooker; label: string; mode?: 'tel' | 'numeric'; autoComplete: string }[] = [
  { key: 'mobile', label: 'شماره موبایل', mode: 'tel', autoComplete: 'tel' },
  { key: 'first_name', label: 'نام', autoComplete: 'given-name' },
  { key: 'last_name', label: 'نام خانوادگی', autoComplete: 'family-name' },
  { key: 'nation_code', label: 'کد ملی', mode: 'numeric', autoComplete: 'off' },
];

/** What a guest books with (spec section 6): mobile, first and last name, national code. */
export function GuestFields({ value, onChange }: { value: GuestBooker; onChange: (value: GuestBooker) => void }) {
  const id = useId();
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 font-bold">مشخصات رزروکننده</legend>
      {FIELDS.map((f) => (
        <label key={f.key} htmlFor={`${id}-${f.key}`} className="flex flex-col gap-1 text-sm">
          {f.label}
          <input
            id={`${id}-${f.key}`}
            required
            inputMode={f.mode}
            autoComplete={f.autoComplete}
            dir={f.mode ? 'ltr' : undefined}
            value={value[f.key]}
            onChange={(e) => onChange({ ...value, [f.key]: e.target.value })}
            className="rounded-xl border border-black/15 bg-surface px-3 py-2 text-base"
          />
        </label>
      ))}
    </fieldset>
  );
}
