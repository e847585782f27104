import { siteUrl } from '../site-url';

/** The one canonical path of a product (a trailing slug segment is accepted but never canonical). */
export function productPath(id: number): string {
  return `/product/${id}`;
}

/** A category listing; page 1 has no ?page so it has a single canonical URL. */
export function categoryPath(id: number, page = 1): string {
  return page > 1 ? `/category/${id}?page=${page}` : `/category/${id}`;
}

/** An absolute URL on the public origin; URLs that already are absolute are kept. */
export function absoluteUrl(pathOrUrl: string, origin: string = siteUrl()): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin.replace(/\/+$/, '')}/${pathOrUrl.replace(/^\/+/, '')}`;
}
