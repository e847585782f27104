import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import './globals.css';
import { vazirmatn, vazirmatnLatin } from './fonts';
import { getAppConfig } from '@/lib/api/config-server';
import { paletteStyle } from '@/lib/palette';
import { siteUrl } from '@/lib/site-url';
import { Providers } from '@/components/layout/Providers';
import { Header } from '@/components/layout/Header';
import { Footer } from '@/components/layout/Footer';
import { EARLY_INSTALL_SCRIPT } from '@/lib/pwa/early-install.mjs';

export async function generateMetadata(): Promise<Metadata> {
  const config = await getAppConfig();
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: config.shop_name, template: `%s | ${config.shop_name}` },
    description: config.description || undefined,
    applicationName: config.shop_name,
    openGraph: { siteName: config.shop_name, locale: 'fa_IR', type: 'website' },
    icons: {
      icon: [
        { url: '/favicon.ico', sizes: '32x32' },
        { url: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      ],
      apple: '/icons/apple-touch-icon.png',
    },
  };
}

export async function generateViewport(): Promise<Viewport> {
  const config = await getAppConfig();
  return { themeColor: config.palette?.primary ?? '#0f766e', width: 'device-width', initialScale: 1 };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const config = await getAppConfig();
  return (
    <html lang="fa" dir="rtl" className={`${vazirmatn.variable} ${vazirmatnLatin.variable}`} style={paletteStyle(config.palette)}>
      <body className="flex min-h-dvh flex-col antialiased max-md:has-[[data-buy-bar]]:pb-20">
        <script dangerouslySetInnerHTML={{ __html: EARLY_INSTALL_SCRIPT }} />
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:p-2">
          رفتن به محتوای اصلی
        </a>
        <Providers config={config}>
          <Header shopName={config.shop_name} />
          <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 focus:outline-none">
            {children}
          </main>
          <Footer shopName={config.shop_name} description={config.description} />
        </Providers>
      </body>
    </html>
  );
}
