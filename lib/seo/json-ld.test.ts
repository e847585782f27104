import { describe, expect, it } from 'vitest';
import type { SeoProduct } from '../api/product-types';
import { breadcrumbJsonLd, plainText, productJsonLd, serializeJsonLd } from './json-ld';
import { absoluteUrl, categoryPath, productPath } from './urls';

const origin = 'https://shop.example';

function product(over: Partial<SeoProduct> = {}): SeoProduct {
  return {
    id: 7,
    name: 'کیک شکلاتی',
    slug: 'chocolate-cake',
    sku: 'DS-702',
    description: 'کیک شکلاتی فاج با گاناش.',
    image: '/media/products/chocolate-cake.webp',
    images: ['/media/products/chocolate-cake.webp', '/media/products/chocolate-cake-2.webp'],
    price: 155_000,
    discount: 10,
    final_price: 139_500,
    currency: 'TOMAN',
    limit: 2,
    available: true,
    availability: 'InStock',
    reservable: false,
    is_pack: false,
    category: { id: 8, name: 'کیک و دسر', slug: 'cakes' },
    category_path: [{ id: 8, name: 'کیک و دسر', slug: 'cakes' }],
    toppings: [],
    pack_items: [],
    properties: [],
    rating: { avg: 4.5, count: 2 },
    comments: [],
    comments_count: 2,
    meta_title: 'کیک شکلاتی | کافه',
    meta_description: 'کیک شکلاتی فاج',
    path: '/product/7',
    shop_name: 'کافه',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-02T00:00:00.000Z',
    ...over,
  };
}

describe('productJsonLd', () => {
  it('describes the product with an offer in Rial', () => {
    const ld = productJsonLd(product(), origin) as Record<string, any>;
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('Product');
    expect(ld.name).toBe('کیک شکلاتی');
    expect(ld.sku).toBe('DS-702');
    expect(ld.description).toBe('کیک شکلاتی فاج با گاناش.');
    expect(ld.image).toEqual([
      'https://shop.example/media/products/chocolate-cake.webp',
      'https://shop.example/media/products/chocolate-cake-2.webp',
    ]);
    expect(ld.offers).toMatchObject({
      '@type': 'Offer',
      price: 1_395_000,
      priceCurrency: 'IRR',
      availability: 'https://schema.org/InStock',
      url: 'https://shop.example/product/7',
    });
    expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
  });

  it('marks a sold-out product OutOfStock', () => {
    const ld = productJsonLd(product({ available: false, availability: 'OutOfStock', limit: 0 }), origin) as Record<string, any>;
    expect(ld.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('leaves aggregateRating out without ratings and image out without pictures', () => {
    const ld = productJsonLd(product({ rating: { avg: 0, count: 0 }, images: [], image: null }), origin);
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('image');
  });

  it('keeps absolute image URLs as they are', () => {
    const ld = productJsonLd(product({ images: ['https://cdn.example/a.webp'] }), origin) as Record<string, any>;
    expect(ld.image).toEqual(['https://cdn.example/a.webp']);
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs from 1 with absolute URLs', () => {
    const ld = breadcrumbJsonLd(
      [
        { name: 'خانه', path: '/' },
        { name: 'کیک و دسر', path: '/category/8' },
        { name: 'کیک شکلاتی', path: '/product/7' },
      ],
      origin,
    ) as Record<string, any>;
    expect(ld['@type']).toBe('BreadcrumbList');
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'خانه', item: 'https://shop.example/' },
      { '@type': 'ListItem', position: 2, name: 'کیک و دسر', item: 'https://shop.example/category/8' },
      { '@type': 'ListItem', position: 3, name: 'کیک شکلاتی', item: 'https://shop.example/product/7' },
    ]);
  });
});

describe('serializeJsonLd', () => {
  it('cannot be broken out of by a </script> in the data', () => {
    const hostile = product({ name: '</script><script>alert(1)</script>', description: '<!-- x --> & \u2028' });
    const text = serializeJsonLd([productJsonLd(hostile, origin)]);
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(text).not.toContain('\u2028');
    // …and still parses back to the same data.
    const parsed = JSON.parse(text) as Record<string, any>[];
    expect(parsed[0].name).toBe('</script><script>alert(1)</script>');
  });

  it('escapes < even inside keys and nested values', () => {
    const text = serializeJsonLd({ '<k>': { v: ['a<b', '<!--'] } });
    expect(text).toBe('{"\\u003ck\\u003e":{"v":["a\\u003cb","\\u003c!--"]}}');
    expect(JSON.parse(text)).toEqual({ '<k>': { v: ['a<b', '<!--'] } });
  });
});

describe('plainText', () => {
  it('drops tags and clips long text', () => {
    expect(plainText('<b>کیک</b>\n\n  خوب')).toBe('کیک خوب');
    expect(plainText('a'.repeat(20), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});

describe('urls', () => {
  it('builds canonical paths', () => {
    expect(productPath(7)).toBe('/product/7');
    expect(categoryPath(3)).toBe('/category/3');
    expect(categoryPath(3, 1)).toBe('/category/3');
    expect(categoryPath(3, 2)).toBe('/category/3?page=2');
    expect(absoluteUrl('/x', 'https://a.example/')).toBe('https://a.example/x');
    expect(absoluteUrl('http://cdn.example/y', 'https://a.example')).toBe('http://cdn.example/y');
  });
});
