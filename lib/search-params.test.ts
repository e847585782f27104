import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTER,
  MAX_PROPERTIES,
  priceBounds,
  hasFilters,
  parseAmount,
  parseSearchParams,
  reserveQuery,
  searchHref,
  serializeSearchFilter,
  toSearchBody,
} from './search-params';

describe('parseSearchParams', () => {
  it('reads every filter from a URL', () => {
    const f = parseSearchParams(
      new URLSearchParams('name=پیتزا&category=5&sort=cheapest&min_price=100000&max_price=400000&prop=اندازه:بزرگ&is_exist=1&page=2'),
    );
    expect(f).toEqual({
      name: 'پیتزا',
      category: 5,
      sort: 'cheapest',
      priceMin: 100_000,
      priceMax: 400_000,
      properties: [{ name: 'اندازه', value: 'بزرگ' }],
      isExist: true,
      page: 2,
    });
  });

  it('accepts the record shape Next passes to pages', () => {
    const f = parseSearchParams({ name: ['کیک', 'ignored'], prop: ['a:1', 'b:2'], page: undefined });
    expect(f.name).toBe('کیک');
    expect(f.properties).toEqual([
      { name: 'a', value: '1' },
      { name: 'b', value: '2' },
    ]);
    expect(f.page).toBe(1);
  });

  it('drops empty values', () => {
    const f = parseSearchParams(new URLSearchParams('name=++&category=&sort=&min_price=&max_price=&prop=&prop=:x&prop=x:&is_exist=&page='));
    expect(f).toEqual(EMPTY_FILTER);
    expect(hasFilters(f)).toBe(false);
  });

  it('normalises Persian and Arabic digits and thousands separators', () => {
    const f = parseSearchParams(new URLSearchParams('name=کیک ۲&category=۳&min_price=۱۲۰٬۰۰۰&max_price=٣٠٠,٠٠٠&page=۲'));
    // The name keeps the digits the customer typed: the page says it back as typed, the server folds it.
    expect(f.name).toBe('کیک ۲');
    expect(f.category).toBe(3);
    expect(f.priceMin).toBe(120_000);
    expect(f.priceMax).toBe(300_000);
    expect(f.page).toBe(2);
  });

  it('reads a price written with a point between thousands, as Iranians often write it', () => {
    expect(parseAmount('۱۲۰.۰۰۰')).toBe(120_000);
    expect(parseAmount('۱٫۲۰۰٫۰۰۰')).toBe(1_200_000);
    expect(parseAmount('\u200f۱۲۰٬۰۰۰')).toBe(120_000);
    // A point that is no thousands separator is no price.
    for (const bad of ['12.5', '1.20', '120.0000', '.120']) expect(parseAmount(bad)).toBeUndefined();
  });

  it('keeps price bounds as typed, past the shop’s price range too, a reversed pair swapped', () => {
    // The range leaves sold-out products out, which the search lists: a bound past it still filters.
    const wide = parseSearchParams(new URLSearchParams('min_price=1&max_price=99999999'));
    expect(wide).toMatchObject({ priceMin: 1, priceMax: 99_999_999 });
    expect(parseSearchParams(new URLSearchParams('max_price=10')).priceMax).toBe(10);
    expect(parseSearchParams(new URLSearchParams('min_price=400000&max_price=100000'))).toMatchObject({ priceMin: 100_000, priceMax: 400_000 });
    // A minimum of 0 is no bound.
    expect(priceBounds(0, undefined)).toEqual({});
    expect(priceBounds(0, 50)).toEqual({ priceMax: 50 });
  });

  it('survives hostile values', () => {
    const f = parseSearchParams(
      new URLSearchParams({
        name: `${'x'.repeat(500)}`,
        category: '1 OR 1=1',
        sort: 'price; DROP TABLE',
        min_price: '-5',
        max_price: '1e9',
        is_exist: 'yes please',
        page: '99999999999',
      }),
    );
    expect(f.name).toHaveLength(100);
    expect(f.category).toBeUndefined();
    expect(f.sort).toBeUndefined();
    expect(f.priceMin).toBeUndefined();
    expect(f.priceMax).toBeUndefined();
    expect(f.isExist).toBe(false);
    expect(f.page).toBe(1);
  });

  it('strips control and bidi-override characters from text', () => {
    const f = parseSearchParams(new URLSearchParams({ name: 'a\u0000b\u202Ec\n\td' }));
    expect(f.name).toBe('a b c d');
  });

  it('rejects zero, negative and fractional ids and pages', () => {
    for (const bad of ['0', '-1', '1.5', 'abc', '1e3']) {
      const f = parseSearchParams(new URLSearchParams({ category: bad, page: bad }));
      expect(f.category).toBeUndefined();
      expect(f.page).toBe(1);
    }
  });

  it('keeps at most MAX_PROPERTIES distinct properties', () => {
    const many = Array.from({ length: 50 }, (_, i) => `p${i}:v`);
    const f = parseSearchParams(new URLSearchParams([...many, 'p0:v'].map((v) => ['prop', v])));
    expect(f.properties).toHaveLength(MAX_PROPERTIES);
    expect(new Set(f.properties.map((p) => p.name)).size).toBe(MAX_PROPERTIES);
  });

  it('splits a property at its first colon only', () => {
    expect(parseSearchParams(new URLSearchParams('prop=ساعت:10:30')).properties).toEqual([{ name: 'ساعت', value: '10:30' }]);
  });

  it('keeps property values exactly as the shop wrote them (digits included)', () => {
    expect(parseSearchParams(new URLSearchParams('prop=ظرفیت:۱۲ نفر')).properties).toEqual([{ name: 'ظرفیت', value: '۱۲ نفر' }]);
  });
});

