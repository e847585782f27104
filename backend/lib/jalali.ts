import { isValid, parse } from 'date-fns-jalali';

/** A Jalali YYYY-MM-DD string as a Gregorian ISO date (YYYY-MM-DD), or null when it is no real date. */
export function parseJalaliDate(value: string): string | null {
  if (!/^\d{4}-\d{1,2}-\d{1,2}$/.test(value)) return null;
  const date = parse(value, 'yyyy-M-d', new Date(2000, 0, 1, 12));
  if (!isValid(date)) return null;
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}
