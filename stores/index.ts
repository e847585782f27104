'use client';

import { useStore } from 'zustand';
import { createRootStore, type RootState } from './root';
import { NO_STORAGE } from './storage';
import { localStore, tabStore } from '@/lib/local-storage';

/** The app's one root store, bound to localStorage in the browser, with the tab's drafts in its sessionStorage. */
export const rootStore = createRootStore(localStore() ?? NO_STORAGE, tabStore());

export function useRootStore<T>(selector: (state: RootState) => T): T {
  return useStore(rootStore, selector);
}
