'use client';

import { useEffect } from 'react';
import { useRestored } from '@/stores/hydration';

/**
 * Calls `resume` once the persisted state is restored if the stored booking choice is this
 * product's: after a reload, or a guest's trip to the login page and back, the booking area
 * opens again where it was. The store's code is imported here, not with the page: StoreGate has
 * already fetched it for the restore.
 */
export function useResumeBooking(productId: number, resume: () => void) {
  const restored = useRestored();
  useEffect(() => {
    if (!restored) return;
    let live = true;
    import('@/stores').then(
      ({ rootStore }) => live && rootStore.getState().reservations.reserved[0]?.id === productId && resume(),
      // Not fetched (offline): the area stays closed and «رزرو نوبت» opens it as ever.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [restored, productId, resume]);
}
