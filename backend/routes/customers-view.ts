import type { CustomerView } from '../../common/contract/account';
import { toJalali } from '../reservations/calendar-dates';

export interface CustomerRow {
  id: number;
  mobile: string;
  first_name: string;
  last_name: string;
  referrer: string;
  gender: 'man' | 'woman' | null;
  birthday: Date | string | null;
  visit_method: string;
  nation_code: string;
  credit: number;
  avatar: string | null;
}

const GENDER_WORDS = { man: 'مرد', woman: 'زن' } as const;

/** YYYY-MM-DD, or null for a date no profile can have (a year past 9999 saved before the edit checked it). */
function isoDate(value: Date | string): string | null {
  if (typeof value !== 'string' && Number.isNaN(value.getTime())) return null;
  const text = typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : null;
}

/** The customer as the API sends it: gender as a Persian word, birthday in both calendars. */
export function customerView(row: CustomerRow): CustomerView {
  const milady = row.birthday ? isoDate(row.birthday) : null;
  return {
    id: row.id,
    mobile: row.mobile,
    first_name: row.first_name,
    last_name: row.last_name,
    name: `${row.first_name} ${row.last_name}`.trim(),
    referrer: row.referrer,
    gender: row.gender ? GENDER_WORDS[row.gender] : null,
    // Local noon: the server's own zone, whatever it is, keeps that day.
    birthday: milady ? toJalali(milady) : null,
    birthday_milady: milady,
    visit_method: row.visit_method,
    nation_code: row.nation_code,
    credit: Number(row.credit),
    avatar: row.avatar,
  };
}
