'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ProductSummary } from '@/lib/api/product-types';
import { loginHref } from '@/lib/login-href';
import { useRestored } from '@/stores/hydration';
import { useFavorites, useFavoritesCustomer, useToggleFavorite } from '@/lib/queries/favorites';

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
      <path d="M12 21s-7.5-4.6-9.6-9.3C1 8.4 3 4.5 6.9 4.5c2.1 0 3.5 1.1 4.1 2.3h2c.6-1.2 2-2.3 4.1-2.3 3.9 0 5.9 3.9 4.5 7.2C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}

const BOX = 'inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full border border-black/10 bg-surface/90 text-rose-600 transition hover:bg-rose-50';

/**
 * The favourite heart on cards and the product page. Always the same 40×40 box, so nothing
 * moves when the client state arrives: a customer toggles it, a guest gets a login link.
 */
export function FavoriteButton({ product, personal }: { product: ProductSummary; personal?: { isFavorite: boolean | undefined; pending: boolean } }) {
  const restored = useRestored();
  const customerId = useFavoritesCustomer();
  const pathname = usePathname();
  // The product page knows from its own per-customer read; cards share the favourites list.
  const favorites = useFavorites(restored && !personal ? customerId : null);
  const toggle = useToggleFavorite(customerId);

  if (!restored) {
    return (
      <span className={`${BOX} opacity-40`} aria-hidden="true">
        <Heart filled={false} />
      </span>
    );
  }
  if (customerId === null) {
    return (
      <Link
        href={loginHref(pathname)}
        className={BOX}
        aria-label={`برای افزودن «${product.name}» به علاقه‌مندی‌ها وارد شوید`}
        title="افزودن به علاقه‌مندی‌ها"
      >
        <Heart filled={false} />
      </Link>
    );
  }
  const isFavorite = toggle.isPending
    ? toggle.variables.on
    : personal
      ? !!personal.isFavorite
      : !!favorites.data?.some((p) => p.id === product.id);
  const busy = (personal ? personal.pending : favorites.isPending) || toggle.isPending;
  return (
    <button
      type="button"
      className={`${BOX} disabled:cursor-wait`}
      aria-pressed={isFavorite}
      aria-label={`افزودن «${product.name}» به علاقه‌مندی‌ها`}
      title={isFavorite ? 'حذف از علاقه‌مندی‌ها' : 'افزودن به علاقه‌مندی‌ها'}
      disabled={busy}
      onClick={() => toggle.mutate({ product, on: !isFavorite })}
    >
      <Heart filled={isFavorite} />
    </button>
  );
}
