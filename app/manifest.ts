import type { MetadataRoute } from 'next';
import { getAppConfig } from '@/lib/api/config-server';

/** The web app manifest: installable with the shop's name, colours and icons (192, 512, maskable). */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const config = await getAppConfig();
  return {
    name: config.shop_name,
    short_name: config.shop_name,
    description: config.description || undefined,
    lang: 'fa',
    dir: 'rtl',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: config.palette?.background ?? '#f8fafc',
    theme_color: config.palette?.primary ?? '#0f766e',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      { name: 'سبد خرید', url: '/cart', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
      { name: 'سفارش‌های من', url: '/profile/orders', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
    ],
  };
}
