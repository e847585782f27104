import type { Context } from 'hono';
import type { Env } from '../../context';
import { HttpError, messages } from '../../http';
import type { AuthClaims } from '../../auth/tokens';
import { authenticate } from '../../auth/sessions';
import { parseJalaliDate } from '../../lib/jalali';
import { tehranNow, type LocalNow } from '../../reservations/calendar-dates';
import { toWesternDigits } from '../../../common/digits';
import type { Paged } from '../../../common/contract/paged';

/** Largest page size any list accepts; bigger requests are clamped, not refused. */
export const MAX_LIMIT = 100;
/** Pages beyond this are refused (400); anything up to it past the end is simply empty. */
export const MAX_PAGE = 1_000_000;

export interface Page {
  page: number;
  limit: number;
  offset: number;
}

function bad(what: string): HttpError {
  return new HttpError(400, `مقدار «${what}» معتبر نیست`);
}

/** A query value, or undefined when absent or blank (the spec drops empty parameters). */
export function queryValue(c: Context<Env>, ...names: string[]): string | undefined {
  for (const name of names) {
    const raw = c.req.query(name);
    if (raw !== undefined && raw.trim() !== '' && raw !== 'undefined' && raw !== 'null') return toWesternDigits(raw.trim());
  }
  return undefined;
}

/** A whole number from a query string or a JSON body; undefined when blank; 400 otherwise. */
export function parseWhole(value: unknown, what: string, max = Number.MAX_SAFE_INTEGER): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0 || value > max) throw bad(what);
    return value;
  }
  if (typeof value !== 'string') throw bad(what);
  const text = toWesternDigits(value.trim());
  if (text === '') return undefined;
  if (!/^\d{1,16}$/.test(text)) throw bad(what);
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n > max) throw bad(what);
  return n;
}

/** page (default 1, 1…MAX_PAGE) and limit (default per endpoint, 1…, clamped to MAX_LIMIT). */
export function parsePage(pageValue: unknown, limitValue: unknown, defaultLimit: number): Page {
  const page = parseWhole(pageValue, 'page', MAX_PAGE) ?? 1;
  if (page < 1) throw bad('page');
  let limit = parseWhole(limitValue, 'limit', 1_000_000) ?? defaultLimit;
  if (limit < 1) throw bad('limit');
  limit = Math.min(limit, MAX_LIMIT);
  return { page, limit, offset: (page - 1) * limit };
}

export function pageFromQuery(c: Context<Env>, defaultLimit: number): Page {
  return parsePage(queryValue(c, 'page'), queryValue(c, 'limit'), defaultLimit);
}

export function paged<T>(results: T[], count: number, p: Page): Paged<T> {
  return { results, count, page: p.page, limit: p.limit, pages: Math.ceil(count / p.limit) };
}

/** An id inside a JSON body or query: a positive integer (digits may be Persian); 400 otherwise. */
export function parseRefId(value: unknown, what: string): number {
  const n = parseWhole(value, what, 2_147_483_647);
  if (n === undefined || n < 1) throw bad(what);
  return n;
}

/** The caller's claims when a valid Bearer token is present; null for guests and bad tokens. */
export async function optionalAuth(c: Context<Env>): Promise<AuthClaims | null> {
  return authenticate(c.var.deps, c.req.header('authorization'));
}

export interface ReserveAt {
  /** Gregorian YYYY-MM-DD. */
  date: string;
  /** HH:MM, or null for "any time that day". */
  time: string | null;
  /** Tehran's date and time when asked: a turn that has begun is no longer free. */
  local: LocalNow;
}

/**
 * A reservation date, Jalali (year < 1700, e.g. 1405-01-15) or Gregorian (2026-04-04), with
 * -, /, . separators (also the Persian keyboard's decimal separator «٫», the Arabic date
 * separator U+060D and the other slashes); 400 when it is no real date.
 */
export function parseReserveDate(value: string): string {
  const text = toWesternDigits(value).replace(/[/.٫\u060d∕⁄／]/g, '-');
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (!m) throw bad('reserve_date');
  if (Number(m[1]) < 1700) {
    const g = parseJalaliDate(text);
    if (!g) throw bad('reserve_date');
    return g;
  }
  const iso = `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}`;
  const d = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso) throw bad('reserve_date');
  return iso;
}

export function parseReserveTime(value: string): string {
  const m = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(toWesternDigits(value));
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) throw bad('reserve_time');
  return `${m[1].padStart(2, '0')}:${m[2]}`;
}

/** reserve_date/reserve_time (also the spec's reservDate/reserveTime spellings); null when absent. */
export function reserveFromQuery(c: Context<Env>): ReserveAt | null {
  const date = queryValue(c, 'reserve_date', 'reservDate', 'reserveDate');
  const time = queryValue(c, 'reserve_time', 'reserveTime', 'reservTime');
  const parsedTime = time ? parseReserveTime(time) : null;
  if (!date) return null;
  return { date: parseReserveDate(date), time: parsedTime, local: tehranNow(c.var.deps.now()) };
}

/** An optional category id from a query string: absent → undefined, malformed → 400. */
export function categoryFromQuery(c: Context<Env>): number | undefined {
  const value = queryValue(c, 'category');
  if (value === undefined || value === 'all') return undefined;
  return parseRefId(value, 'category');
}

export function notFound(): HttpError {
  return new HttpError(404, messages.notFound);
}
