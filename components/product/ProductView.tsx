import Link from '@/components/ui/Link';
import { detailFromSeo, productImages, summaryOf, type SeoProduct } from '@/lib/api/product-types';
import { toPersianDigits } from '@/common/digits';
import { breadcrumbJsonLd, productJsonLd } from '@/lib/seo/json-ld';
import { productPath } from '@/lib/seo/urls';
import { Breadcrumbs } from '@/components/catalog/Breadcrumbs';
import { JsonLdScript } from '@/components/catalog/JsonLdScript';
import { Price } from '@/components/catalog/Price';
import { Stars } from '@/components/catalog/Stars';
import { ProductPurchase } from '@/components/cart/ProductPurchase';
import { BookingSection } from '@/components/reservation/BookingSection';
import { BOOKING_ID } from '@/components/reservation/booking-id';
import { CommentsSection } from './CommentsSection';
import { ProductGallery } from './ProductGallery';
import { imageAlt } from './image-alt';
import { CatalogImage } from '@/components/catalog/CatalogImage';
import { ProductFavorite } from '@/components/layout/islands';

function availabilityText(p: SeoProduct): { text: string; inStock: boolean } {
  if (!p.available) return { text: 'ناموجود', inStock: false };
  if (p.reservable) return { text: 'قابل رزرو', inStock: true };
  if (p.limit !== null && p.limit > 0) return { text: `موجود (حداکثر ${toPersianDigits(p.limit)} عدد در هر سفارش)`, inStock: true };
  return { text: 'موجود', inStock: true };
}


/**
 * The product page, complete as HTML: breadcrumbs, pictures, name, price, availability,
 * properties, description and comments, with Product and BreadcrumbList
 * structured data. Client islands: the heart, the buying area and the comment form.
 */
export function ProductView({ product: p, origin }: { product: SeoProduct; origin: string }) {
  const crumbs = [
    { name: 'خانه', href: '/' },
    ...p.category_path.map((c) => ({ name: c.name, href: `/category/${c.id}` })),
    { name: p.name, href: productPath(p.id) },
  ];
  const availability = availabilityText(p);
  const detail = detailFromSeo(p);
  const images = productImages(p);
  return (
    <>
      <JsonLdScript data={[productJsonLd(p, origin), breadcrumbJsonLd(crumbs.map((c) => ({ name: c.name, path: c.href })), origin)]} />
      <Breadcrumbs items={crumbs} />
      <article aria-labelledby="product-title">
        <div className="grid gap-8 md:grid-cols-2">
          <ProductGallery
            images={images}
            name={p.name}
            pictures={(images.length ? images : [null]).map((src, i) => (
              <CatalogImage key={src ?? 'none'} src={src} alt={imageAlt(p.name, i)} sizes="(min-width: 768px) 560px, 100vw" priority={i === 0} />
            ))}
            thumbs={images.map((src) => (
              <CatalogImage key={src} src={src} alt="" sizes="(min-width: 768px) 110px, 20vw" />
            ))}
          />
          <div className="flex flex-col gap-4">
            <div className="flex items-start justify-between gap-3">
              <h1 id="product-title" className="text-2xl font-bold leading-10">
                {p.name}
              </h1>
              <ProductFavorite product={summaryOf(detail)} />
            </div>
            <div className="flex flex-wrap items-center gap-3 text-sm">
              <a href="#comments" className="tap rounded hover:underline">
                <Stars value={p.rating.avg} count={p.rating.count} />
                {p.rating.count === 0 && <span className="ms-1 text-xs text-ink/60">بدون نظر</span>}
              </a>
              <span className="text-ink/40" aria-hidden="true">
                |
              </span>
              <Link href={`/category/${p.category.id}`} className="tap text-ink/70 hover:text-primary">
                {p.category.name}
              </Link>
            </div>
            <Price price={p.price} finalPrice={p.final_price} discount={p.discount} size="lg" />
            <p className={`text-sm font-medium ${availability.inStock ? 'text-emerald-700' : 'text-red-700'}`}>
              <span className="sr-only">وضعیت: </span>
              {availability.text}
            </p>
            <div className="min-h-12">
              {p.reservable ? (
                // Booked for a date and turn below, never added to the cart as goods.
                <a href={`#${BOOKING_ID}`} className="inline-block rounded-xl bg-primary px-5 py-3 font-bold text-on-primary hover:opacity-90">
                  انتخاب تاریخ و نوبت
                </a>
              ) : (
                <ProductPurchase key={detail.id} product={detail} />
              )}
            </div>
            {p.properties.length > 0 && (
              <section aria-labelledby="product-properties">
                <h2 id="product-properties" className="mb-2 text-base font-bold">
                  مشخصات
                </h2>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-2xl bg-surface p-4 text-sm ring-1 ring-black/5">
                  {p.properties.map((prop) => (
                    <div key={prop.name} className="contents">
                      <dt className="text-ink/60">{prop.name}</dt>
                      <dd>{prop.value}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            )}
            <p className="text-xs text-ink/70">
              کد محصول: <code dir="ltr">{p.sku}</code>
            </p>
          </div>
        </div>

        {p.reservable && <BookingSection productId={p.id} />}

        {p.description && (
          <section aria-labelledby="product-description" className="mt-10">
            <h2 id="product-description" className="mb-3 text-xl font-bold">
              توضیحات
            </h2>
            <p className="max-w-3xl whitespace-pre-line leading-8 text-ink/90">{p.description}</p>
          </section>
        )}

        <CommentsSection product={p} />
      </article>
    </>
  );
}
