'use client';

import { useEffect } from 'react';
import { DEFAULT_CREDIT_GAP } from '@/lib/spec-constants';
import { useRootStore } from '@/stores';

/**
 * The stored credit gap is |credit − price| only at checkout and in a booking (spec section 9):
 * leaving them puts the default (10,000) back, so the wallet's top-up does not offer a gap from
 * an earlier visit.
 */
export function useCreditGapResetOnLeave(): void {
  const setCreditGap = useRootStore((s) => s.setCreditGap);
  useEffect(() => () => setCreditGap(DEFAULT_CREDIT_GAP), [setCreditGap]);
}
