import type { StateCreator } from 'zustand';
import type { AppConfig } from '@/lib/api/types';
import type { RootState } from '../root';

export interface AppSlice {
  app: {
    config: AppConfig | null;
    /** Running inside the mobile app's web view (payment and token hand-off differ there). */
    isWebViewed: boolean;
  };
  setConfig: (config: AppConfig) => void;
  setWebViewed: (value: boolean) => void;
}

export const initialApp: AppSlice['app'] = { config: null, isWebViewed: false };

export const createAppSlice: StateCreator<RootState, [], [], AppSlice> = (set) => ({
  app: initialApp,
  setConfig: (config) => set((s) => ({ app: { ...s.app, config } })),
  setWebViewed: (isWebViewed) => set((s) => ({ app: { ...s.app, isWebViewed } })),
});
