import type { SearchSort } from './api/catalog';

/** What each product order is called, in the order the menus list them. */
export const SORT_NAMES: [value: SearchSort, label: string][] = [
  ['newest', 'جدیدترین'],
  ['popular', 'محبوب‌ترین'],
  ['cheapest', 'ارزان‌ترین'],
  ['expensive', 'گران‌ترین'],
  ['discount', 'بیشترین تخفیف'],
];