describe('parseAmount', () => {
  it.each([
    ['120000', 120_000],
    ['۱۲۰٬۰۰۰', 120_000],
    ['120,000', 120_000],
    [' 5 ', 5],
    ['', undefined],
    ['12a', undefined],
    ['-3', undefined],
    ['99999999999999', undefined],
  ])('%s → %s', (input, expected) => {
    expect(parseAmount(input)).toBe(expected);
  });
});

describe('serializeSearchFilter', () => {
  it('drops empty and default values', () => {
    expect(serializeSearchFilter(EMPTY_FILTER)).toBe('');
    expect(searchHref(EMPTY_FILTER)).toBe('/search');
    expect(searchHref({ ...EMPTY_FILTER, page: 1, isExist: false, name: '' })).toBe('/search');
  });

  it('round-trips through parseSearchParams', () => {
    const filter = parseSearchParams(
      new URLSearchParams('sort=newest&name=کیک شکلاتی&prop=طعم:شکلات&prop=طعم:وانیل&category=8&is_exist=1&discounted=1&page=3&min_price=60000'),
    );
    expect(filter.discounted).toBe(true);
    const again = parseSearchParams(new URLSearchParams(serializeSearchFilter(filter)));
    expect(again).toEqual(filter);
    expect(toSearchBody(filter)).toMatchObject({ is_exist: true, discounted: true });
  });

  it('writes keys in a fixed order so equal filters give equal URLs', () => {
    const a = searchHref({ ...EMPTY_FILTER, sort: 'cheapest', name: 'x', category: 2 });
    const b = searchHref({ ...EMPTY_FILTER, category: 2, name: 'x', sort: 'cheapest' });
    expect(a).toBe(b);
    expect(a).toBe('/search?name=x&category=2&sort=cheapest');
  });
});

describe('toSearchBody', () => {
  it('leaves out empty values', () => {
    expect(toSearchBody(EMPTY_FILTER)).toEqual({});
  });

  it('groups the values of one property and keeps only the bounds given', () => {
    const body = toSearchBody({
      ...EMPTY_FILTER,
      name: 'پیتزا',
      priceMax: 500_000,
      properties: [
        { name: 'طعم', value: 'شکلات' },
        { name: 'اندازه', value: 'بزرگ' },
        { name: 'طعم', value: 'وانیل' },
      ],
      isExist: true,
    });
    expect(body).toEqual({
      name: 'پیتزا',
      price: { max: 500_000 },
      properties: [
        { name: 'طعم', value: ['شکلات', 'وانیل'] },
        { name: 'اندازه', value: ['بزرگ'] },
      ],
      is_exist: true,
    });
  });
});

describe('reservation time in the search URL', () => {
  it('keeps a real Jalali day and time, in Western digits, and sends them as the spec names them', () => {
    const filter = parseSearchParams({ reserve_date: '۱۴۰۵/۹/۱', reserve_time: '۱۸:۳۰' });
    expect(filter).toMatchObject({ reserveDate: '1405-09-01', reserveTime: '18:30' });
    expect(serializeSearchFilter(filter)).toBe('reserve_date=1405-09-01&reserve_time=18%3A30');
    expect(reserveQuery(filter)).toEqual({ reservDate: '1405-09-01', reserveTime: '18:30' });
    expect(hasFilters(filter)).toBe(true);
  });

  it("keeps a day typed with the Persian keyboard's «٫» or another date separator", () => {
    for (const typed of ['۱۴۰۵٫۹٫۱', '۱۴۰۵\u060d۹\u060d۱', '1405／09／01']) {
      expect(parseSearchParams({ reserve_date: typed }).reserveDate, typed).toBe('1405-09-01');
    }
  });

  it('drops a day that does not exist, a bad time, and a time without a day', () => {
    expect(parseSearchParams({ reserve_date: '1405-13-40' }).reserveDate).toBeUndefined();
    const badTime = parseSearchParams({ reserve_date: '1405-09-01', reserve_time: '25:00' });
    expect(badTime.reserveDate).toBe('1405-09-01');
    expect(badTime.reserveTime).toBeUndefined();
    expect(parseSearchParams({ reserve_time: '10:00' }).reserveTime).toBeUndefined();
    expect(reserveQuery(parseSearchParams({}))).toEqual({});
  });
});
