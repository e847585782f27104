/** API contract: the reservation shapes (calendars, turns, bookings, holidays) the storefront and the embedded backend both use. */

/**
 * One day of a reservation calendar:
 * {day, date (Jalali), gregorian_date, weekday (Persian name), holiday, holidays (titles),
 *  past, turns (how many turns run that day), capacity and remain (places in, and left in, the
 *  turns that have not started), bookable}. holiday is true on Fridays and official holidays.
 *  A past day is never bookable; today is while a later turn has room, and counts as past once
 *  every one of its turns has started (nothing left to book is not "full"). A day past the booking
 *  horizon has no turns, like a closed day, so it is never bookable.
 */
export interface CalendarDay {
  day: number;
  date: string;
  gregorian_date: string;
  weekday: string;
  holiday: boolean;
  holidays: string[];
  past: boolean;
  turns: number;
  /** Left out when the caller did not ask for remaining places. */
  capacity?: number;
  remain?: number;
  bookable: boolean;
}

export interface CalendarMonth {
  /** Jalali year and month (1–12). */
  year: number;
  month: number;
  month_name: string;
  days: CalendarDay[];
}

/**
 * One turn on one day, as the calendar and turns endpoints send it: {id, reserve_time_id, product_id, date (Jalali), gregorian_date, start_time,
 * end_time (HH:MM), capacity, remain, limit, past, bookable}. reserve_time_id is the turn id the
 * submit sends back. limit is the product's (spec: the most one order may take; null for none):
 * a sold-out product (limit 0) has no place left in any turn.
 */
export interface DayTurn {
  id: number;
  reserve_time_id: number;
  product_id: number;
  date: string;
  gregorian_date: string;
  start_time: string;
  end_time: string;
  capacity: number;
  remain: number;
  limit: number | null;
  past: boolean;
  bookable: boolean;
}

/**
 * A booking as the customer sees it:
 * {id, order_id, status (held|confirmed|cancelled|lapsed), date (Jalali), gregorian_date, start_time,
 *  end_time, reserve_time_id, past, changeable, product: {id, name, image}, owner: {id, name}|null,
 *  first_name, last_name}. A hold that lapsed unpaid is `lapsed` in its order's view only (until the
 *  order's payment deadline, paying it takes the place back if the turn has room); lists of a
 *  mobile's bookings leave it out.
 */
export interface BookingView {
  id: number;
  order_id: number | null;
  status: string;
  date: string;
  gregorian_date: string;
  start_time: string;
  end_time: string;
  reserve_time_id: number;
  past: boolean;
  changeable: boolean;
  product: { id: number; name: string; image: string | null };
  owner: { id: number; name: string } | null;
  first_name: string;
  last_name: string;
}

/**
 * POST /holidays/list: one item per holiday title, by date. The answer's `msg` is a note on the
 * year (its official calendar not published yet, or only its solar holidays), empty for a whole
 * year; the booking calendar shows it under its legend.
 */
export interface HolidayView {
  /** Gregorian YYYY-MM-DD. */
  date: string;
  /** Jalali YYYY-MM-DD. */
  jdate: string;
  title: string;
}
