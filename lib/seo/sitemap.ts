/**
 * sitemap.xml in plain XML: one <urlset> while the catalogue is small, a <sitemapindex> of
 * numbered parts (/sitemaps/<n>.xml) once it has more than SITEMAP_MAX_URLS URLs.
 * The URLs are numbered home (0), categories (1…C), products (C+1…C+P); part n holds
 * [n × max, (n + 1) × max).
 */

export const SITEMAP_MAX_URLS = 5000;

export interface SitemapEntry {
  loc: string;
  lastmod?: string;
  /** Absolute URLs of the page's pictures (Google's image extension): image search finds products by them. */
  images?: string[];
}

export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);
}

/** W3C datetime (what <lastmod> wants); undefined for an unreadable date. */
export function lastmod(value: string | Date | undefined | null): string | undefined {
  if (!value) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function entryXml(tag: 'url' | 'sitemap', e: SitemapEntry): string {
  const images = (e.images ?? []).map((src) => `<image:image><image:loc>${xmlEscape(src)}</image:loc></image:image>`).join('');
  return `<${tag}><loc>${xmlEscape(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}${images}</${tag}>`;
}

export function urlsetXml(entries: SitemapEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n${entries
    .map((e) => entryXml('url', e))
    .join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(entries: SitemapEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries
    .map((e) => entryXml('sitemap', e))
    .join('\n')}\n</sitemapindex>\n`;
}

/**
 * The categories a sitemap lists: those with products. An empty one is a thin page, which search
 * engines count as a soft 404 (it is marked noindex; home and the sub-category chips hide it too).
 */
export function listedCategories<C extends { products_count: number }>(categories: C[]): C[] {
  return categories.filter((c) => c.products_count > 0);
}

export function sitemapPartCount(categoryCount: number, productCount: number, max = SITEMAP_MAX_URLS): number {
  return Math.max(1, Math.ceil((1 + categoryCount + productCount) / max));
}

export interface PartRange {
  /** Whether the home URL is in this part. */
  home: boolean;
  /** Category indexes [start, end). */
  categories: [number, number];
  /** Product offsets [start, end). */
  products: [number, number];
}

/** Which home/category/product URLs part `part` holds; null when there is no such part. */
export function sitemapPart(part: number, categoryCount: number, productCount: number, max = SITEMAP_MAX_URLS): PartRange | null {
  if (!Number.isInteger(part) || part < 0 || part >= sitemapPartCount(categoryCount, productCount, max)) return null;
  const start = part * max;
  const end = start + max;
  const clip = (from: number, to: number): [number, number] => {
    const a = Math.min(Math.max(start, from), to);
    const b = Math.min(Math.max(end, from), to);
    return [a - from, b - from];
  };
  return {
    home: start === 0,
    categories: clip(1, 1 + categoryCount),
    products: clip(1 + categoryCount, 1 + categoryCount + productCount),
  };
}
