'use client';

import { startTransition, useCallback, useEffect, useState, type ComponentType } from 'react';
import type { ProductDetail } from '@/lib/api/product-types';
import { MESSAGES } from '@/lib/errors';
import { notify } from '@/stores/notifications';
import { withQuery } from '@/components/layout/query-island';
import { useFocusCarriedOver } from '@/hooks/use-focus-carried-over';
import { PurchaseArea, type PurchaseCart, type PurchaseChoice } from './PurchaseArea';

type Live = ComponentType<{ product: ProductDetail; choice: PurchaseChoice }>;

const loadLive = withQuery(() => import('./LivePurchase').then((m) => m.LivePurchase));

// Before the cart code arrives: the same area, its add button disabled as while the stored cart
// is being restored, so the page does not move when the real one takes over.
const WAITING_CART: PurchaseCart = { lines: [], restored: false, add: async () => false, addPack: async () => 0 };

/** After the cart code failed to download: the add button is live, and a press downloads it again. */
function retryingCart(retry: () => void): PurchaseCart {
  return {
    lines: [],
    restored: true,
    add: async () => {
      retry();
      return false;
    },
    addPack: async () => {
      retry();
      return 0;
    },
  };
}

/**
 * The product page's buying area. The page's HTML and first render draw it with no cart; the
 * cart code (React Query, the server cart) loads right after hydration and takes over, so none
 * of it is in the product page's first-load JavaScript. Toppings and count chosen meanwhile stay.
 */
export function ProductPurchase({ product }: { product: ProductDetail }) {
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [wanted, setWanted] = useState(1);
  const [LiveArea, setLiveArea] = useState<Live | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  // A keyboard customer on «+» when the live area takes over stays on it.
  const keepFocus = useFocusCarriedOver<HTMLDivElement>(LiveArea);
  useEffect(() => {
    let mounted = true;
    // Started in a task of its own (like StoreGate's restore), not in the one that runs every
    // island's first effects; drawn in a transition, so React draws the live area in slices.
    const timer = setTimeout(() =>
      loadLive()
        .then((Area) => mounted && startTransition(() => setLiveArea(() => Area)))
        .catch(() => {
          notify({ message: MESSAGES.network, variant: 'error', code: 'network' });
          if (mounted) setFailed(true);
        }),
    );
    return () => {
      mounted = false;
      clearTimeout(timer);
    };
  }, [attempt]);

  // A failed download is tried again when the browser is back online, or at the next press.
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);
  useEffect(() => {
    if (!failed) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed, retry]);

  const toggle = (toppingId: number) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(toppingId)) next.delete(toppingId);
      else next.add(toppingId);
      return next;
    });
  const choice: PurchaseChoice = { selected, toggle, wanted, setWanted };
  return (
    <div {...keepFocus}>
      {LiveArea ? (
        <LiveArea product={product} choice={choice} />
      ) : failed ? (
        <>
          <p className="mb-3 text-sm text-amber-800">بخش خرید بارگذاری نشد؛ با زدن دکمهٔ افزودن دوباره تلاش می‌شود.</p>
          <PurchaseArea product={product} cart={retryingCart(retry)} choice={choice} />
        </>
      ) : (
        <PurchaseArea product={product} cart={WAITING_CART} choice={choice} />
      )}
    </div>
  );
}
