import { SITEMAP_HEADERS, sitemapPartXml } from '@/lib/seo/sitemap-server';

/** /sitemaps/<n>.xml: one part of a large catalogue's sitemap (listed by /sitemap.xml). */
export async function GET(_request: Request, { params }: { params: Promise<{ part: string }> }) {
  const match = /^(\d{1,6})\.xml$/.exec((await params).part);
  if (!match) return new Response('Not found', { status: 404 });
  try {
    const xml = await sitemapPartXml(Number(match[1]));
    if (!xml) return new Response('Not found', { status: 404 });
    return new Response(xml, { headers: SITEMAP_HEADERS });
  } catch (err) {
    console.error('[sitemap] part unavailable', err);
    return new Response('Sitemap temporarily unavailable', { status: 503, headers: { 'retry-after': '300' } });
  }
}
