import 'server-only';
import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import { ApiError } from '../errors';
import { catalogApi, type CategoryNode, type CategoryView, type HomeBlock, type Paged, type ProductListData, type PropertyOption, type SearchBody } from './catalog';
import { productImages, type ProductSummary, type SeoProduct } from './product-types';
import { serverHttp } from './server';
import { CATEGORY_PAGE_SIZE } from '../spec-constants';

/**
 * Cached public catalogue reads for server rendering. Every entry is tagged so the
 * revalidation route can refresh it on demand (`home` refreshes the whole catalogue), and
 * expires on a timer. Failures are thrown, never cached; a 404 is cached as null.
 */

export const HOME_TAG = 'home';
export const CATEGORIES_TAG = 'categories';
export const productTag = (id: number) => `product:${id}`;
export const categoryTag = (id: number) => `category:${id}`;

export const CATALOG_REVALIDATE = 300;
/** The home endpoint pages its blocks; a shop with more than this many pages is cut short. */
const MAX_HOME_PAGES = 5;

const api = catalogApi(serverHttp);

/** The API said "no such thing" (unknown or malformed id). */
export function isNotFound(err: unknown): boolean {
  return err instanceof ApiError && err.kind === 'http' && (err.status === 404 || err.status === 400);
}

async function orNull<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}

const cachedHome = unstable_cache(
  async (): Promise<HomeBlock[]> => {
    const first = (await api.home({ page: 1 })).data;
    const blocks = [...first.items];
    for (let page = 2; page <= Math.min(first.pages, MAX_HOME_PAGES); page++) {
      blocks.push(...(await api.home({ page })).data.items);
    }
    return blocks;
  },
  ['catalog:home:v1'],
  { tags: [HOME_TAG], revalidate: CATALOG_REVALIDATE },
);

/** The home blocks, in the order the API returns them. */
export const getHomeBlocks = cache(() => cachedHome());

const cachedCategoryTree = unstable_cache(async (): Promise<CategoryNode[]> => (await api.appCategories()).data.results, ['catalog:category-tree:v1'], {
  tags: [HOME_TAG, CATEGORIES_TAG],
  revalidate: CATALOG_REVALIDATE,
});

export const getCategoryTree = cache(() => cachedCategoryTree());

const cachedCategories = unstable_cache(async (): Promise<CategoryView[]> => (await api.categories()).data.results, ['catalog:categories:v1'], {
  tags: [HOME_TAG, CATEGORIES_TAG],
  revalidate: CATALOG_REVALIDATE,
});

/** Every category, parents before children. */
export const getCategories = cache(() => cachedCategories());

/** One page (20) of a category's products with the category, its path and children; null when unknown. */
export const getCategoryPage = cache((id: number, page: number): Promise<ProductListData | null> =>
  unstable_cache(
    () => orNull(async () => (await api.products({ type: 'category', category: id, page, limit: CATEGORY_PAGE_SIZE })).data),
    ['catalog:category-page:v1', String(id), String(page)],
    { tags: [categoryTag(id), HOME_TAG], revalidate: CATALOG_REVALIDATE },
  )(),
);

/**
 * One page of a category in a sorted or in-stock view (the search endpoint, which takes the
 * category with its descendants like the listing does), cached under the same tags.
 */
export const getCategoryViewPage = cache(
  (id: number, page: number, sort: SearchBody['sort'], inStock: boolean): Promise<Paged<ProductSummary>> =>
    unstable_cache(
      async () => (await api.search({ category: id, sort, is_exist: inStock || undefined }, page, CATEGORY_PAGE_SIZE)).data,
      ['catalog:category-view:v1', String(id), String(page), sort ?? 'default', inStock ? '1' : '0'],
      { tags: [categoryTag(id), HOME_TAG], revalidate: CATALOG_REVALIDATE },
    )(),
);

function seoProductLoader(id: number) {
  return () => orNull(async () => (await api.seoProduct(id)).data);
}

/**
 * The product page's data; null when there is no such product. Cached under the product's
 * own tag first (which tells its category), then under the product, category and home tags,
 * so revalidating any of the three refreshes the page.
 */
export const getSeoProduct = cache(async (id: number): Promise<SeoProduct | null> => {
  const base = await unstable_cache(seoProductLoader(id), ['catalog:seo-product:v1', String(id)], {
    tags: [productTag(id), HOME_TAG],
    revalidate: CATALOG_REVALIDATE,
  })();
  if (!base) return null;
  const categoryId = base.category.id;
  return unstable_cache(seoProductLoader(id), ['catalog:seo-product:v1', String(id), 'category', String(categoryId)], {
    tags: [productTag(id), categoryTag(categoryId), HOME_TAG],
    revalidate: CATALOG_REVALIDATE,
  })();
});

const cachedProperties = unstable_cache(async (): Promise<PropertyOption[]> => (await api.searchProperties()).data.results, ['catalog:properties:v1'], {
  tags: [HOME_TAG],
  revalidate: CATALOG_REVALIDATE,
});

/** The filterable properties and their values; an empty list when the API cannot say. */
export async function getSearchProperties(): Promise<PropertyOption[]> {
  try {
    return await cachedProperties();
  } catch (err) {
    console.error('[catalog] search properties unavailable', err);
    return [];
  }
}

/** A search for a shared URL: not cached (its key is whatever a visitor types). */
export async function searchProducts(body: SearchBody, page: number, limit: number, reserve: Record<string, string> = {}): Promise<Paged<ProductSummary>> {
  return (await api.search(body, page, limit, reserve)).data;
}

export interface SitemapProduct {
  id: number;
  updated_at: string;
  /** Its pictures, as the API gives them (paths or URLs). */
  images: string[];
}

/** How many products the catalogue has. */
const cachedProductCount = unstable_cache(async (): Promise<number> => (await api.products({ type: 'all', page: 1, limit: 1 })).data.count, ['catalog:product-count:v1'], {
  tags: [HOME_TAG],
  revalidate: CATALOG_REVALIDATE,
});

export const getProductCount = cache(() => cachedProductCount());

const SITEMAP_PAGE = 100;

/** Products [offset, offset + count) in the shop's stable order (id, last change and pictures only). */
export const getSitemapProducts = cache((offset: number, count: number): Promise<SitemapProduct[]> =>
  unstable_cache(
    async () => {
      const out: SitemapProduct[] = [];
      const firstPage = Math.floor(offset / SITEMAP_PAGE) + 1;
      const lastPage = Math.floor((offset + count - 1) / SITEMAP_PAGE) + 1;
      for (let page = firstPage; page <= lastPage; page++) {
        const data = (await api.products({ type: 'all', page, limit: SITEMAP_PAGE })).data;
        data.results.forEach((p, i) => {
          const index = (page - 1) * SITEMAP_PAGE + i;
          if (index >= offset && index < offset + count) out.push({ id: p.id, updated_at: p.updated_at, images: productImages(p) });
        });
        if (page >= data.pages) break;
      }
      return out;
    },
    ['catalog:sitemap-products:v2', String(offset), String(count)],
    { tags: [HOME_TAG], revalidate: CATALOG_REVALIDATE },
  )(),
);
