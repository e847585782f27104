import { format, isValid, parse } from 'date-fns-jalali';
import { plainDigits, toPersianDigits } from '@/common/digits';

/** The Persian month names, Farvardin first. */
export const JALALI_MONTHS = ['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند'];

const TEHRAN_CLOCK = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Tehran',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Tehran's wall clock at `instant`, read through Intl: its day as the device's local noon (date-fns
 * formats local fields; no zone's clock change skips noon, while a device in a summer-time zone has
 * no 02:30 on its change night) and its hours and minutes as text.
 */
function tehranClock(instant: Date): { day: Date; HH: string; mm: string } {
  const parts = Object.fromEntries(TEHRAN_CLOCK.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  return { day: new Date(parts.year, parts.month - 1, parts.day, 12), HH: two(parts.hour), mm: two(parts.minute) };
}

/**
 * An instant shown the Persian way, as it is in Tehran: «۲ آذر ۱۴۰۵». The server's and the
 * device's own zones must not move a comment written after midnight to the day before, nor a
 * time by the device's summer hour. Of the time tokens, only HH and mm are filled in.
 */
export function formatJalali(date: Date | string, pattern = 'd MMMM yyyy'): string {
  const value = typeof date === 'string' ? new Date(date) : date;
  if (!isValid(value)) return '';
  const clock = tehranClock(value);
  // Hours and minutes go in as quoted text (Tehran's, from Intl); quoted text already there stays.
  const filled = pattern.replace(/'[^']*'|HH|mm/g, (token) => (token === 'HH' || token === 'mm' ? `'${clock[token]}'` : token));
  return toPersianDigits(format(clock.day, filled));
}

/** Tehran's today as Jalali YYYY-MM-DD (the latest birthday the server takes). */
export function tehranJalaliToday(now = new Date()): string {
  return toJalaliIso(tehranClock(now).day);
}

/** Jalali YYYY-MM-DD (Western digits), as the API expects birthdays. */
export function toJalaliIso(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

/** Parses Jalali YYYY-MM-DD; null when it is no real date (1405-12-31 in a common year, 1405-13-01). */
export function parseJalaliIso(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = parse(value, 'yyyy-MM-dd', new Date(2000, 0, 1, 12));
  return isValid(date) && format(date, 'yyyy-MM-dd') === value ? date : null;
}

/**
 * A Jalali date as people type it: Persian, Arabic or Latin digits, "/", "-" or "." between the
 * parts (also the Persian keyboard's decimal separator «٫», the Arabic date separator U+060D and
 * the other slashes), with or without leading zeros (۱۳۷۰/۱/۳۱), or eight digits in a row
 * (۱۳۷۰۰۱۳۱: a phone's number pad has no separator). Returns YYYY-MM-DD (Western digits) when it
 * is a real date, else null — the spec sends a birthday only when it is valid.
 */
export function parseJalaliInput(value: string): string | null {
  // Direction marks and joiners come along with a date pasted from Persian text.
  const text = plainDigits(value).trim().replace(/[٫\u060d∕⁄／]/g, '/');
  const match = /^(\d{4})\s*[/\-.]\s*(\d{1,2})\s*[/\-.]\s*(\d{1,2})$/.exec(text) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  // A Gregorian year (2026/04/04) is no Jalali date a customer means.
  if (!match || Number(match[1]) < 1200 || Number(match[1]) > 1499) return null;
  const iso = `${match[1]}-${match[2].padStart(2, '0')}-${match[3].padStart(2, '0')}`;
  return parseJalaliIso(iso) ? iso : null;
}

/** YYYY-MM-DD shown the way a Persian reader writes it: «۱۳۷۰/۰۱/۳۱». */
export function displayJalali(iso: string): string {
  return toPersianDigits(iso.replaceAll('-', '/'));
}

/** The API's "YYYY-MM-DD HH:mm" (Jalali, Tehran: an order's, a payment's time) as «۱۴۰۵/۰۹/۰۱، ساعت ۱۴:۳۰». */
export function displayJalaliDateTime(value: string): string {
  const [date, time] = value.trim().split(/\s+/);
  return time ? `${displayJalali(date)}، ساعت ${toPersianDigits(time)}` : displayJalali(date);
}

const TEHRAN_MONTH = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', { timeZone: 'Asia/Tehran', year: 'numeric', month: 'numeric' });

/** The Jalali year and month (1–12) it is in Tehran, where the shop's turns are, whatever the device's own zone. */
export function tehranJalaliMonth(now: Date): { year: number; month: number } {
  const parts = TEHRAN_MONTH.formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month') };
}
