'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { resetLostFocus } from '@/lib/focus-reset';

/** On every client-side move to another page (not the first load), lost focus restarts at the top. */
export function RouteFocus() {
  const pathname = usePathname();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    resetLostFocus();
  }, [pathname]);
  return null;
}
