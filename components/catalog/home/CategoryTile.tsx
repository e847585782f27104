import Link from '@/components/ui/Link';
import type { CategoryView } from '@/lib/api/catalog';
import { toPersianDigits } from '@/common/digits';
import { CatalogImage } from '../CatalogImage';

export function CategoryTile({ category }: { category: Pick<CategoryView, 'id' | 'name' | 'image' | 'products_count'> }) {
  return (
    <Link href={`/category/${category.id}`} className="group flex flex-col items-center gap-2 rounded-2xl bg-surface p-3 text-center shadow-sm ring-1 ring-black/5 hover:ring-primary">
      <span className="relative block aspect-square w-full overflow-hidden rounded-xl bg-black/5">
        <CatalogImage src={category.image} alt="" sizes="(min-width: 1024px) 160px, 30vw" />
      </span>
      <span className="text-sm font-medium group-hover:text-primary">{category.name}</span>
      {category.products_count > 0 && <span className="text-xs text-ink/60">{toPersianDigits(category.products_count)} محصول</span>}
    </Link>
  );
}
