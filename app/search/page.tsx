import type { Metadata } from 'next';
import { getAppConfig } from '@/lib/api/config-server';
import { getCategories, getSearchProperties, searchProducts } from '@/lib/api/catalog-server';
import type { Paged } from '@/lib/api/catalog';
import type { ProductSummary } from '@/lib/api/product-types';
import { SEARCH_PAGE_SIZE, hasFilters, parseSearchParams, reserveQuery, toSearchBody } from '@/lib/search-params';
import { SearchFilters } from '@/components/catalog/search/SearchFilters';
import { SearchResults } from '@/components/catalog/search/SearchResults';

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const filter = parseSearchParams(await searchParams);
  return {
    title: filter.name ? `جستجوی «${filter.name}»` : 'جستجوی محصولات',
    // Result pages are for people; crawlers follow their links but do not index them.
    robots: { index: false, follow: true },
  };
}

/** /search: the filters live in the URL and the results are rendered on the server. */
export default async function SearchPage({ searchParams }: Props) {
  const [query, config] = await Promise.all([searchParams, getAppConfig()]);
  const filter = parseSearchParams(query);
  const [categories, properties] = await Promise.all([getCategories().catch(() => []), getSearchProperties()]);
  let result: Paged<ProductSummary> | null = null;
  try {
    result = await searchProducts(toSearchBody(filter), filter.page, SEARCH_PAGE_SIZE, reserveQuery(filter));
  } catch (err) {
    console.error('[search] failed', err);
  }

  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{filter.name ? `نتایج جستجوی «${filter.name}»` : 'جستجوی محصولات'}</h1>
      <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
        <aside>
          {/* The filters are dozens of controls: a keyboard goes past them in one press. */}
          <a href="#search-results" className="sr-only focus:not-sr-only focus:mb-3 focus:inline-block focus:rounded focus:bg-surface focus:p-2">
            رفتن به نتایج
          </a>
          {/* On a phone the results come first: the filters fold behind this summary, which opens
              them without script. From md up they are always open (.filters-fold, app/globals.css). */}
          <details className="filters-fold">
            <summary className="tap mb-3 cursor-pointer rounded-2xl bg-surface px-4 py-3 font-bold shadow-sm">
              فیلترها و مرتب‌سازی{hasFilters({ ...filter, name: '' }) && <span className="text-sm font-normal text-ink/70"> (فعال)</span>}
            </summary>
            <SearchFilters filter={filter} categories={categories} properties={properties} priceRange={config.price_range} />
          </details>
        </aside>
        <section id="search-results" aria-labelledby="search-results-title">
          <h2 id="search-results-title" className="sr-only">
            نتایج
          </h2>
          <SearchResults filter={filter} result={result} />
        </section>
      </div>
    </>
  );
}
