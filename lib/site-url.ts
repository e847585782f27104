/** The public origin used in canonical links, sitemaps and structured data. */
export function siteUrl(): string {
  const url = process.env.SITE_URL || `http://localhost:${process.env.PORT || 3000}`;
  return url.replace(/\/+$/, '');
}
