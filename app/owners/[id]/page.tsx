import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getOwner } from '@/lib/api/owners-server';
import { wholeNumber } from '@/lib/route-params';
import { Breadcrumbs } from '@/components/catalog/Breadcrumbs';
import { ProductGrid } from '@/components/catalog/ProductGrid';
import { digitsOnly, toPersianDigits } from '@/lib/digits';
import { NOT_FOUND_METADATA } from '@/lib/seo/not-found-metadata';
import { metaDescription } from '@/lib/seo/description';

/** An owner and their reservable products; public and cached like the catalogue. */
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

interface Props {
  params: Promise<{ id: string }>;
}

/** The owner the URL names, or null. */
async function load(params: Props['params']) {
  const { id } = await params;
  const n = wholeNumber(id);
  return n === null ? null : getOwner(n);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const owner = await load(params);
  if (!owner) return NOT_FOUND_METADATA;
  return {
    title: `${owner.name} · ${owner.title}`,
    description: metaDescription(owner.description || `${owner.name}، ${owner.title}`),
    alternates: { canonical: `/owners/${owner.id}` },
  };
}

export default async function OwnerPage({ params }: Props) {
  const owner = await load(params);
  if (!owner) notFound();
  const facts = [
    ['نشانی', owner.address],
    ['ساعات کاری', owner.working_hours],
  ].filter(([, value]) => value);
  // A number is read left to right whatever its script, and a phone dials it from a tel: link.
  const dial = owner.phone ? digitsOnly(owner.phone.replace(/^\s*\+/, '00')) : '';
  return (
    <>
      <Breadcrumbs
        items={[
          { name: 'خانه', href: '/' },
          { name: 'ارائه‌دهندگان', href: '/owners' },
          { name: owner.name, href: `/owners/${owner.id}` },
        ]}
      />
      <article className="space-y-6">
        <header className="space-y-2">
          <h1 className="text-2xl font-bold">{owner.name}</h1>
          <p className="text-ink/70">{owner.title}</p>
          {owner.description && <p className="max-w-3xl leading-8">{owner.description}</p>}
          <dl className="grid max-w-xl grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {facts.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-ink/60">{label}</dt>
                <dd>{toPersianDigits(value)}</dd>
              </div>
            ))}
            {dial && (
              <div className="contents">
                <dt className="text-ink/60">تلفن</dt>
                <dd>
                  <a href={`tel:${dial}`} dir="ltr" className="tap text-primary hover:underline">
                    {toPersianDigits(owner.phone)}
                  </a>
                </dd>
              </div>
            )}
          </dl>
        </header>
        <section aria-labelledby="owner-products" className="space-y-3">
          <h2 id="owner-products" className="text-xl font-bold">
            خدمات قابل رزرو
          </h2>
          {owner.products.length ? <ProductGrid products={owner.products} /> : <p>خدمتی برای رزرو ثبت نشده است.</p>}
        </section>
      </article>
    </>
  );
}
