'use client';

import type { ProductSummary } from '@/lib/api/product-types';
import { useCustomerProduct } from '@/hooks/queries/product';
import { FavoriteButton } from '@/components/catalog/FavoriteButton';

/** The product page's heart: its state comes from the customer's own read of this product. */
export function ProductFavorite({ product }: { product: ProductSummary }) {
  const personal = useCustomerProduct(product.id);
  return <FavoriteButton product={product} personal={{ isFavorite: personal.data?.is_favorite, pending: personal.isPending }} />;
}
