import { format, getDaysInMonth, newDate } from 'date-fns-jalali';

/**
 * Dates of the reservation calendar. Turns are local to the shop in Iran, so "today" and "past"
 * are decided on Tehran's wall clock (Iran has kept UTC+03:30 all year since 1401), whatever the
 * server's own time zone.
 */
const TEHRAN = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export interface LocalNow {
  /** Gregorian YYYY-MM-DD in Tehran. */
  date: string;
  /** HH:MM in Tehran. */
  time: string;
}

export function tehranNow(now: Date): LocalNow {
  const parts = Object.fromEntries(TEHRAN.formatToParts(now).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The instant Tehran's wall clock shows HH:MM on a Gregorian date (the offset read from Intl, not assumed). */
export function tehranInstant(date: string, time: string): Date {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const shown = tehranNow(new Date(wall));
  return new Date(2 * wall - Date.parse(`${shown.date}T${shown.time}:00Z`));
}

/** How far ahead a turn can be booked: the shop's schedule is not promised past a year. */
export const BOOKING_HORIZON_DAYS = 365;

/** The last Gregorian date that can be booked, counted from Tehran's today. */
export function lastBookableDate(local: LocalNow): string {
  const [y, m, d] = local.date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + BOOKING_HORIZON_DAYS)).toISOString().slice(0, 10);
}

/** A turn on a Gregorian date starting at HH:MM is past once that moment has come in Tehran. */
export function isPastTurn(date: string, startTime: string, local: LocalNow): boolean {
  return date < local.date || (date === local.date && startTime <= local.time);
}

function isoOf(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Gregorian YYYY-MM-DD → Jalali YYYY-MM-DD. */
export function toJalali(gregorian: string): string {
  const [y, m, d] = gregorian.split('-').map(Number);
  return format(new Date(y, m - 1, d, 12), 'yyyy-MM-dd');
}

/** The Jalali year and month (1–12) of a Gregorian date. */
export function jalaliMonthOf(gregorian: string): { year: number; month: number } {
  const [year, month] = toJalali(gregorian).split('-').map(Number);
  return { year, month };
}

export function nextJalaliMonth(year: number, month: number): { year: number; month: number } {
  return month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
}

export interface MonthDay {
  /** Day of the Jalali month, 1…31. */
  day: number;
  jalali: string;
  gregorian: string;
}

/** Every day of a Jalali month, in order. */
export function jalaliMonthDays(year: number, month: number): MonthDay[] {
  const first = newDate(year, month - 1, 1, 12);
  return Array.from({ length: getDaysInMonth(first) }, (_, i) => ({
    day: i + 1,
    jalali: `${year}-${String(month).padStart(2, '0')}-${String(i + 1).padStart(2, '0')}`,
    gregorian: isoOf(newDate(year, month - 1, i + 1, 12)),
  }));
}

export const JALALI_MONTHS = ['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند'];

/** Persian weekday names by JavaScript/PostgreSQL day number (0 = Sunday … 6 = Saturday). */
export const WEEKDAYS_FA = ['یکشنبه', 'دوشنبه', 'سه‌شنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه', 'شنبه'];
const WEEKDAYS_EN = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** Day number (0 = Sunday) of a Gregorian YYYY-MM-DD. */
export function weekdayOf(gregorian: string): number {
  return new Date(`${gregorian}T12:00:00Z`).getUTCDay();
}

/**
 * The day number of a weekday name: Persian (with or without the zero-width non-joiner, Arabic
 * ye/kaf) or English; null when it is none of them.
 */
export function parseWeekdayName(name: string): number | null {
  const folded = name.trim().toLowerCase().replace(/[\u200c\s]/g, '').replace(/ي/g, 'ی').replace(/ك/g, 'ک');
  const fa = WEEKDAYS_FA.findIndex((w) => w.replace(/\u200c/g, '') === folded);
  if (fa >= 0) return fa;
  const en = WEEKDAYS_EN.indexOf(folded);
  return en >= 0 ? en : null;
}
