import { describe, expect, it } from 'vitest';
import { draftOf, reserveDayError, searchFilterOf } from './search-draft';
import { EMPTY_FILTER, serializeSearchFilter, type SearchFilter } from './search-params';

describe('the search form draft', () => {
  it('gives back the filter it was drawn from', () => {
    const filter: SearchFilter = { ...EMPTY_FILTER, name: 'پیتزا', category: 3, sort: 'cheapest', isExist: true, priceMax: 400_000, properties: [{ name: 'سایز', value: 'بزرگ' }], page: 2 };
    expect(serializeSearchFilter(searchFilterOf(filter, draftOf(filter)))).toBe(serializeSearchFilter(filter));
  });

  it('takes the choices and the typed values: digits normalised, bounds in order and as typed', () => {
    const draft = { ...draftOf(EMPTY_FILTER), sort: 'popular' as const, isExist: true, min: '۹۰۰٬۰۰۰', max: '۳۰٬۰۰۰', name: '  کیک  ' };
    const next = searchFilterOf(EMPTY_FILTER, draft);
    expect(next).toMatchObject({ sort: 'popular', isExist: true, name: 'کیک', priceMin: 30_000, priceMax: 900_000 });
  });
});

describe('the reservation day of the search form', () => {
  it('says a day that is no date, and a time given without a day, instead of dropping them unseen', () => {
    expect(reserveDayError({ reserveDate: '', reserveTime: '' })).toBeNull();
    expect(reserveDayError({ reserveDate: '۱۴۰۵/۰۹/۱۰', reserveTime: '18:30' })).toBeNull();
    expect(reserveDayError({ reserveDate: '۱۴۰۵/۱۳/۰۱', reserveTime: '' })).toBe('تاریخ معتبر نیست؛ مانند ۱۴۰۵/۰۹/۰۱');
    expect(reserveDayError({ reserveDate: ' ', reserveTime: '18:30' })).toBe('برای جستجوی نوبت، روز را هم وارد کنید');
  });
});
