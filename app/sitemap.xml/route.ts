import { SITEMAP_HEADERS, sitemapRootXml, sitemapUnavailable } from '@/lib/seo/sitemap-server';

/**
 * /sitemap.xml: home, every category and every product with lastmod (split when large).
 * Built per request from cached catalogue data, never at build time (the API may not be
 * reachable then); the response itself may be cached for five minutes.
 */
export const dynamic = 'force-dynamic';

export async function GET() {
  try {
    return new Response(await sitemapRootXml(), { headers: SITEMAP_HEADERS });
  } catch (err) {
    return sitemapUnavailable(err);
  }
}
