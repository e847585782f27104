'use client';

import { ClientStatePlaceholder } from './ClientState';
import { CartLink } from '@/components/cart/CartLink';
import { LoginLink } from '@/components/account/LoginLink';
import { FavoritePlaceholder } from '@/components/catalog/heart';
import { StoriesLoading } from '@/components/stories/StoriesLoading';
import { island } from './island';
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
export const CartBadge = island(
  withQuery(() => import('@/components/cart/CartBadge').then((m) => m.CartBadge)),
  () => <ClientStatePlaceholder skeletonClassName="h-10 w-10 rounded-full sm:w-28" withoutJs={<CartLink count={0} />} />,
);

export const AccountEntry = island(
  () => import('@/components/account/AccountEntry').then((m) => m.AccountEntry),
  () => <ClientStatePlaceholder skeletonClassName="h-10 w-16 rounded-full" withoutJs={<LoginLink href="/login" />} />,
);

export const FavoriteButton = island(withQuery(() => import('@/components/catalog/FavoriteButton').then((m) => m.FavoriteButton)), () => <FavoritePlaceholder />);

export const ProductFavorite = island(withQuery(() => import('@/components/product/ProductFavorite').then((m) => m.ProductFavorite)), () => <FavoritePlaceholder />);

// The cart for the cards' add buttons (hooks/card-cart.ts) and home's stories: the cart and
// stories queries, and React Query with them, load after hydration, not in first-load JS.
export const CardCartBridge = island(withQuery(() => import('@/components/cart/CardCartBridge').then((m) => m.CardCartBridge)));

export const StoriesStrip = island(withQuery(() => import('@/components/stories/StoriesStrip').then((m) => m.StoriesStrip)), () => <StoriesLoading />);

export const CommentComposer = island(
  withQuery(() => import('@/components/product/CommentComposer').then((m) => m.CommentComposer)),
  () => <div className="min-h-14" aria-hidden="true" />,
);

// «گزارش» on a comment: drawn only for a logged-in customer once the stored state is restored, so
// nothing is drawn before; its code (the store and the customer's read of the product, which
// names their own comments) loads after hydration.
export const ReportComment = island(withQuery(() => import('@/components/product/ReportComment').then((m) => m.ReportComment)));

// The service worker (registered after load) with its update toast, the offline notice, the install
// and notification buttons: never in first-load JS.
export const AppStatus = island(() => import('@/components/pwa/AppStatus').then((m) => m.default));
export const InstallButton = island(() => import('@/components/pwa/InstallButton').then((m) => m.default));
export const PushToggle = island(withQuery(() => import('@/components/pwa/PushToggle').then((m) => m.default)));
