import { describe, expect, it } from 'vitest';
import { lastmod, listedCategories, sitemapIndexXml, sitemapPart, sitemapPartCount, urlsetXml, xmlEscape } from './sitemap';

describe('sitemap parts', () => {
  it('lists the categories with products only', () => {
    const categories = [{ id: 1, products_count: 12 }, { id: 2, products_count: 0 }, { id: 3, products_count: 1 }];
    expect(listedCategories(categories).map((c) => c.id)).toEqual([1, 3]);
  });

  it('keeps a small catalogue in one part', () => {
    expect(sitemapPartCount(10, 50)).toBe(1);
    expect(sitemapPart(0, 10, 50)).toEqual({ home: true, categories: [0, 10], products: [0, 50] });
    expect(sitemapPart(1, 10, 50)).toBeNull();
  });

  it('splits a large catalogue so every URL is in exactly one part', () => {
    const categories = 7;
    const products = 23;
    const max = 10;
    const parts = sitemapPartCount(categories, products, max);
    expect(parts).toBe(4);
    let homes = 0;
    const cats: number[] = [];
    const prods: number[] = [];
    for (let n = 0; n < parts; n++) {
      const r = sitemapPart(n, categories, products, max)!;
      const size = (r.home ? 1 : 0) + (r.categories[1] - r.categories[0]) + (r.products[1] - r.products[0]);
      expect(size).toBeLessThanOrEqual(max);
      if (r.home) homes++;
      for (let i = r.categories[0]; i < r.categories[1]; i++) cats.push(i);
      for (let i = r.products[0]; i < r.products[1]; i++) prods.push(i);
    }
    expect(homes).toBe(1);
    expect(cats).toEqual([...Array(categories).keys()]);
    expect(prods).toEqual([...Array(products).keys()]);
  });

  it('refuses parts that do not exist', () => {
    expect(sitemapPart(-1, 1, 1)).toBeNull();
    expect(sitemapPart(1.5, 1, 1)).toBeNull();
  });
});

describe('sitemap XML', () => {
  it('escapes URLs and writes lastmod', () => {
    const xml = urlsetXml([{ loc: 'https://s.example/search?a=1&b=<2>', lastmod: '2026-01-02T00:00:00.000Z' }]);
    expect(xml).toContain('<loc>https://s.example/search?a=1&amp;b=&lt;2&gt;</loc><lastmod>2026-01-02T00:00:00.000Z</lastmod>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("lists a page's pictures with Google's image extension", () => {
    const xml = urlsetXml([{ loc: 'https://s.example/product/1', images: ['https://s.example/media/a.webp?v=1&w=2'] }, { loc: 'https://s.example/' }]);
    expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    expect(xml).toContain(
      '<url><loc>https://s.example/product/1</loc><image:image><image:loc>https://s.example/media/a.webp?v=1&amp;w=2</image:loc></image:image></url>',
    );
    expect(xml).toContain('<url><loc>https://s.example/</loc></url>');
  });

  it('builds an index', () => {
    expect(sitemapIndexXml([{ loc: 'https://s.example/sitemaps/0.xml' }])).toContain('<sitemap><loc>https://s.example/sitemaps/0.xml</loc></sitemap>');
  });

  it('reads dates', () => {
    expect(lastmod('2026-01-02')).toBe('2026-01-02T00:00:00.000Z');
    expect(lastmod('nope')).toBeUndefined();
    expect(xmlEscape(`'"`)).toBe('&apos;&quot;');
  });
});
