'use client';

import { useEffect } from 'react';
import { afterLoad } from '@/lib/after-load';
import { useRootStore } from '@/stores';
import { selectCustomer } from '@/stores/slices/user';
import { useRestored } from '@/stores/hydration';

// Once per page load, never in a loop: a failed sync waits for the next load.
let started = false;

/**
 * Keeps a customer's push token synced on every page, not only the profile: Firebase rotates
 * tokens and browsers their subscriptions. When the page is idle, a check of storage and of the
 * subscription (lib/pwa/push-sync.ts) loads Firebase only when a sync is due. Guests do nothing.
 */
export default function PushResync() {
  const restored = useRestored();
  const customerId = useRootStore((s) => selectCustomer(s)?.id ?? null);
  useEffect(() => {
    if (!restored || customerId === null) return;
    return afterLoad(() => {
      if (started) return;
      started = true;
      import('@/lib/pwa/push-sync').then(({ resyncPush }) => resyncPush(customerId)).catch(() => undefined);
    });
  }, [restored, customerId]);
  return null;
}
