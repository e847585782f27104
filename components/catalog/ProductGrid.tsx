import type { ProductSummary } from '@/lib/api/product-types';
import { ProductCard } from './ProductCard';
import { LaterCards } from './LaterCards';

/** Cards a phone's first screen can show: the rest of a catalogue page is drawn on the way down. */
export const FIRST_SCREEN_CARDS = 6;

/**
 * A responsive grid of cards (two columns on a phone). With `eager`, only that many cards are in
 * the page's HTML and the rest are drawn as the visitor scrolls towards them (LaterCards).
 */
export function ProductGrid({
  products,
  priorityCount = 0,
  eager = products.length,
}: {
  products: ProductSummary[];
  priorityCount?: number;
  eager?: number;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {products.slice(0, eager).map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} priority={i < priorityCount} />
        </li>
      ))}
      {products.length > eager && <LaterCards products={products.slice(eager)} />}
    </ul>
  );
}
