#!/usr/bin/env node
// `npm start`: builds once when there is no production build, then serves it on $PORT (3000),
// with the embedded backend in demo mode unless told otherwise. `--build-only` (npm run build)
// builds with the same environment, so pages prerendered at build time see the same shop.
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';
import { demoModeFrom, requireSiteUrl } from '../backend/lib/demo-mode.mjs';
import { hintRootMainFiles } from './compile-hints.mjs';
import { emptyLegacyPolyfills } from './legacy-polyfill.mjs';
import { precompressStatic } from './precompress.mjs';

const env = { ...process.env };
env.PORT ||= '3000';
env.NODE_ENV = 'production';
if (!env.API_UPSTREAM_URL) env.SHOP_DEMO ||= '1';
try {
  // Refuse before building: demo mode on a public https site would hand out login codes, and a
  // real shop without SITE_URL would tell search engines its pages live on localhost.
  requireSiteUrl(env, demoModeFrom(env));
} catch (err) {
  console.error(`[shop] ${err.message}`);
  process.exit(1);
}
const distDir = env.NEXT_DIST_DIR || '.next';
const next = 'node_modules/next/dist/bin/next';

const buildOnly = process.argv.includes('--build-only');

if (buildOnly || !existsSync(`${distDir}/BUILD_ID`)) {
  if (!buildOnly) console.info(`[shop] no production build in ${distDir}: building first…`);
  const build = spawnSync(process.execPath, [next, 'build'], { stdio: 'inherit', env });
  if (build.status === 0) {
    emptyLegacyPolyfills(distDir);
    hintRootMainFiles(distDir);
    // Last: the copies must be of the files as served, after the two steps above change them.
    console.info(`[shop] precompressed ${await precompressStatic(distDir)} static files (brotli, gzip)`);
  }
  if (build.status !== 0 || buildOnly) process.exit(build.status ?? 1);
}

// V8's young generation at 8 MiB semi-spaces instead of Node 20's 16: ~15 MiB less resident
// memory under load at the same throughput (bench/README.md, "Memory"). NODE_OPTIONS can override it.
const v8Flags = /semi-space/.test(env.NODE_OPTIONS ?? '') ? [] : ['--max-semi-space-size=8'];
const server = spawn(process.execPath, [...v8Flags, 'server/server.mjs'], { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
