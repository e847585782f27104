/** API contract: the page of a list (results and its place), as the storefront and the embedded backend both use it. */
export interface Paged<T> {
  results: T[];
  /** Items in all pages. */
  count: number;
  page: number;
  limit: number;
  pages: number;
}
