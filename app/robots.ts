import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/site-url';

/** Read at request time, so the sitemap URL follows the running server's SITE_URL. */
export const dynamic = 'force-dynamic';

/**
 * Crawlers may not call the API or follow a QR login; its media (uploaded pictures) stay open to
 * image search, as the sitemap and structured data may name them. The personal pages (cart, checkout, account,
 * login, orders, payment landings) are not blocked here but say `noindex` themselves: a page
 * robots.txt blocks is never fetched, so its noindex is never seen, and linked from every page's
 * header and footer it would be listed as "indexed, though blocked by robots.txt".
 */
export default function robots(): MetadataRoute.Robots {
  const origin = siteUrl();
  return {
    rules: [{ userAgent: '*', allow: ['/', '/api/v1/media/'], disallow: ['/api/', '/qr/'] }],
    // No Host line: no search engine reads it any more (Yandex, its last, dropped it in 2018).
    sitemap: `${origin}/sitemap.xml`,
  };
}
