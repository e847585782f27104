'use client';

import { useEffect, useRef } from 'react';
import { notificationStore, showCarriedNotice, useToasts, type Toast } from '@/stores/notifications';

/** One kind's live region. It stays mounted while empty: screen readers announce changes inside a region they already know, not a region inserted with its text. */
function ToastRegion({ toasts, role }: { toasts: Toast[]; role: 'alert' | 'status' }) {
  // Where the keyboard came from into each toast: closing one removes the focused button, and
  // focus would otherwise fall to the page's start.
  const cameFrom = useRef(new Map<number, HTMLElement>());
  const close = (id: number) => {
    const back = cameFrom.current.get(id);
    cameFrom.current.delete(id);
    notificationStore.getState().dismiss(id);
    (back?.isConnected ? back : document.getElementById('main'))?.focus({ preventScroll: true });
  };
  useEffect(() => {
    for (const id of cameFrom.current.keys()) if (!toasts.some((t) => t.id === id)) cameFrom.current.delete(id);
  }, [toasts]);
  return (
    <div role={role} aria-live={role === 'alert' ? 'assertive' : 'polite'} data-toasts={role} className="flex w-full flex-col items-center gap-2">
      {toasts.map((t) => (
        <div
          key={t.id}
          data-variant={t.variant}
          data-code={String(t.code)}
          onPointerEnter={() => notificationStore.getState().hold(t.id)}
          onPointerLeave={() => notificationStore.getState().release(t.id)}
          onFocus={(e) => {
            notificationStore.getState().hold(t.id);
            if (e.relatedTarget instanceof HTMLElement && !e.currentTarget.contains(e.relatedTarget)) cameFrom.current.set(t.id, e.relatedTarget);
          }}
          onBlur={() => notificationStore.getState().release(t.id)}
          className={`pointer-events-auto flex w-full max-w-md items-start gap-3 rounded-xl px-4 py-3 text-sm shadow-lg ${
            t.variant === 'error' ? 'bg-red-700 text-white' : 'bg-emerald-700 text-white'
          }`}
        >
          <p className="flex-1">{t.message}</p>
          <button
            type="button"
            onClick={() => close(t.id)}
            className="tap -my-1 flex size-7 shrink-0 items-center justify-center rounded text-white/80 hover:text-white"
            aria-label="بستن پیام"
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

/**
 * Toasts at the bottom, clear of the page heading and, on a phone, of the sticky buy bar; at most
 * one per kind. Errors are announced assertively, successes politely.
 */
export function Toaster() {
  const toasts = useToasts();
  useEffect(() => showCarriedNotice(), []);
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-24 z-50 flex flex-col items-center gap-2 px-3 md:bottom-6">
      <ToastRegion role="alert" toasts={toasts.filter((t) => t.variant === 'error')} />
      <ToastRegion role="status" toasts={toasts.filter((t) => t.variant !== 'error')} />
    </div>
  );
}
