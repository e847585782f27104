'use client';

import { useEffect, type RefObject } from 'react';

/** How far below the screen a deferred part starts loading, so a scrolling shopper seldom meets a stand-in. */
export const NEAR_SCREEN = '300px 0px';

/**
 * Calls `onNear` (keep it stable: useCallback) when the element comes within NEAR_SCREEN of the
 * screen, for parts of a page whose code a first visit does not need until then. `active` false
 * stops watching (the part is drawn); a change of `watchAgain` watches the element afresh.
 */
export function useNearScreen(ref: RefObject<Element | null>, onNear: () => void, active: boolean, watchAgain?: unknown) {
  useEffect(() => {
    const el = ref.current;
    if (!active || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onNear();
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, onNear, active, watchAgain]);
}
