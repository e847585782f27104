import { serializeJsonLd, type JsonLd } from '@/lib/seo/json-ld';

/** Structured data for crawlers; the serializer escapes `<` so no value can end the script. */
export function JsonLdScript({ data }: { data: JsonLd | JsonLd[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
