'use client';

import Link from '@/components/ui/Link';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { toPersianDigits } from '@/common/digits';
import { notify } from '@/stores/notifications';
import { ClientState, NeedsJs } from '@/components/layout/ClientState';
import { catalogClient as catalog } from '@/lib/api/browser';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoginPrompt } from '@/components/ui/LoginPrompt';
import { useFavorites, useFavoritesCustomer } from '@/hooks/queries/favorites';
import { ProductGrid } from './ProductGrid';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { RefreshFailed } from '@/components/ui/RefreshFailed';
import { useFocusAfterRemoval } from '@/components/ui/use-focus-after-removal';
import { ConfirmButton } from '@/components/ui/ConfirmButton';

function List() {
  const customerId = useFavoritesCustomer();
  const favorites = useFavorites(customerId);
  // A heart pressed here removes its card (and the focused heart with it).
  const focusTarget = useFocusAfterRemoval<HTMLDivElement>(favorites.data?.length ?? 0);
  const client = useQueryClient();
  const clear = useMutation({
    mutationFn: () => catalog.deleteFavorites(customerId!),
    onSuccess: async (res) => {
      // A read already on its way (a focus refetch, a heart pressed just before) would write the
      // old list back over the emptied one.
      await client.cancelQueries({ queryKey: queryKeys.favorites(customerId!) });
      client.setQueryData(queryKeys.favorites(customerId!), []);
      // Product pages this tab has read keep their own per-customer view: their hearts empty too.
      client.setQueriesData<{ is_favorite?: boolean }>({ queryKey: queryKeys.productsPrefix }, (d) => (d ? { ...d, is_favorite: false } : d));
      notify({ message: res.msg || 'علاقه‌مندی‌ها پاک شد', variant: 'success', code: res.code });
    },
  });

  if (customerId === null) return <LoginPrompt title="برای دیدن علاقه‌مندی‌ها وارد شوید" path="/profile/favorites" />;
  if (favorites.isPending) {
    return (
      <p role="status" className="text-sm text-ink/60">
        در حال بارگذاری علاقه‌مندی‌ها…
      </p>
    );
  }
  const list = favorites.data;
  // Only with nothing to show: a failed refresh keeps the list on screen, with its own retry.
  if (list === undefined) return <RetryAlert message="بارگذاری علاقه‌مندی‌ها ممکن نشد." onRetry={() => void favorites.refetch()} />;
  const refreshFailed = favorites.isRefetchError && (
    <RefreshFailed message="تازه‌سازی علاقه‌مندی‌ها ممکن نشد." busy={favorites.isFetching} onRetry={() => void favorites.refetch()} />
  );
  if (!list.length) {
    return (
      <div ref={focusTarget} tabIndex={-1} className="focus:outline-none">
        {refreshFailed}
        <EmptyState title="هنوز محصولی را نپسندیده‌اید">
          با زدن قلب روی هر محصول، آن را این‌جا نگه دارید.{' '}
          <Link href="/" className="tap text-primary underline">
            دیدن محصولات
          </Link>
        </EmptyState>
      </div>
    );
  }
  return (
    <>
      {refreshFailed}
      <div className="mb-4 flex items-center justify-between gap-3">
        <div ref={focusTarget} tabIndex={-1} className="text-sm text-ink/70 focus:outline-none">
          {toPersianDigits(list.length)} محصول
        </div>
        <ConfirmButton
          title="پاک کردن علاقه‌مندی‌ها"
          question="همه محصولات از فهرست علاقه‌مندی‌ها برداشته می‌شوند. ادامه می‌دهید؟"
          confirm="بله، پاک شود"
          onConfirm={() => clear.mutate()}
          busy={clear.isPending}
          className="tap rounded-xl px-3 py-2 text-sm text-red-700 hover:bg-red-50"
        >
          پاک کردن همه
        </ConfirmButton>
      </div>
      <ProductGrid products={list} />
    </>
  );
}

/** The customer's favourites; guests are sent to log in (favourites need a customer, spec section 6). */
export function FavoritesList() {
  return (
    <ClientState skeletonClassName="h-40 w-full rounded-2xl" withoutJs={<NeedsJs what="این بخش" />}>
      <List />
    </ClientState>
  );
}
