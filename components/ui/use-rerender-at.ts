'use client';

import { useEffect, useReducer } from 'react';

/** The longest delay setTimeout takes (about 24.8 days); a later moment is not waited for. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * Renders again once `at` (an ISO instant), less `earlyMs`, has passed: a page left open across an
 * order's payment deadline takes «پرداخت» away by itself, as a reload would, and warns before it.
 */
export function useRerenderAt(at: string | null | undefined, earlyMs = 0): void {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!at) return;
    const left = Date.parse(at) - earlyMs - Date.now();
    if (!(left > 0) || left > MAX_DELAY_MS) return;
    const timer = setTimeout(rerender, left + 500);
    return () => clearTimeout(timer);
  }, [at, earlyMs]);
}
