'use client';

import { Suspense, useEffect } from 'react';
import Link from '@/components/ui/Link';
import { usePathname, useSearchParams } from 'next/navigation';
import type { ProductSummary } from '@/lib/api/product-types';
import { loginHref } from '@/lib/login-href';
import { rememberFavoriteIntent, takeFavoriteIntent } from '@/lib/product/favorite-intent';
import { useRestored } from '@/stores/hydration';
import { useFavoriteChanging, useFavorites, useFavoritesCustomer, useToggleFavorite } from '@/hooks/queries/favorites';
import { FAVORITE_BOX as BOX, FavoritePlaceholder, Heart } from './heart';
import { BusyButton } from '@/components/ui/BusyButton';

/** A guest's heart: a login link that comes back to this page as it is (search, filters, page). */
function GuestHeart({ name, productId }: { name: string; productId: number }) {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  return (
    <Link
      href={loginHref(query ? `${pathname}?${query}` : pathname)}
      onClick={() => rememberFavoriteIntent(productId)}
      className={`${BOX} tap`}
      aria-label={`برای افزودن «${name}» به علاقه‌مندی‌ها وارد شوید`}
      title="افزودن به علاقه‌مندی‌ها"
    >
      <Heart filled={false} />
    </Link>
  );
}

/**
 * The favourite heart on cards and the product page. Always the same 40×40 box, so nothing
 * moves when the client state arrives: a customer toggles it, a guest gets a login link.
 */
export function FavoriteButton({ product, personal }: { product: ProductSummary; personal?: { isFavorite: boolean | undefined; pending: boolean } }) {
  const restored = useRestored();
  const customerId = useFavoritesCustomer();
  // The product page knows from its own per-customer read; cards share the favourites list.
  const favorites = useFavorites(restored && !personal ? customerId : null);
  const toggle = useToggleFavorite(customerId, product.id);
  // Another heart of the same product (home can show it in two rows) is changing it.
  const changing = useFavoriteChanging(product.id);
  const add = toggle.mutate;
  // Back from the login this product's guest heart led to: the heart's press is done now.
  useEffect(() => {
    if (customerId !== null && takeFavoriteIntent(product.id)) add({ product, on: true });
  }, [customerId, product, add]);

  if (!restored) return <FavoritePlaceholder />;
  if (customerId === null) {
    // Only ever drawn in the browser (after the restore), so reading the query costs no server render.
    return (
      <Suspense fallback={<FavoritePlaceholder />}>
        <GuestHeart name={product.name} productId={product.id} />
      </Suspense>
    );
  }
  const isFavorite = toggle.isPending
    ? toggle.variables.on
    : personal
      ? !!personal.isFavorite
      : !!favorites.data?.some((p) => p.id === product.id);
  const busy = (personal ? personal.pending : favorites.isPending) || changing;
  return (
    <BusyButton
      busy={busy}
      className={`${BOX} tap`}
      aria-pressed={isFavorite}
      aria-label={`افزودن «${product.name}» به علاقه‌مندی‌ها`}
      title={isFavorite ? 'حذف از علاقه‌مندی‌ها' : 'افزودن به علاقه‌مندی‌ها'}
      onClick={() => toggle.mutate({ product, on: !isFavorite })}
    >
      <Heart filled={isFavorite} />
    </BusyButton>
  );
}
