import { useLayoutEffect, useRef, type FocusEvent } from 'react';

const CONTROLS = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

function controlsIn(box: HTMLElement | null): HTMLElement[] {
  return box ? Array.from(box.querySelectorAll<HTMLElement>(CONTROLS)) : [];
}

/**
 * Keeps the keyboard's place when what a box holds is replaced by another tree of the same
 * controls (a stand-in swapped for the island whose code just arrived): React draws the new tree
 * afresh, and the focused control would go with the old one, leaving focus on the page's start
 * and a press of Enter lost. When `drawn` changes, the control at the same place gets focus back.
 * Spread the returned props on the box.
 */
export function useFocusCarriedOver<T extends HTMLElement>(drawn: unknown) {
  const box = useRef<T>(null);
  const place = useRef(-1);

  // A layout effect: it runs in the commit that swapped the trees, before any further key press.
  useLayoutEffect(() => {
    const at = place.current;
    const active = document.activeElement;
    // Only when focus was lost with the old tree, not when the customer moved it elsewhere.
    if (at < 0 || (active && active !== document.body)) return;
    controlsIn(box.current)[at]?.focus();
  }, [drawn]);

  return {
    ref: box,
    onFocus: (e: FocusEvent<T>) => {
      place.current = controlsIn(box.current).indexOf(e.target);
    },
    onBlur: (e: FocusEvent<T>) => {
      const left = e.target;
      if (box.current?.contains(e.relatedTarget)) return;
      // Still on the page a moment later: the customer left it. Gone: it went with its tree.
      setTimeout(() => {
        if (left.isConnected) place.current = -1;
      });
    },
  };
}
