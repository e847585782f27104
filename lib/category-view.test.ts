import { describe, expect, it } from 'vitest';
import { categoryHref, viewFromQuery, viewFromSegment, viewSegment } from './category-view';

describe('category view (sort and in-stock filter in the URL)', () => {
  it('reads the query, dropping what it does not know', () => {
    expect(viewFromQuery(new URLSearchParams('sort=cheapest&is_exist=1'))).toEqual({ sort: 'cheapest', inStock: true });
    expect(viewFromQuery(new URLSearchParams('sort=DROP&is_exist=yes'))).toEqual({ sort: undefined, inStock: false });
  });

  it('maps each view to one route segment and back; the plain page has none', () => {
    expect(viewSegment({ inStock: false })).toBeNull();
    expect(viewSegment({ sort: 'popular', inStock: false })).toBe('popular.all');
    expect(viewSegment({ inStock: true })).toBe('default.in-stock');
    expect(viewFromSegment('popular.all')).toEqual({ sort: 'popular', inStock: false });
    expect(viewFromSegment('default.in-stock')).toEqual({ sort: undefined, inStock: true });
  });

  it('names no view for anything else', () => {
    for (const bad of ['default.all', 'cheap.all', 'popular', 'popular.in-stock.x', 'POPULAR.all', '']) expect(viewFromSegment(bad)).toBeNull();
  });

  it('builds the public URL with the view and the page', () => {
    expect(categoryHref(5, 1)).toBe('/category/5');
    expect(categoryHref(5, 2)).toBe('/category/5?page=2');
    expect(categoryHref(5, 3, { sort: 'cheapest', inStock: true })).toBe('/category/5?sort=cheapest&is_exist=1&page=3');
  });
});
