import 'server-only';
import { getCategories, getProductCount, getSitemapProducts } from '../api/catalog-server';
import { getOwners } from '../api/owners-server';
import { siteUrl } from '../site-url';
import { absoluteUrl, categoryPath, productPath } from './urls';
import { SITEMAP_MAX_URLS, lastmod, listedCategories, sitemapIndexXml, sitemapPart, sitemapPartCount, urlsetXml, type SitemapEntry } from './sitemap';

/**
 * The pages before the products: every listed category, then the providers' list and each
 * provider's page (their reservable services), all in the sitemap's category slot.
 */
async function counts() {
  const [all, productCount, owners] = await Promise.all([getCategories(), getProductCount(), getOwners()]);
  const categories = listedCategories(all);
  const pages: { path: string; updated_at?: string }[] = [
    ...categories.map((c) => ({ path: categoryPath(c.id), updated_at: c.updated_at })),
    ...(owners.length ? [{ path: '/owners' }, ...owners.map((o) => ({ path: `/owners/${o.id}` }))] : []),
  ];
  return { categories, pages, productCount };
}

/** The newest change of anything listed: the home page's lastmod. */
function newest(dates: (string | undefined)[]): string | undefined {
  const times = dates.map((d) => (d ? Date.parse(d) : NaN)).filter((t) => !Number.isNaN(t));
  return times.length ? new Date(Math.max(...times)).toISOString() : undefined;
}

/** The <urlset> of one part (see lib/seo/sitemap.ts); null when there is no such part. */
export async function sitemapPartXml(part: number): Promise<string | null> {
  const { categories, pages, productCount } = await counts();
  const range = sitemapPart(part, pages.length, productCount, SITEMAP_MAX_URLS);
  if (!range) return null;
  const origin = siteUrl();
  const [pStart, pEnd] = range.products;
  const products = pEnd > pStart ? await getSitemapProducts(pStart, pEnd - pStart) : [];
  const listed = pages.slice(...range.categories);
  const entries: SitemapEntry[] = [];
  if (range.home) {
    entries.push({ loc: `${origin}/`, lastmod: newest([...categories.map((c) => c.updated_at), ...products.map((p) => p.updated_at)]) });
  }
  for (const page of listed) entries.push({ loc: `${origin}${page.path}`, lastmod: lastmod(page.updated_at) });
  for (const p of products) {
    entries.push({ loc: `${origin}${productPath(p.id)}`, lastmod: lastmod(p.updated_at), images: p.images.map((src) => absoluteUrl(src, origin)) });
  }
  return urlsetXml(entries);
}

/** /sitemap.xml: every URL while they fit in one sitemap, else an index of the parts. */
export async function sitemapRootXml(): Promise<string> {
  const { pages, productCount } = await counts();
  const parts = sitemapPartCount(pages.length, productCount, SITEMAP_MAX_URLS);
  if (parts === 1) return (await sitemapPartXml(0))!;
  const origin = siteUrl();
  return sitemapIndexXml(Array.from({ length: parts }, (_, n) => ({ loc: `${origin}/sitemaps/${n}.xml` })));
}

export const SITEMAP_HEADERS = {
  'content-type': 'application/xml; charset=utf-8',
  'cache-control': 'public, max-age=300, stale-while-revalidate=3600',
};

/** A sitemap part that does not exist: the Persian words every other 404 of the shop has. */
export function sitemapNotFound(): Response {
  return new Response('نقشهٔ سایت پیدا نشد', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

/** The catalogue could not be read: crawlers are asked to come back (503 with Retry-After), never given an empty map. */
export function sitemapUnavailable(err: unknown): Response {
  console.error('[sitemap] unavailable', err);
  return new Response('نقشهٔ سایت موقتاً در دسترس نیست', {
    status: 503,
    headers: { 'retry-after': '300', 'content-type': 'text/plain; charset=utf-8' },
  });
}
