'use client';

import { createStore, useStore } from 'zustand';

/** Whether the persisted root store has been restored (or given up on after the time-out). */
export const hydrationStore = createStore<{ restored: boolean }>()(() => ({ restored: false }));

export function useRestored(): boolean {
  return useStore(hydrationStore, (s) => s.restored);
}
