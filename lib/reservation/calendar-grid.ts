import type { CalendarDay } from '@/lib/api/reservations';
import type { Holiday } from '@/stores/slices/products';

/** Column headings, the Iranian week from Saturday to Friday, spelt as every other date is (date-fns-jalali). */
export const WEEKDAY_NAMES = ['شنبه', 'یک\u200cشنبه', 'دوشنبه', 'سه\u200cشنبه', 'چهارشنبه', 'پنج\u200cشنبه', 'جمعه'];

// The turns call's `day`, spelt as the storefront has always sent it: the spec does not fix the
// spelling, and a remote API may compare it letter for letter.
const API_WEEKDAYS = ['شنبه', 'یکشنبه', 'دوشنبه', 'سه\u200cشنبه', 'چهارشنبه', 'پنجشنبه', 'جمعه'];

/** The weekday of grid column `column` (0 = Saturday) as the turns call names it. */
export function apiWeekday(column: number): string {
  return API_WEEKDAYS[column];
}

/** A day of the month grid: the calendar's answer plus what the customer is told about it. */
export interface DayCell {
  day: number;
  /** Jalali YYYY-MM-DD. */
  date: string;
  gregorian_date: string;
  /** Column 0 (Saturday) … 6 (Friday). */
  column: number;
  /** Official holiday titles from the holidays list. */
  holidayTitles: string[];
  /** An official holiday or a Friday. */
  holiday: boolean;
  remain: number;
  disabled: boolean;
  /** Why it cannot be picked, for the label; null when it can. */
  reason: 'past' | 'full' | 'closed' | null;
}

/** Saturday-first column of a Gregorian date (Sunday is 0 in JavaScript). */
export function columnOf(gregorian: string): number {
  return (new Date(`${gregorian}T12:00:00Z`).getUTCDay() + 1) % 7;
}

/**
 * The cells of a month: official holidays marked from the holidays list (matched on the
 * Gregorian date), past days and days without a free place disabled.
 */
export function monthCells(days: CalendarDay[], holidays: Holiday[]): DayCell[] {
  return days.map((d) => {
    const column = columnOf(d.gregorian_date);
    const titles = [...new Set(holidays.filter((h) => h.date === d.gregorian_date).map((h) => h.title))];
    const remain = d.remain ?? 0;
    const reason = d.past ? 'past' : d.turns === 0 ? 'closed' : remain === 0 ? 'full' : null;
    return {
      day: d.day,
      date: d.date,
      gregorian_date: d.gregorian_date,
      column,
      holidayTitles: titles,
      holiday: titles.length > 0 || column === 6,
      remain,
      disabled: reason !== null,
      reason,
    };
  });
}

/** Empty cells before the first day, so it falls under its weekday. */
export function leadingBlanks(cells: DayCell[]): number {
  return cells.length ? cells[0].column : 0;
}

/** The month as grid rows of seven: a leading blank's index, or a day with its index among the days. */
export function weekRows(cells: DayCell[]): (number | [DayCell, number])[][] {
  const slots: (number | [DayCell, number])[] = [
    ...Array.from({ length: leadingBlanks(cells) }, (_, i) => i),
    ...cells.map((cell, i): [DayCell, number] => [cell, i]),
  ];
  return Array.from({ length: Math.ceil(slots.length / 7) }, (_, w) => slots.slice(w * 7, w * 7 + 7));
}

/**
 * The day index an arrow key moves to in a right-to-left grid: ← is the next day, → the
 * previous, ↑/↓ a week; Home/End the month's ends. Stays inside the month; null for other keys.
 */
export function moveIndex(index: number, key: string, length: number): number | null {
  const step: Record<string, number> = { ArrowLeft: 1, ArrowRight: -1, ArrowDown: 7, ArrowUp: -7 };
  if (key === 'Home') return 0;
  if (key === 'End') return length - 1;
  if (!(key in step)) return null;
  return Math.min(length - 1, Math.max(0, index + step[key]));
}

/** The Jalali month delta months away (−1 previous, +1 next). */
export function shiftMonth(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
