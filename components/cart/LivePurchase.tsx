'use client';

import type { ProductDetail } from '@/lib/api/product-types';
import { useCart } from '@/hooks/queries/cart';
import { useCustomerProduct } from '@/hooks/queries/product';
import { PurchaseArea, type PurchaseChoice } from './PurchaseArea';

/** The buying area with the real cart, and a logged-in customer's own price once it arrives. */
export function LivePurchase({ product, choice }: { product: ProductDetail; choice: PurchaseChoice }) {
  const cart = useCart();
  // Spec: product detail with ?customer gives the customer's own price, which replaces the shared one.
  const personal = useCustomerProduct(product.id).data;
  const priced = personal && !product.is_pack ? { ...product, price: personal.price, final_price: personal.final_price, discount: personal.discount } : product;
  return <PurchaseArea product={priced} cart={cart} choice={choice} />;
}
