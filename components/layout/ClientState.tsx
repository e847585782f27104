'use client';

import type { ReactNode } from 'react';
import { useRestored } from '@/stores/hydration';

/**
 * Wraps a part of the page that shows persisted client state (cart, account). Until the state
 * is restored it shows the spec's «Loading», so server-rendered content around it never waits.
 */
export function ClientState({ children, fallbackClassName }: { children: ReactNode; fallbackClassName?: string }) {
  const restored = useRestored();
  if (!restored) return <ClientStateFallback className={fallbackClassName} />;
  return <>{children}</>;
}

/** The spec's «Loading» of a client-state area. */
export function ClientStateFallback({ className }: { className?: string }) {
  return (
    <span role="status" aria-live="polite" className={className ?? 'text-sm text-ink/60'}>
      Loading
    </span>
  );
}
