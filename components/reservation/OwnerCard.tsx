import Link from '@/components/ui/Link';
import type { Owner } from '@/lib/api/reservations';
import { toPersianDigits } from '@/common/digits';
import { CatalogImage } from '@/components/catalog/CatalogImage';

/** An owner in the list: picture, name, what they are, how many services they book. */
export function OwnerCard({ owner }: { owner: Owner }) {
  return (
    <Link href={`/owners/${owner.id}`} className="flex gap-4 rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-black/5 hover:ring-primary">
      <div className="relative h-20 w-20 shrink-0 overflow-hidden rounded-xl bg-black/5">
        <CatalogImage src={owner.image} alt="" sizes="80px" />
      </div>
      <div className="space-y-1">
        <h2 className="font-bold">{owner.name}</h2>
        <p className="text-sm text-ink/70">{owner.title}</p>
        <p className="text-xs text-ink/60">{toPersianDigits(owner.products_count)} خدمت قابل رزرو</p>
      </div>
    </Link>
  );
}
