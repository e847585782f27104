'use client';

import { createElement, useEffect, useRef, type ComponentType } from 'react';

let layers = 0;

/**
 * The phone's Back closes a layer over the page (story viewer, picture viewer, a dialog) instead
 * of leaving the page under it, as native apps do. Opening adds a history entry for the same address; Back
 * takes it away and closes the layer. Closed another way (×, Escape), the layer takes its entry
 * away itself, so the next Back leaves the page as usual. A link inside the layer should call
 * `leave()` and navigate with `replace`: the new page then takes the layer's entry.
 */
export function useCloseOnBack(onClose: () => void): { leave: () => void } {
  const close = useRef(onClose);
  const leaving = useRef(false);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const marker = ++layers;
    // Next's own state stays in the entry: going back to the page is Next's usual restore.
    window.history.pushState({ ...window.history.state, layer: marker }, '');
    let popped = false;
    const onPop = () => {
      popped = true;
      close.current();
    };
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('popstate', onPop);
      if (popped || leaving.current) return;
      // A moment later, and only if the layer's entry is still the current one: React's
      // development double mount has pushed the next layer's entry by then.
      setTimeout(() => {
        if (window.history.state?.layer === marker) window.history.back();
      });
    };
  }, []);
  return {
    leave: () => {
      leaving.current = true;
    },
  };
}

/**
 * A dialog that Back closes, from its first frame: wrap the outside of a dialog that shows a
 * loading view first, so the loading and the loaded dialog share one history entry.
 */
export function closesOnBack<P extends { onClose: () => void }>(Dialog: ComponentType<P>): ComponentType<P> {
  function ClosesOnBack(props: P) {
    useCloseOnBack(props.onClose);
    return createElement(Dialog, props);
  }
  return ClosesOnBack;
}
