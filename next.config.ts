import type { NextConfig } from 'next';
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
  // Type-checking runs once as `npm run typecheck` (part of `npm test`), not again in every build.
  typescript: { ignoreBuildErrors: true },
  images: { formats: ['image/avif', 'image/webp'] },
  async headers() {
    return [{ source: '/:path*', headers: SECURITY_HEADERS }];
  },
};

export default config;
