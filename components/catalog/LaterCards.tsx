'use client';

import { startTransition, useCallback, useEffect, useState } from 'react';
import { onDemand } from '@/components/layout/on-demand';
import { CardStandIns, type StandInsProps } from './CardStandIns';

// The card code (pictures, price, stars) is not in a first visit's JavaScript: it loads when
// the first stand-in is close, or once the page is idle.
const loadCards = () => import('./DrawnCards').then((m) => m.default);

// A failed download (a flaky network, a chunk gone after a deploy) keeps the stand-ins and the
// page, and downloads again when the shopper next comes to the list or the browser is online.
const DrawnCards = onDemand(loadCards, {
  loading: (props) => <CardStandIns {...props} />,
  failed: (retry, props) => <CardStandIns {...props} onNeed={retry} retry />,
});

/**
 * The later cards of a grid or row: stand-ins until they are needed (CardStandIns says when),
 * then the cards.
 */
export function LaterCards(props: StandInsProps) {
  const [drawn, setDrawn] = useState(false);
  // A transition: React draws the cards in slices and yields between them, so drawing them
  // never holds up a tap or a scroll.
  const draw = useCallback(() => startTransition(() => setDrawn(true)), []);

  useEffect(() => {
    // Fetched ahead only: a failure here is DrawnCards' to show and retry when drawn.
    const fetchAhead = () => void loadCards().catch(() => {});
    const idle = window.requestIdleCallback?.(fetchAhead) ?? window.setTimeout(fetchAhead, 2000);
    return () => (window.cancelIdleCallback ?? window.clearTimeout)(idle);
  }, []);

  if (!drawn) return <CardStandIns {...props} onNeed={draw} />;
  return <DrawnCards {...props} />;
}
