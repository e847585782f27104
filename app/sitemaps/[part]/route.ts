import { SITEMAP_HEADERS, sitemapNotFound, sitemapPartXml, sitemapUnavailable } from '@/lib/seo/sitemap-server';

/** /sitemaps/<n>.xml: one part of a large catalogue's sitemap (listed by /sitemap.xml). */
export async function GET(_request: Request, { params }: { params: Promise<{ part: string }> }) {
  const match = /^(\d{1,6})\.xml$/.exec((await params).part);
  if (!match) return sitemapNotFound();
  try {
    const xml = await sitemapPartXml(Number(match[1]));
    if (!xml) return sitemapNotFound();
    return new Response(xml, { headers: SITEMAP_HEADERS });
  } catch (err) {
    return sitemapUnavailable(err);
  }
}
