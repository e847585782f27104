'use client';

import dynamic from 'next/dynamic';
import { ClientStatePlaceholder } from './ClientState';
import { CartLink } from '@/components/cart/CartLink';
import { LoginLink } from '@/components/account/LoginLink';
import { FavoritePlaceholder } from '@/components/catalog/heart';
import { StoriesLoading } from '@/components/stories/StoriesLoading';
import { withQuery } from './query-island';

/**
 * Client islands that show personal state (cart count, account, favourite, comment form) or read
 * the server after load (the cards' cart bridge, home's stories). Their first render waits for
 * the restored client state anyway, so the server sends the same placeholder they show while
 * restoring, and their code (cart, favourites and comment clients, React Query hooks) loads
 * after the page has hydrated instead of being part of every page's first-load JavaScript.
 * Placeholders keep each island's size: nothing moves.
 */
// The same sizes and no-JavaScript links as the islands' own ClientState placeholders.
export const CartBadge = dynamic(withQuery(() => import('@/components/cart/CartBadge').then((m) => m.CartBadge)), {
  ssr: false,
  loading: () => <ClientStatePlaceholder skeletonClassName="h-10 w-10 rounded-full sm:w-28" withoutJs={<CartLink count={0} />} />,
});

export const AccountEntry = dynamic(() => import('@/components/account/AccountEntry').then((m) => m.AccountEntry), {
  ssr: false,
  loading: () => <ClientStatePlaceholder skeletonClassName="h-10 w-16 rounded-full" withoutJs={<LoginLink href="/login" />} />,
});

export const FavoriteButton = dynamic(withQuery(() => import('@/components/catalog/FavoriteButton').then((m) => m.FavoriteButton)), {
  ssr: false,
  loading: () => <FavoritePlaceholder />,
});

export const ProductFavorite = dynamic(withQuery(() => import('@/components/product/ProductFavorite').then((m) => m.ProductFavorite)), {
  ssr: false,
  loading: () => <FavoritePlaceholder />,
});

// The cart for the cards' add buttons (lib/cart/card-cart.ts) and home's stories: the cart and
// stories queries, and React Query with them, load after hydration, not in first-load JS.
export const CardCartBridge = dynamic(withQuery(() => import('@/components/cart/CardCartBridge').then((m) => m.CardCartBridge)), { ssr: false });

export const StoriesStrip = dynamic(withQuery(() => import('@/components/stories/StoriesStrip').then((m) => m.StoriesStrip)), {
  ssr: false,
  loading: () => <StoriesLoading />,
});

export const CommentComposer = dynamic(withQuery(() => import('@/components/product/CommentComposer').then((m) => m.CommentComposer)), {
  ssr: false,
  loading: () => <div className="min-h-14" aria-hidden="true" />,
});

// The service worker (registered after load), the install and notification buttons: never in first-load JS.
export const AppUpdates = dynamic(() => import('@/components/pwa/AppUpdates'), { ssr: false });
export const InstallButton = dynamic(() => import('@/components/pwa/InstallButton'), { ssr: false });
export const PushToggle = dynamic(withQuery(() => import('@/components/pwa/PushToggle').then((m) => m.default)), { ssr: false });
