'use client';

import { useId } from 'react';

/** A labelled radio group of cards (delivery method, payment method). */
export function ChoiceGroup<T extends string>({
  legend,
  value,
  options,
  onChange,
}: {
  legend: string;
  value: T;
  options: readonly { value: T; label: string; hint?: string }[];
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 font-bold">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((o) => (
          <label
            key={o.value}
            className="flex cursor-pointer items-start gap-2 rounded-xl border border-black/15 p-3 has-checked:border-primary has-checked:bg-primary/5"
          >
            <input type="radio" name={name} checked={value === o.value} onChange={() => onChange(o.value)} className="mt-1 size-4 accent-primary" />
            <span>
              <span className="block font-medium">{o.label}</span>
              {o.hint && <span className="block text-xs text-ink/70">{o.hint}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
