import type { NextConfig } from 'next';
import { withSerwist } from '@serwist/turbopack';
import { SECURITY_HEADERS } from './lib/security/headers.mjs';

const config: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp'],
  // Lets a second build (bench, a parallel test run) live beside the main one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // SOURCEMAPS=1 builds with browser source maps, so bench/client-tasks.mjs can name the code in
  // a profile. Off by default: the maps would be served to everyone.
  productionBrowserSourceMaps: process.env.SOURCEMAPS === '1',
  poweredByHeader: false,
  // server/server.mjs compresses Next's answers itself: Next's compression only speaks gzip.
  compress: false,
  // A page's copy may be served stale, while it is refreshed, for at most an hour after it was
  // made (`s-maxage=300, stale-while-revalidate=3300`), not Next's default year: a CDN in front
  // would give a rarely visited product page's next visitor, or a crawler, months-old prices.
  expireTime: 3600,
  // The API gateway forwards paths exactly (the shop API names some with a trailing slash);
  // proxy.ts still sends pages to their slash-less URL.
  skipTrailingSlashRedirect: true,
  reactStrictMode: true,
  // `npm run build` type-checks first (tsc), so a deployment that only builds cannot ship type
  // errors; Next does not check again (the e2e and bench builds skip the second pass).
  typescript: { ignoreBuildErrors: true },
  // WebP only: Next's AVIF of a 750-px product picture took 0.6 s of a core on a quiet 2-core
  // machine (4–6 s under load) against 0.1 s for WebP, to save 1 KB (5.5 against 6.6 KB). Each
  // first request of a picture size stalled the other answers and the picture itself (LCP).
  // Widths: the largest picture is a 1120-px poster or a 560-px product photo; past 1200 px
  // (Next's 1920–3840 defaults) no screen of this shop gains, and each width is one more
  // srcset entry in the HTML and in its payload for every picture on the page.
  images: { formats: ['image/webp'], deviceSizes: [640, 750, 828, 1080, 1200], imageSizes: [64, 96, 128, 256, 384] },
  // No `experimental.inlineCss`: Next 16 writes an inlined stylesheet into the HTML and again
  // into the page's payload, plus once more for global-error, so every answer carried ~150 KB
  // (~24 KB gzip) of CSS (product page 41 KB gzip against 10 KB now). One cacheable 8 KB
  // stylesheet costs a first visit about the same and every later page nothing.
  //
  // Fewer, larger chunks: Turbopack's default (50 KB) split the landing pages' first load into 11
  // scripts, several of 1–10 KB, each a request and a round trip a first visitor on a phone waits
  // for. At 120 KB: home, category and product 9 scripts and 1.5 KiB less, checkout 10 instead of
  // 15 (bench/README, session 17). Experimental in Next 16.4; without it the default returns.
  //
  // isrFlushToDisk: false keeps pages rendered after the build in Next's memory cache only (an LRU
  // of cacheMaxMemorySize, 50 MB). On disk, every URL asked for, a made-up product id included,
  // left ~60 KB under server/route-cache that nothing removes: a crawler could fill the disk.
  experimental: { turbopackChunking: { minChunkSize: 120_000 }, isrFlushToDisk: false },
  async headers() {
    return [{ source: '/:path*', headers: SECURITY_HEADERS }];
  },
};

// withSerwist keeps esbuild (which bundles the service worker at build time) out of the server bundle.
export default withSerwist(config);
