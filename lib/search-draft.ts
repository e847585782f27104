import { displayJalali } from '@/lib/jalali';
import { formatNumber } from '@/lib/price';
import { cleanText, parseAmount, priceBounds, parseReserve, type PropertyPair, type SearchFilter } from '@/lib/search-params';

/** What the form shows: the URL's filter, with the customer's changes not yet applied. */
export interface Draft {
  name: string;
  min: string;
  max: string;
  reserveDate: string;
  reserveTime: string;
  category: SearchFilter['category'];
  sort: SearchFilter['sort'];
  isExist: boolean;
  discounted: boolean;
  properties: PropertyPair[];
}

export const draftOf = (f: SearchFilter): Draft => ({
  category: f.category,
  sort: f.sort,
  isExist: f.isExist,
  discounted: f.discounted ?? false,
  properties: f.properties,
  name: f.name ?? '',
  // As the shop writes prices (Persian digits, «٬»), which parseAmount reads back.
  min: f.priceMin !== undefined ? formatNumber(f.priceMin) : '',
  max: f.priceMax !== undefined ? formatNumber(f.priceMax) : '',
  reserveDate: f.reserveDate ? displayJalali(f.reserveDate) : '',
  reserveTime: f.reserveTime ?? '',
});

export const samePair = (a: PropertyPair, b: PropertyPair) => a.name === b.name && a.value === b.value;

/** The filter the form says: `filter` (the URL's) with the draft's choices and typed values (name, price, turn) applied. */
export function searchFilterOf(filter: SearchFilter, d: Draft): SearchFilter {
  return {
    ...filter,
    category: d.category,
    sort: d.sort,
    isExist: d.isExist,
    discounted: d.discounted || undefined,
    properties: d.properties,
    name: cleanText(d.name, 100, true),
    priceMin: undefined,
    priceMax: undefined,
    ...priceBounds(parseAmount(d.min), parseAmount(d.max)),
    reserveDate: undefined,
    reserveTime: undefined,
    ...parseReserve(d.reserveDate, d.reserveTime),
  };
}

/** What is wrong with the draft's reservation day, said on its field; null when it can be searched. */
export function reserveDayError(d: Pick<Draft, 'reserveDate' | 'reserveTime'>): string | null {
  if (!d.reserveDate.trim()) return d.reserveTime.trim() ? 'برای جستجوی نوبت، روز را هم وارد کنید' : null;
  return parseReserve(d.reserveDate, undefined).reserveDate ? null : 'تاریخ معتبر نیست؛ مانند ۱۴۰۵/۰۹/۰۱';
}
