import { SORTS, type SearchSort } from './api/catalog';

/**
 * How a category page is ordered and filtered, in its public URL as the search page does it:
 *   /category/{id}?sort=cheapest&is_exist=1&page=2
 * proxy.ts rewrites a non-default view onto the params-only route /category/{id}/p/{n}/{view}
 * (view = "<sort|default>.<in-stock|all>"), so every variant is an ISR page cached like the plain
 * one, and only the known, finite set of views exists (anything else there is a 404).
 */
export interface CategoryView {
  sort?: SearchSort;
  inStock: boolean;
}

export const DEFAULT_VIEW: CategoryView = { inStock: false };

const isSort = (value: string | null | undefined): value is SearchSort => !!value && (SORTS as readonly string[]).includes(value);

/** The view a public URL's query asks for; unknown values are dropped, never an error. */
export function viewFromQuery(query: URLSearchParams): CategoryView {
  const sort = query.get('sort');
  const stock = query.get('is_exist');
  return { sort: isSort(sort) ? sort : undefined, inStock: stock === '1' || stock === 'true' };
}

/** The route segment of a non-default view; null for the plain page. */
export function viewSegment(view: CategoryView): string | null {
  if (!view.sort && !view.inStock) return null;
  return `${view.sort ?? 'default'}.${view.inStock ? 'in-stock' : 'all'}`;
}

/** The view a route segment names; null when it names none (the page answers 404). */
export function viewFromSegment(segment: string): CategoryView | null {
  const match = /^([a-z]+)\.(in-stock|all)$/.exec(segment);
  if (!match) return null;
  const [, sort, stock] = match;
  if (sort !== 'default' && !isSort(sort)) return null;
  const view: CategoryView = { sort: sort === 'default' ? undefined : (sort as SearchSort), inStock: stock === 'in-stock' };
  // One URL per view: the plain page has no segment.
  return viewSegment(view) === segment ? view : null;
}

/** The public URL of a category page in a view. */
export function categoryHref(id: number, page: number, view: CategoryView = DEFAULT_VIEW): string {
  const query = new URLSearchParams();
  if (view.sort) query.set('sort', view.sort);
  if (view.inStock) query.set('is_exist', '1');
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `/category/${id}?${search}` : `/category/${id}`;
}
