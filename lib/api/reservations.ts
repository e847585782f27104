import type { KyInstance } from 'ky';
import { send } from './envelope';
import type { BookingView, CalendarDay, CalendarMonth, DayTurn, HolidayView } from '@/common/contract/reservations';
import type { ProductSummary } from './product-types';
import { DEFAULT_HOLIDAY_COUNTRY } from '../spec-constants';

// common/contract is the one source of these shapes, shared with the embedded backend.
export type { BookingView, CalendarDay, CalendarMonth, DayTurn, HolidayView };

/** A product owner (the hall, trainer or doctor that gives the service). */
export interface Owner {
  id: number;
  slug: string;
  name: string;
  title: string;
  description: string;
  image: string | null;
  address: string;
  phone: string;
  lat: number | null;
  lng: number | null;
  working_hours: string;
  instagram: string;
  products_count: number;
}

export interface OwnerDetails extends Owner {
  products: ProductSummary[];
}

export interface CalendarQuery {
  /** Jalali year and month (1–12). */
  year: number;
  month: number;
}

/** The turn a booking moves to: a date (Jalali or Gregorian) and the turn's id. */
export interface ChangeRequest {
  id: number;
  date: string;
  reserve_time_id: number;
}

/** Calendars, turns, holidays, a customer's bookings and owners (spec section 7). */
export function reservationsApi(http: KyInstance) {
  return {
    calendar: (productId: number, q: CalendarQuery) =>
      send<{ months: CalendarMonth[] }>(http.get(`v1/products/${productId}/reservation/calender`, { searchParams: { month: q.month, year: q.year } })),
    /** The day's turns; `day` is the Persian weekday name, `mobile` the booker's (shape-checked only). */
    turns: (productId: number, body: { date: string; day?: string; mobile?: string }) =>
      send<DayTurn[]>(http.post(`v1/products/${productId}/reservation/turns`, { json: body })),
    holidays: (year: number, country = DEFAULT_HOLIDAY_COUNTRY) => send<HolidayView[]>(http.post('v1/holidays/list', { json: { year, country } })),
    /** The logged-in customer's bookings (their own mobile only). */
    prevTurns: (mobile: string) => send<{ results: BookingView[] }>(http.post('v1/reservation/prev_turn', { json: { mobile } })),
    change: (request: ChangeRequest) => send<{ results: BookingView[] }>(http.post('v1/reservation/change', { json: request })),
    nationCheck: (mobile: string, nation_code: string) =>
      send<{ mobile: string; nation_code: string }>(http.post('v1/customer/nationcheck', { json: { mobile, nation_code } })),
    owners: () => send<{ results: Owner[] }>(http.get('v1/user/product_owners')),
    owner: (id: number) => send<OwnerDetails>(http.get(`v1/user/${id}/owner_details`)),
  };
}
