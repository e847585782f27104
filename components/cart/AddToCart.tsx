'use client';

import type { ProductSummary } from '@/lib/api/product-types';

/** Compact add-to-cart for product cards. (Initial version; the cart work replaces it.) */
export function AddToCart({ product }: { product: ProductSummary }) {
  const soldOut = product.limit === 0;
  return (
    <button type="button" disabled className="rounded-lg bg-primary px-3 py-2 text-sm text-on-primary disabled:opacity-60">
      {soldOut ? 'ناموجود' : 'افزودن به سبد خرید'}
    </button>
  );
}
