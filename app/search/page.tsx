import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { getAppConfig } from '@/lib/api/config-server';
import { getCategories, getSearchProperties, searchProducts } from '@/lib/api/catalog-server';
import type { Paged } from '@/lib/api/catalog';
import type { ProductSummary } from '@/lib/api/product-types';
import { toPersianDigits } from '@/lib/digits';
import { SEARCH_PAGE_SIZE, hasFilters, parseSearchParams, reserveQuery, searchHref, toSearchBody } from '@/lib/search-params';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pagination } from '@/components/catalog/Pagination';
import { FIRST_SCREEN_CARDS, ProductGrid } from '@/components/catalog/ProductGrid';
import { SearchFilters } from '@/components/catalog/search/SearchFilters';

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
  const filter = parseSearchParams(query, config.price_range);
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
          {!result ? (
            <div role="alert" className="rounded-2xl bg-red-50 p-6 text-center text-red-800">
              <p className="font-bold">خطا در ارتباط با سرور</p>
              <p className="mt-2 text-sm">جستجو انجام نشد؛ لطفاً دوباره تلاش کنید.</p>
              <Link href={searchHref(filter)} className="tap mt-4 inline-block rounded-xl bg-primary px-4 py-2 text-sm text-on-primary">
                تلاش دوباره
              </Link>
            </div>
          ) : result.results.length ? (
            <>
              <p role="status" className="mb-3 text-sm text-ink/70">
                {toPersianDigits(result.count)} محصول پیدا شد
              </p>
              <ProductGrid products={result.results} priorityCount={filter.page === 1 ? 2 : 0} eager={FIRST_SCREEN_CARDS} />
              <Pagination current={filter.page} pages={result.pages} hrefFor={(page) => searchHref({ ...filter, page })} />
            </>
          ) : (
            <EmptyState title={result.count > 0 ? 'این صفحه از نتایج خالی است' : 'محصولی با این مشخصات پیدا نشد'}>
              {result.count > 0 ? (
                <Link href={searchHref({ ...filter, page: 1 })} className="tap text-primary underline">
                  رفتن به صفحه اول نتایج
                </Link>
              ) : hasFilters(filter) ? (
                'فیلترها را کمتر کنید یا عبارت دیگری را جستجو کنید.'
              ) : (
                'نام محصول را بنویسید یا یک دسته را انتخاب کنید.'
              )}
            </EmptyState>
          )}
        </section>
      </div>
    </>
  );
}
