'use client';

import { useStore } from 'zustand';
import { createRootStore, type RootState } from './root';
import { browserStorage } from './storage';

/** The app's one root store, bound to localStorage in the browser. */
export const rootStore = createRootStore(browserStorage());

export function useRootStore<T>(selector: (state: RootState) => T): T {
  return useStore(rootStore, selector);
}
