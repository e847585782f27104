import type { NextConfig } from 'next';
import { withSerwist } from '@serwist/turbopack';
import { SECURITY_HEADERS } from './lib/security/headers.mjs';

const config: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp'],
  // Lets a second build (bench, a parallel test run) live beside the main one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
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
  images: { formats: ['image/webp'] },
  // The stylesheet (about 7 KiB gzip) goes inside the HTML instead of a render-blocking request:
  // on a first visit over a phone network that request costs a round trip before any paint.
  experimental: { inlineCss: true },
  async headers() {
    return [{ source: '/:path*', headers: SECURITY_HEADERS }];
  },
};

// withSerwist keeps esbuild (which bundles the service worker at build time) out of the server bundle.
export default withSerwist(config);
