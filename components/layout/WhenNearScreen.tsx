'use client';

import { startTransition, useCallback, useRef, useState, type ReactNode } from 'react';
import { useNearScreen } from '@/hooks/use-near-screen';

/**
 * Shows `fallback` until it comes close to the screen, then `children`: for a below-the-fold
 * island (the comment form) whose code a first visit that never scrolls there should not run.
 * The swap is a transition, so React draws the island in slices without holding up a scroll.
 */
export function WhenNearScreen({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [near, setNear] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const show = useCallback(() => startTransition(() => setNear(true)), []);
  useNearScreen(box, show, !near);
  if (near) return children;
  return <div ref={box}>{fallback}</div>;
}
