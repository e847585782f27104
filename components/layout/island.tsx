'use client';

import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A client island whose code loads after the page has hydrated. The server draws `placeholder`
 * and the page hydrates it like any other component; the island's code then loads and replaces
 * it in a transition, which React can split into short tasks.
 *
 * (next/dynamic with `ssr: false` sends each such island as a boundary React must render on the
 * client: on hydration it drew all twelve of home's again, heart buttons and header included, in
 * one task of 70–115 ms, 280–450 ms at Lighthouse's 4× slowdown; bench/README, session 17.)
 *
 * If the code cannot be loaded (offline), the placeholder stays and the load is tried again
 * when the browser is back online.
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>, placeholder: () => ReactNode = () => null): ComponentType<P> {
  function Island(props: P) {
    const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
    useEffect(() => {
      let live = true;
      const attempt = () =>
        load().then(
          (Component) => live && startTransition(() => setLoaded(() => Component)),
          () => live && window.addEventListener('online', attempt, { once: true }),
        );
      // Each island starts its load in a task of its own: inserting the chunks' script tags costs
      // 1–3 ms each, and home's islands all starting in the effects task after hydration made one
      // task of 95–220 ms at Lighthouse's 4× slowdown (bench/README, session 19).
      const start = setTimeout(attempt);
      return () => {
        live = false;
        clearTimeout(start);
        window.removeEventListener('online', attempt);
      };
    }, []);
    return Loaded ? <Loaded {...props} /> : placeholder();
  }
  return Island;
}
