import 'server-only';
import { unstable_cache } from 'next/cache';
import { appApi } from './app';
import { serverHttp } from './server';
import type { AppConfig } from './types';
import { HOME_TAG } from './catalog-server';

export const CONFIG_TAG = 'config';

const cachedConfig = unstable_cache(async () => (await appApi(serverHttp).config()).data.config, ['app-config'], {
  // `home` refreshes everything (app/api/revalidate): the shop's name and price range too.
  tags: [CONFIG_TAG, HOME_TAG],
  revalidate: 300,
});

/** Used when the API cannot be reached: pages still render, with the default look. */
export const FALLBACK_CONFIG: AppConfig = {
  shop_name: 'فروشگاه',
  description: '',
  shop_type: 'shop',
  skeleton_type: 'card',
  palette: null,
  price_range: { min: 0, max: 0 },
};

/** The shop's config for server rendering; a failure is not cached and never breaks a page. */
export async function getAppConfig(): Promise<AppConfig> {
  try {
    return await cachedConfig();
  } catch (err) {
    console.error('[config] app config unavailable', err);
    return FALLBACK_CONFIG;
  }
}
