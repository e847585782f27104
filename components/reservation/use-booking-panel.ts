'use client';

import { useCallback, useState, type ComponentType } from 'react';
import { withQuery } from '@/components/layout/query-island';

type Panel = ComponentType<{ productId: number }>;

// The calendar, turns and submit code load on the first press of «رزرو نوبت», so a product
// page's first-load JavaScript carries only the button. withQuery forgets a failed load, so a
// retry fetches the code again (next/dynamic's React.lazy kept the failure for good and threw
// it in render, where only the route's error page caught it).
const loadPanel = withQuery(() => import('./BookingPanel').then((m) => m.BookingPanel));

/** The booking panel's code: `load` fetches it (again after a failure); `failed` while it could not be. */
export function useBookingPanel() {
  const [Panel, setPanel] = useState<Panel | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    setFailed(false);
    loadPanel().then(
      (loaded) => setPanel(() => loaded),
      () => setFailed(true),
    );
  }, []);
  return { Panel, failed, load };
}
