import type { InputHTMLAttributes } from 'react';

/** A filter form's yes/no choice, sent as `name=1` (the filter forms also work as plain GET forms). */
export function FilterCheckbox({ label, ...input }: { label: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'className'>) {
  return (
    <label className="tap flex items-center gap-2">
      <input type="checkbox" value="1" className="h-4 w-4 accent-primary" {...input} />
      {label}
    </label>
  );
}
