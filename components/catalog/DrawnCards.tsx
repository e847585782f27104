'use client';

import type { ProductSummary } from '@/lib/api/product-types';
import { ProductCard } from './ProductCard';

/** Later cards once they are needed (LaterCards loads this, and the card code with it, then). */
export default function DrawnCards({ products, itemClassName }: { products: ProductSummary[]; itemClassName?: string }) {
  return products.map((p) => (
    <li key={p.id} className={itemClassName}>
      <ProductCard product={p} />
    </li>
  ));
}
