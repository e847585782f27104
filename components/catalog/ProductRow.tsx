import type { ProductSummary } from '@/lib/api/product-types';
import { ProductCard } from './ProductCard';
import { LaterCards } from './LaterCards';

const ITEM = 'w-40 shrink-0 snap-start sm:w-52';

/**
 * A horizontally scrolling row of cards (home blocks). Only the first `eager` cards are in the
 * page's HTML; the rest arrive as data and are drawn when the row comes near the screen (or is
 * scrolled or tabbed into), so a first visit parses and hydrates a few cards instead of every
 * card on the page.
 */
export function ProductRow({ products, label, eager }: { products: ProductSummary[]; label: string; eager: number }) {
  return (
    <ul aria-label={label} className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2">
      {products.slice(0, eager).map((p) => (
        <li key={p.id} className={ITEM}>
          <ProductCard product={p} />
        </li>
      ))}
      {products.length > eager && <LaterCards products={products.slice(eager)} itemClassName={ITEM} />}
    </ul>
  );
}
