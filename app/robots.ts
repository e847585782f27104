import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/site-url';

/** Read at request time, so the sitemap URL follows the running server's SITE_URL. */
export const dynamic = 'force-dynamic';

/** Crawlers may read the catalogue but not carts, checkout, orders, payment landings, accounts, login, QR codes or the API. */
export default function robots(): MetadataRoute.Robots {
  const origin = siteUrl();
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/cart', '/cart/checkout', '/profile', '/login', '/api/', '/order/', '/paid-order', '/failed-payment', '/reservation/', '/qr/'] }],
    sitemap: `${origin}/sitemap.xml`,
    host: origin,
  };
}
