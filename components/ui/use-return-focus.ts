'use client';

import { useRef } from 'react';

/**
 * Gives focus back to the control that opened a dialog. Headless UI does that itself for what
 * had focus when the dialog mounted, but a dialog whose code loads on its first opening mounts
 * after that moment, and focus would fall to the page's start on close.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    /** Call as the dialog is asked for. */
    remember: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    /** Call as it closes: once it is gone, focus left on the page's body goes back to the opener. */
    restore: () => {
      requestAnimationFrame(() => {
        if (document.activeElement === document.body) opener.current?.focus();
      });
    },
  };
}
