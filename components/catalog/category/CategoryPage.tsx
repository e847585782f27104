import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { notFound } from 'next/navigation';
import { getCategoryPage, getCategoryViewPage } from '@/lib/api/catalog-server';
import { DEFAULT_VIEW, categoryHref, viewFromSegment, viewSegment } from '@/lib/category-view';
import { getAppConfig } from '@/lib/api/config-server';
import { toPersianDigits } from '@/common/digits';
import { wholeNumber } from '@/lib/route-params';
import { breadcrumbJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl, categoryPath } from '@/lib/seo/urls';
import { siteUrl } from '@/lib/site-url';
import { NOT_FOUND_METADATA } from '@/lib/seo/not-found-metadata';
import { metaDescription } from '@/lib/seo/description';
import { Breadcrumbs } from '@/components/catalog/Breadcrumbs';
import { EmptyState } from '@/components/ui/EmptyState';
import { JsonLdScript } from '@/components/catalog/JsonLdScript';
import { Pagination } from '@/components/catalog/Pagination';
import { FIRST_SCREEN_CARDS, ProductGrid } from '@/components/catalog/ProductGrid';
import { CategoryFilters } from '@/components/catalog/CategoryFilters';

/**
 * The category page, for the params-only routes /category/{id}/p/{n} and
 * /category/{id}/p/{n}/{view} that proxy.ts rewrites the public URL
 * /category/{id}?page={n}&sort=…&is_exist=1 onto, so every page and view is cached like a
 * product page (ISR, on demand). Every view has the plain page's canonical URL.
 */
export interface CategoryRouteProps {
  params: Promise<{ id: string; page: string; view?: string }>;
}
type Props = CategoryRouteProps;


/** The category and page a URL names, or null (the page answers with the not-found page, HTTP 404). */
async function load({ params }: Props) {
  const { id: rawId, page: rawPage, view: rawView } = await params;
  const id = wholeNumber(rawId, 9);
  const page = wholeNumber(rawPage, 6);
  const view = rawView === undefined ? DEFAULT_VIEW : viewFromSegment(rawView);
  if (!id || !page || !view) return null;
  // The category itself (name, path, children) comes with its plain listing's first page.
  const plain = await getCategoryPage(id, rawView === undefined ? page : 1);
  if (!plain?.category) return null;
  const data = rawView === undefined ? plain : await getCategoryViewPage(id, page, view.sort, view.inStock);
  if (page > Math.max(1, data.pages)) return null;
  // Sub-categories without products lead nowhere: they are left out of the chips.
  const category = { ...plain.category, children: plain.category.children.filter((c) => c.products_count > 0) };
  return { id, page, view, data, category };
}

const pageSuffix = (page: number) => (page > 1 ? ` – صفحه ${toPersianDigits(page)}` : '');

export async function categoryMetadata(props: Props): Promise<Metadata> {
  const found = await load(props);
  if (!found) return NOT_FOUND_METADATA;
  const { id, page, category } = found;
  const config = await getAppConfig();
  const title = `${category.name}${pageSuffix(page)}`;
  // Each page its own: page 2 on says its number, or the pages' snippets would be duplicates.
  const suffix = pageSuffix(page);
  const description = `${metaDescription(category.description || `خرید آنلاین ${category.name} از ${config.shop_name}`, 160 - suffix.length)}${suffix}`;
  const url = categoryPath(id, page);
  return {
    title,
    description,
    // A sorted or filtered view is the same products again: its canonical URL is the plain page,
    // which gathers its signals. No noindex with it: search engines read the two as a conflict.
    alternates: { canonical: url },
    // An empty category is a thin page (left out of the sitemap too): not for the index until it has products.
    ...(category.products_count === 0 && { robots: { index: false, follow: true } }),
    // Next replaces the layout's openGraph whole: the site's name and locale are said again here.
    openGraph: {
      type: 'website',
      title,
      description,
      url,
      siteName: config.shop_name || undefined,
      locale: 'fa_IR',
      ...(category.image && { images: [{ url: category.image, alt: category.name }] }),
    },
    twitter: { card: category.image ? 'summary_large_image' : 'summary', title, description },
  };
}

export async function CategoryPage(props: Props) {
  const found = await load(props);
  if (!found) notFound();
  const { id, page, view, data, category } = found;
  const origin = siteUrl();
  const crumbs = [
    { name: 'خانه', href: '/' },
    ...category.path.slice(0, -1).map((c) => ({ name: c.name, href: `/category/${c.id}` })),
    { name: category.name, href: `/category/${id}` },
  ];
  return (
    <>
      {page > 1 && <link rel="prev" href={absoluteUrl(categoryHref(id, page - 1, view), origin)} />}
      {page < data.pages && <link rel="next" href={absoluteUrl(categoryHref(id, page + 1, view), origin)} />}
      <JsonLdScript data={breadcrumbJsonLd(crumbs.map((c) => ({ name: c.name, path: c.href })), origin)} />
      <Breadcrumbs items={crumbs} />
      <header className="mb-6">
        <h1 className="text-2xl font-bold">
          {category.name}
          {page > 1 && <span className="text-base font-normal text-ink/60">{pageSuffix(page)}</span>}
        </h1>
        {category.description && <p className="mt-2 max-w-3xl text-sm leading-7 text-ink/70">{category.description}</p>}
        {data.count > 0 && <p className="mt-1 text-xs text-ink/60">{toPersianDigits(data.count)} محصول</p>}
      </header>
      <CategoryFilters id={id} view={view} />
      {category.children.length > 0 && (
        // The vertical padding is room for the chips' 44-px hit areas (tap), which the scrolling box
        // would clip (and scroll); the negative margins keep the chips where they were.
        <nav aria-label="زیردسته‌ها" className="-mx-4 -mt-3 mb-3 overflow-x-auto px-4 py-3">
          <ul className="flex gap-2">
            {category.children.map((child) => (
              <li key={child.id} className="shrink-0">
                <Link href={`/category/${child.id}`} className="tap block rounded-full border border-black/10 bg-surface px-4 py-1.5 text-sm hover:border-primary hover:text-primary">
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <section aria-labelledby="category-products">
        <h2 id="category-products" className="sr-only">
          محصولات {category.name}
        </h2>
        {data.results.length ? (
          <ProductGrid products={data.results} priorityCount={page === 1 ? 2 : 0} eager={FIRST_SCREEN_CARDS} />
        ) : (
          <EmptyState title={viewSegment(view) ? 'محصولی با این فیلتر نیست' : 'هنوز محصولی در این دسته نیست'}>
            <Link href="/" className="tap text-primary underline">
              بازگشت به خانه
            </Link>
          </EmptyState>
        )}
      </section>
      <Pagination current={page} pages={data.pages} hrefFor={(n) => categoryHref(id, n, view)} />
    </>
  );
}
