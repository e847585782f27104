import { plainDigits, toWesternDigits } from '@/common/digits';
import { parseJalaliInput } from './jalali';
import { wholeNumber } from './route-params';
import { SORTS, type SearchBody, type SearchSort } from './api/catalog';

/**
 * The search page's filters live in its URL (so a shared link shows the same results):
 *   /search?name=…&category=3&sort=cheapest&min_price=100000&max_price=300000
 *          &prop=<name>:<value>&prop=…&is_exist=1&page=2
 * Parsing is forgiving (anything unusable is dropped, never an error); serialising drops empty
 * and default values, so equal filters always give the same URL.
 */

export { SEARCH_PAGE_SIZE } from './spec-constants';
export const MAX_NAME_LENGTH = 100;
export const MAX_PROPERTIES = 20;
const MAX_PROPERTY_PART = 100;
const MAX_PAGE = 10_000;
const MAX_PRICE = 1e13;

export interface PropertyPair {
  name: string;
  value: string;
}

export interface SearchFilter {
  name?: string;
  category?: number;
  sort?: SearchSort;
  /** Toman, bounds on the price after discount. */
  priceMin?: number;
  priceMax?: number;
  properties: PropertyPair[];
  /** Only products in stock. */
  isExist: boolean;
  /** Only discounted products (home's «مشاهده همه» of its discount row). */
  discounted?: boolean;
  /** Reservable products with a free turn on this Jalali day (YYYY-MM-DD) … */
  reserveDate?: string;
  /** … at this time (HH:MM); only with a date. */
  reserveTime?: string;
  page: number;
}

export type RawSearchParams = URLSearchParams | Record<string, string | string[] | undefined>;

export const EMPTY_FILTER: SearchFilter = { properties: [], isExist: false, page: 1 };

function all(raw: RawSearchParams, key: string): string[] {
  if (raw instanceof URLSearchParams) return raw.getAll(key);
  const value = raw[key];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function first(raw: RawSearchParams, key: string): string | undefined {
  return all(raw, key)[0];
}

/**
 * Control and bidi-override characters out, spaces collapsed, at most `max` characters; digits
 * in any script become Western unless `keepDigits` (property values are matched exactly).
 */
export function cleanText(value: string | undefined, max: number, keepDigits = false): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = (keepDigits ? value : toWesternDigits(value))
        .replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
  return text || undefined;
}

/**
 * A whole non-negative number from user input («۱۲۰٬۰۰۰», «۱۲۰.۰۰۰», «۱۲۰٫۰۰۰», "120,000",
 * "120000"); undefined otherwise. A point between groups of three digits is a thousands separator,
 * as Iranians often write it (a price has no decimals).
 */
