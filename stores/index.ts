'use client';

import { useStore } from 'zustand';
import { createRootStore, type RootState } from './root';
import { browserStorage } from './storage';
import { tabStore } from '@/lib/local-storage';

/** The app's one root store, bound to localStorage in the browser, with the tab's drafts in its sessionStorage. */
export const rootStore = createRootStore(browserStorage(), tabStore());

export function useRootStore<T>(selector: (state: RootState) => T): T {
  return useStore(rootStore, selector);
}
