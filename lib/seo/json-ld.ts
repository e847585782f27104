import { tomanToRial } from '../price';
import { productImages, type SeoProduct } from '../api/product-types';
import { absoluteUrl } from './urls';

/** schema.org structured data for the product page (Product and BreadcrumbList). */

export type JsonLd = Record<string, unknown>;

export interface Crumb {
  name: string;
  /** Site path (/category/3) or absolute URL. */
  path: string;
}

const SCHEMA = 'https://schema.org';

/** Plain text for a description: no tags, no runs of white space, at most `max` characters. */
export function plainText(text: string, max = 5000): string {
  const flat = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

export function productJsonLd(p: SeoProduct, origin: string): JsonLd {
  const url = absoluteUrl(p.path || `/product/${p.id}`, origin);
  const images = productImages(p).map((src) => absoluteUrl(src, origin));
  const data: JsonLd = {
    '@context': SCHEMA,
    '@type': 'Product',
    '@id': `${url}#product`,
    name: p.name,
    ...(images.length && { image: images }),
    description: plainText(p.description || p.meta_description || p.name),
    sku: p.sku,
    ...(p.category?.name && { category: p.category.name }),
    ...(p.shop_name && { brand: { '@type': 'Brand', name: p.shop_name } }),
    offers: {
      '@type': 'Offer',
      url,
      // Structured data wants an ISO 4217 currency: Toman × 10 = Rial (IRR).
      price: tomanToRial(p.final_price),
      priceCurrency: 'IRR',
      availability: `${SCHEMA}/${p.available && p.availability !== 'OutOfStock' ? 'InStock' : 'OutOfStock'}`,
      itemCondition: `${SCHEMA}/NewCondition`,
    },
  };
  if (p.rating && p.rating.count > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: p.rating.avg,
      reviewCount: p.rating.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}

export function breadcrumbJsonLd(crumbs: Crumb[], origin: string): JsonLd {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absoluteUrl(c.path, origin),
    })),
  };
}

/**
 * JSON for an inline <script type="application/ld+json">. `<` is escaped (so no text can close
 * the script element or open a comment), and so are `>`, `&` and the JS line separators.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
