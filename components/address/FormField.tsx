import type { InputHTMLAttributes } from 'react';

/** A labelled text input with its Persian error tied to it (aria-invalid, aria-describedby). */
export function FormField({
  id,
  label,
  error,
  hint,
  multiline = false,
  value,
  onChange,
  ...input
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  multiline?: boolean;
  value: string;
  onChange: (value: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>, 'id' | 'value' | 'onChange'>) {
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  const common = {
    ...input,
    id,
    'aria-invalid': !!error,
    'aria-describedby': describedBy,
    className: 'w-full rounded-xl border border-black/15 bg-background px-3 py-2 text-sm aria-invalid:border-red-600',
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={2} value={value} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-ink/60">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
