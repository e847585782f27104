import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createSerwistRoute } from '@serwist/turbopack';
import { OFFLINE_PATH } from '@/sw/protocol';

/**
 * Serves the service worker (/serwist/sw.js), bundled from sw/index.ts by esbuild when Next
 * prerenders this route at build time (Serwist's Turbopack integration). The precache list
 * holds the fonts, the icons and the offline page; the rest of the shell is cached by the
 * worker on install (sw/index.ts), so no chunk is fetched twice.
 */
const distDir = process.env.NEXT_DIST_DIR || '.next';

/** Changes with every build whose code changed (chunk names are content hashes). */
function buildRevision(): string {
  let names: string[] = [];
  try {
    names = readdirSync(join(distDir, 'static', 'chunks')).sort();
  } catch {
    names = [String(Date.now())];
  }
  return createHash('sha256').update(names.join('\n')).digest('hex').slice(0, 16);
}

export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: 'sw/index.ts',
  useNativeEsbuild: true,
  globPatterns: [`${distDir}/static/media/*.woff2`, 'public/icons/*.png', 'public/favicon.ico'],
  additionalPrecacheEntries: [{ url: OFFLINE_PATH, revision: buildRevision() }],
  esbuildOptions: { format: 'iife', sourcemap: false },
});
