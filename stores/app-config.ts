import type { AppConfig } from '@/lib/api/types';
import type { RootStore } from './root';

/**
 * Keeps the shop's config (GET /api/v1/app/config, read once by the server layout) in the store
 * as the spec says: the config in the app slice, its price_range in the user-changes state.
 */
export function storeAppConfig(store: RootStore, config: AppConfig): void {
  const state = store.getState();
  state.setConfig(config);
  state.setPriceRange(config.price_range);
}
