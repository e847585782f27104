import type { OwnerDetails } from '@/lib/api/reservations';
import { ProductGrid } from '@/components/catalog/ProductGrid';
import { digitsOnly, toPersianDigits } from '@/common/digits';

/** A provider's page: who they are, where and when, a phone to dial, and their reservable services. */
export function OwnerProfile({ owner }: { owner: OwnerDetails }) {
  const facts = [
    ['نشانی', owner.address],
    ['ساعات کاری', owner.working_hours],
  ].filter(([, value]) => value);
  // A number is read left to right whatever its script, and a phone dials it from a tel: link.
  const dial = owner.phone ? digitsOnly(owner.phone.replace(/^\s*\+/, '00')) : '';
  return (
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
  );
}