export function parseAmount(value: string | undefined): number | undefined {
  if (typeof value !== 'string') return undefined;
  let text = plainDigits(value).replace(/[\s,٬،_']/g, '');
  if (/^\d{1,3}([.٫]\d{3})+$/.test(text)) text = text.replace(/[.٫]/g, '');
  if (!/^\d{1,13}$/.test(text)) return undefined;
  const n = Number(text);
  return Number.isSafeInteger(n) && n <= MAX_PRICE ? n : undefined;
}

function parseId(value: string | undefined): number | undefined {
  return wholeNumber(value === undefined ? '' : toWesternDigits(value).trim()) ?? undefined;
}

function parsePage(value: string | undefined): number {
  const text = value === undefined ? '' : toWesternDigits(value).trim();
  if (!/^\d{1,5}$/.test(text)) return 1;
  const n = Number(text);
  return n >= 1 && n <= MAX_PAGE ? n : 1;
}

function parseSort(value: string | undefined): SearchSort | undefined {
  return (SORTS as readonly string[]).includes(value ?? '') ? (value as SearchSort) : undefined;
}

function parseBool(value: string | undefined): boolean {
  return value === '1' || value === 'true' || value === 'on';
}

/** "name:value" pairs; malformed, empty and duplicate ones dropped, at most MAX_PROPERTIES. */
export function parseProperties(values: string[]): PropertyPair[] {
  const out: PropertyPair[] = [];
  const seen = new Set<string>();
  for (const raw of values) {
    if (typeof raw !== 'string') continue;
    const at = raw.indexOf(':');
    if (at <= 0) continue;
    const name = cleanText(raw.slice(0, at), MAX_PROPERTY_PART, true);
    const value = cleanText(raw.slice(at + 1), MAX_PROPERTY_PART, true);
    if (!name || !value) continue;
    const key = `${name}:${value}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ name, value });
    if (out.length >= MAX_PROPERTIES) break;
  }
  return out;
}

/**
 * The price bounds as typed, a reversed pair swapped and a minimum of 0 (no bound) dropped. A
 * bound is never moved or dropped for lying past the shop's price_range: that range leaves out
 * what is sold out (the search lists it) and may be minutes old, so the results would quietly
 * include what the customer asked to leave out, and the box they typed in would empty.
 */
export function priceBounds(min: number | undefined, max: number | undefined): { priceMin?: number; priceMax?: number } {
  let lo = min;
  let hi = max;
  if (lo !== undefined && hi !== undefined && lo > hi) [lo, hi] = [hi, lo];
  if (lo === 0) lo = undefined;
  return { ...(lo !== undefined && { priceMin: lo }), ...(hi !== undefined && { priceMax: hi }) };
}

/** The filter in a search URL's query. Never throws. */
export function parseSearchParams(raw: RawSearchParams): SearchFilter {
  const filter: SearchFilter = {
    properties: parseProperties(all(raw, 'prop')),
    isExist: parseBool(first(raw, 'is_exist')),
    page: parsePage(first(raw, 'page')),
  };
  if (parseBool(first(raw, 'discounted'))) filter.discounted = true;
  // Digits as the customer typed them (the heading and the box say them back; the server folds them).
  const name = cleanText(first(raw, 'name'), MAX_NAME_LENGTH, true);
  if (name) filter.name = name;
  const category = parseId(first(raw, 'category'));
  if (category) filter.category = category;
  const sort = parseSort(first(raw, 'sort'));
  if (sort) filter.sort = sort;
  Object.assign(filter, priceBounds(parseAmount(first(raw, 'min_price')), parseAmount(first(raw, 'max_price'))));
  Object.assign(filter, parseReserve(first(raw, 'reserve_date'), first(raw, 'reserve_time')));
  return filter;
}

/** A reservation day (Jalali, as typed) and optional time; dropped when not a real date/time. */
export function parseReserve(date: string | undefined, time: string | undefined): Pick<SearchFilter, 'reserveDate' | 'reserveTime'> {
  const day = date ? parseJalaliInput(date.slice(0, 20)) : null;
  if (!day) return {};
  const m = /^(\d{1,2}):(\d{2})$/.exec(toWesternDigits(time ?? '').trim());
  const at = m && Number(m[1]) < 24 && Number(m[2]) < 60 ? `${m[1].padStart(2, '0')}:${m[2]}` : undefined;
  return { reserveDate: day, ...(at && { reserveTime: at }) };
}

/** The search call's reservation query (spec section 7: ?reservDate&reserveTime). */
export function reserveQuery(filter: SearchFilter): Record<string, string> {
  if (!filter.reserveDate) return {};
  return { reservDate: filter.reserveDate, ...(filter.reserveTime && { reserveTime: filter.reserveTime }) };
}

/** The query string (without "?") for a filter, empty and default values left out, in a fixed order. */
export function serializeSearchFilter(filter: SearchFilter): string {
  const params = new URLSearchParams();
  if (filter.name) params.set('name', filter.name);
  if (filter.category) params.set('category', String(filter.category));
  if (filter.sort) params.set('sort', filter.sort);
  if (filter.priceMin !== undefined) params.set('min_price', String(filter.priceMin));
  if (filter.priceMax !== undefined) params.set('max_price', String(filter.priceMax));
  for (const p of filter.properties) params.append('prop', `${p.name}:${p.value}`);
  if (filter.isExist) params.set('is_exist', '1');
  if (filter.discounted) params.set('discounted', '1');
  if (filter.reserveDate) params.set('reserve_date', filter.reserveDate);
  if (filter.reserveTime) params.set('reserve_time', filter.reserveTime);
  if (filter.page > 1) params.set('page', String(filter.page));
  return params.toString();
}

export function searchHref(filter: SearchFilter): string {
  const query = serializeSearchFilter(filter);
  return query ? `/search?${query}` : '/search';
}

/** Whether any filter (not the page) is set. */
export function hasFilters(filter: SearchFilter): boolean {
  return Boolean(
    filter.name ||
      filter.category ||
      filter.sort ||
      filter.priceMin !== undefined ||
      filter.priceMax !== undefined ||
      filter.properties.length ||
      filter.isExist ||
      filter.discounted ||
      filter.reserveDate,
  );
}

/** The API body of POST /products/search, empty values dropped; values of one property grouped. */
export function toSearchBody(filter: SearchFilter): SearchBody {
  const body: SearchBody = {};
  if (filter.category) body.category = filter.category;
  if (filter.name) body.name = filter.name;
  if (filter.sort) body.sort = filter.sort;
  if (filter.priceMin !== undefined || filter.priceMax !== undefined) {
    body.price = {
      ...(filter.priceMin !== undefined && { min: filter.priceMin }),
      ...(filter.priceMax !== undefined && { max: filter.priceMax }),
    };
  }
  if (filter.properties.length) {
    const grouped = new Map<string, string[]>();
    for (const p of filter.properties) grouped.set(p.name, [...(grouped.get(p.name) ?? []), p.value]);
    body.properties = [...grouped].map(([name, value]) => ({ name, value }));
  }
  if (filter.isExist) body.is_exist = true;
  if (filter.discounted) body.discounted = true;
  return body;
}
