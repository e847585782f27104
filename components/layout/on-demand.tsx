'use client';

import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';

export interface OnDemandViews<P> {
  /** While the code downloads. */
  loading: (props: P) => ReactNode;
  /** The download failed (offline, a flaky network): `retry` downloads again. */
  failed: (retry: () => void, props: P) => ReactNode;
}

/**
 * A component whose code is downloaded when it first mounts (a dialog, a panel opened by a click).
 * Unlike next/dynamic, whose React.lazy keeps a failed download and throws it on every render
 * (the page's error boundary took the whole page, and no retry could bring it back), a failure
 * here shows `failed` in the component's place, and its retry really downloads again.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>, views: OnDemandViews<P>): ComponentType<P> {
  // Once downloaded, every later mount draws it at once.
  let loaded: ComponentType<P> | null = null;
  function OnDemand(props: P) {
    const [state, setState] = useState<{ Component: ComponentType<P> | null; failed: boolean }>({ Component: loaded, failed: false });
    const [attempt, setAttempt] = useState(0);
    const drawn = state.Component !== null;
    useEffect(() => {
      // Not `loaded`: another instance may have set it after this one's first render, and this
      // one must still take it (the download is shared, so asking again costs nothing).
      if (drawn) return;
      let live = true;
      load().then(
        (Component) => {
          loaded = Component;
          // A transition, as React.lazy's was: drawing many cards is split into short tasks.
          if (live) startTransition(() => setState({ Component, failed: false }));
        },
        () => live && setState({ Component: null, failed: true }),
      );
      return () => {
        live = false;
      };
    }, [attempt, drawn]);
    const { Component, failed } = state;
    if (Component) return <Component {...props} />;
    if (!failed) return views.loading(props);
    return views.failed(() => {
      setState({ Component: null, failed: false });
      setAttempt((n) => n + 1);
    }, props);
  }
  return OnDemand;
}
