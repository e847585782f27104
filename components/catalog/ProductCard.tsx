import Link from '@/components/ui/Link';
import type { ProductSummary } from '@/lib/api/product-types';
import { isSoldOut } from '@/lib/api/product-types';
import { productPath } from '@/lib/seo/urls';
import { CardCartButton } from '@/components/cart/CardCartButton';
import { CatalogImage } from './CatalogImage';
import { FavoriteButton } from '@/components/layout/islands';
import { Price } from './Price';
import { Stars } from './Stars';

export const CARD_IMAGE_SIZES = '(min-width: 1024px) 230px, (min-width: 640px) 30vw, 46vw';

/** A product in a grid or a row: picture, name, price, rating, heart and add-to-cart. */
export function ProductCard({ product, priority = false }: { product: ProductSummary; priority?: boolean }) {
  const soldOut = isSoldOut(product);
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl bg-surface shadow-sm ring-1 ring-black/5">
      <Link href={productPath(product.id)} className="group flex flex-1 flex-col">
        <div className="relative aspect-square w-full overflow-hidden bg-black/5">
          {/* The name is the card's heading, in the same link: alt="" so it is not read twice. */}
          <CatalogImage src={product.image} alt="" sizes={CARD_IMAGE_SIZES} priority={priority} className="transition group-hover:scale-105" />
          {soldOut && (
            <span className="absolute bottom-2 start-2 rounded-full bg-ink/80 px-2 py-0.5 text-xs text-white">ناموجود</span>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-2 p-3">
          <h3 className="line-clamp-2 min-h-10 text-sm font-medium leading-5 group-hover:text-primary">{product.name}</h3>
          {product.rating && product.rating.count > 0 ? <Stars value={product.rating.avg} count={product.rating.count} /> : <span className="h-4" />}
          <div className="mt-auto">
            <Price price={product.price} finalPrice={product.final_price} discount={product.discount} />
          </div>
        </div>
      </Link>
      <div className="absolute end-2 top-2">
        <FavoriteButton product={product} />
      </div>
      <div className="px-3 pb-3">
        <CardCartButton product={product} />
      </div>
    </article>
  );
}
