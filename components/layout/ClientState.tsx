'use client';

import type { ReactNode } from 'react';
import { useRestored } from '@/stores/hydration';

/**
 * Wraps a part of the page that shows persisted client state (cart, account). Until the state
 * is restored it shows a skeleton whose accessible name is the spec's «Loading» (nothing
 * visible says it), so server-rendered content around it never waits. Without JavaScript the
 * skeleton is hidden and `withoutJs` (a plain link or a note) shows instead: nothing is stuck.
 */
export function ClientState({
  children,
  skeletonClassName = 'h-9 w-20 rounded-full',
  withoutJs,
}: {
  children: ReactNode;
  skeletonClassName?: string;
  withoutJs?: ReactNode;
}) {
  const restored = useRestored();
  if (restored) return <>{children}</>;
  return <ClientStatePlaceholder skeletonClassName={skeletonClassName} withoutJs={withoutJs} />;
}

/**
 * What a client-state area shows before it can show its state (restoring, or its code still
 * loading): the «Loading» skeleton, and `withoutJs` in its place when JavaScript is off.
 */
export function ClientStatePlaceholder({ skeletonClassName, withoutJs }: { skeletonClassName?: string; withoutJs?: ReactNode }) {
  return (
    <>
      <ClientStateFallback className={skeletonClassName} />
      {withoutJs && <div className="hidden noscript:contents">{withoutJs}</div>}
    </>
  );
}

/** What a part that needs JavaScript says when it is off. */
export function NeedsJs({ what }: { what: string }) {
  return <p className="rounded-2xl bg-surface p-6 text-center text-sm shadow-sm">برای استفاده از {what}، جاوااسکریپت مرورگر را روشن کنید.</p>;
}

/**
 * The spec's «Loading» of a client-state area (also the placeholder of a lazy island): a
 * skeleton whose accessible name is the text, hidden when JavaScript is off.
 */
export function ClientStateFallback({ className = 'h-9 w-20 rounded-full' }: { className?: string }) {
  return <span role="status" aria-label="Loading" lang="en" className={`block animate-pulse bg-black/10 noscript:hidden ${className}`} />;
}
