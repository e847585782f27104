import { isValid, parse } from 'date-fns-jalali';

/** A Jalali YYYY-MM-DD string as a Gregorian ISO date (YYYY-MM-DD), or null when it is no real date. */
export function parseJalaliDate(value: string): string | null {
  if (!/^\d{4}-\d{1,2}-\d{1,2}$/.test(value)) return null;
  const date = parse(value, 'yyyy-M-d', new Date(2000, 0, 1, 12));
  if (!isValid(date)) return null;
  // Padded: a year under 1000 must still compare as text with 4-digit years (the past checks do).
  const y = String(date.getFullYear()).padStart(4, '0');
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

const TEHRAN_JALALI = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment as Jalali "YYYY-MM-DD HH:mm" in Tehran time (Western digits; the UI localises them). */
export function formatJalali(date: Date): string {
  const parts = TEHRAN_JALALI.formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}
