'use client';

import type { ProductDetail } from '@/lib/api/product-types';
import { AddToCart } from './AddToCart';

/** The product page's buying area: toppings, live total, count, add. (Initial version; the cart work replaces it.) */
export function ProductPurchase({ product }: { product: ProductDetail }) {
  return <AddToCart product={product} />;
}
