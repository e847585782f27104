import type { AppConfig } from '@/lib/api/types';
import { isInWebView } from '@/lib/webview';
import { rootStore } from '.';
import { storeAppConfig } from './app-config';
import { followOtherTabs } from './follow-other-tabs';
import { reconcileSession } from './reconcile-session';
import { notify } from './notifications';
import { restoreStore } from './restore';

/**
 * Restores the persisted root store, then keeps the server layout's config in it. StoreGate
 * imports this after hydration, so the store, its slices and the persist middleware are not in
 * any page's first-load JavaScript (the islands that show the store load after hydration too).
 * A time-out shows the spec's message, and the shop carries on with the initial state.
 */
export async function restoreRootStore(config: AppConfig): Promise<void> {
  try {
    await restoreStore(rootStore);
  } catch (err) {
    notify({ message: (err as Error).message, variant: 'error', code: 'restore-timeout' });
  }
  rootStore.getState().setWebViewed(isInWebView());
  storeAppConfig(rootStore, config);
  followOtherTabs(rootStore);
  reconcileSession(rootStore);
}

/** The server layout's config, again (a refreshed layout), once the store is restored. */
export function keepAppConfig(config: AppConfig): void {
  storeAppConfig(rootStore, config);
}
