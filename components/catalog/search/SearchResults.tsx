import Link from '@/components/ui/Link';
import type { Paged } from '@/lib/api/catalog';
import type { ProductSummary } from '@/lib/api/product-types';
import { toPersianDigits } from '@/common/digits';
import { hasFilters, searchHref, type SearchFilter } from '@/lib/search-params';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pagination } from '@/components/catalog/Pagination';
import { FIRST_SCREEN_CARDS, ProductGrid } from '@/components/catalog/ProductGrid';

/**
 * What a search found: its cards and pages, an empty state that says what to change, or (null,
 * the API did not answer) the server's failure with a link that tries the same search again.
 */
export function SearchResults({ filter, result }: { filter: SearchFilter; result: Paged<ProductSummary> | null }) {
  if (!result) {
    return (
      <div role="alert" className="rounded-2xl bg-red-50 p-6 text-center text-red-800">
        <p className="font-bold">خطا در ارتباط با سرور</p>
        <p className="mt-2 text-sm">جستجو انجام نشد؛ لطفاً دوباره تلاش کنید.</p>
        <Link href={searchHref(filter)} className="tap mt-4 inline-block rounded-xl bg-primary px-4 py-2 text-sm text-on-primary">
          تلاش دوباره
        </Link>
      </div>
    );
  }
  if (result.results.length) {
    return (
      <>
        <p role="status" className="mb-3 text-sm text-ink/70">
          {toPersianDigits(result.count)} محصول پیدا شد
        </p>
        <ProductGrid products={result.results} priorityCount={filter.page === 1 ? 2 : 0} eager={FIRST_SCREEN_CARDS} />
        <Pagination current={filter.page} pages={result.pages} hrefFor={(page) => searchHref({ ...filter, page })} />
      </>
    );
  }
  return (
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
  );
}
