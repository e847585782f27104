'use client';

import { useEffect, useRef, type RefObject } from 'react';
import type { ProductSummary } from '@/lib/api/product-types';
import { NEAR_SCREEN, useNearScreen } from '@/hooks/use-near-screen';

export interface StandInsProps {
  products: ProductSummary[];
  itemClassName?: string;
}

/**
 * Calls `onNear` when the element comes within NEAR_SCREEN of the screen again, not for where it
 * is now: a retry after a failed download must wait for the shopper, or it would repeat at once.
 */
function useNearAgain(ref: RefObject<Element | null>, onNear: () => void, active: boolean) {
  useEffect(() => {
    const el = ref.current;
    if (!active || !el) return;
    let away = false;
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries.some((e) => e.isIntersecting);
        if (near && away) onNear();
        away = !near;
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, onNear, active]);
}

const NOTHING = () => {};

/**
 * A card-sized stand-in for each later card, so nothing moves when the cards are drawn. With
 * `onNeed` (keep it stable: useCallback) it is called when the first stand-in comes within
 * NEAR_SCREEN of the screen (a row clips it sideways, so a row already on screen calls it once
 * it is scrolled) or when keyboard focus enters the list. `retry` (after a failed download):
 * only when the list comes near again, focus enters it, or the browser is back online.
 */
export function CardStandIns({ products, itemClassName, onNeed, retry = false }: StandInsProps & { onNeed?: () => void; retry?: boolean }) {
  const first = useRef<HTMLLIElement>(null);
  const need = onNeed ?? NOTHING;
  // New products (a search refined in place) bring new stand-ins to watch.
  useNearScreen(first, need, Boolean(onNeed) && !retry, products);
  useNearAgain(first, need, Boolean(onNeed) && retry);
  useEffect(() => {
    const list = first.current?.parentElement;
    if (!onNeed || !list) return;
    list.addEventListener('focusin', onNeed);
    if (retry) window.addEventListener('online', onNeed);
    return () => {
      list.removeEventListener('focusin', onNeed);
      window.removeEventListener('online', onNeed);
    };
  }, [onNeed, retry, products]);

  return products.map((p, i) => (
    <li key={p.id} ref={i === 0 ? first : undefined} aria-hidden="true" className={`${itemClassName ?? ''} noscript:hidden`}>
      {/* A card's size: its square picture (the padding) above its text and button. Still,
          not pulsing: dozens of animated stand-ins would cost a phone a frame each time. */}
      <div className="box-content h-44 rounded-2xl bg-black/5 pb-[100%]" />
    </li>
  ));
}
