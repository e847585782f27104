'use client';

import { lazy, startTransition, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { ProductSummary } from '@/lib/api/product-types';
import { useNearScreen } from '@/lib/use-near-screen';

// The card code (pictures, price, stars) is not in a first visit's JavaScript: it loads when
// the first stand-in is close, or once the page is idle.
const loadCards = () => import('./DrawnCards');
const DrawnCards = lazy(loadCards);

/**
 * The later cards of a grid or row. Until they are needed, a card-sized stand-in holds each
 * one's place, so nothing moves when they are drawn: that is when the first stand-in comes
 * within NEAR_SCREEN of the screen (a row clips it sideways, so a row already on screen draws them
 * once it is scrolled) or when keyboard focus enters the list.
 */
export function LaterCards({ products, itemClassName }: { products: ProductSummary[]; itemClassName?: string }) {
  const [drawn, setDrawn] = useState(false);
  const first = useRef<HTMLLIElement>(null);

  // A transition: React draws the cards in slices and yields between them, so drawing them
  // never holds up a tap or a scroll.
  const draw = useCallback(() => startTransition(() => setDrawn(true)), []);
  // New products (a search refined in place) bring new stand-ins to watch.
  useNearScreen(first, draw, !drawn, products);
  useEffect(() => {
    const list = first.current?.parentElement;
    if (drawn || !list) return;
    list.addEventListener('focusin', draw);
    return () => list.removeEventListener('focusin', draw);
  }, [drawn, draw, products]);

  useEffect(() => {
    const idle = window.requestIdleCallback?.(() => void loadCards()) ?? window.setTimeout(() => void loadCards(), 2000);
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(idle);
  }, []);

  const standIns = products.map((p, i) => (
    <li key={p.id} ref={i === 0 ? first : undefined} aria-hidden="true" className={`${itemClassName ?? ''} noscript:hidden`}>
      {/* A card's size: its square picture (the padding) above its text and button. Still,
          not pulsing: dozens of animated stand-ins would cost a phone a frame each time. */}
      <div className="box-content h-44 rounded-2xl bg-black/5 pb-[100%]" />
    </li>
  ));
  if (!drawn) return standIns;
  return (
    <Suspense fallback={standIns}>
      <DrawnCards products={products} itemClassName={itemClassName} />
    </Suspense>
  );
}
