// Next 16 still writes a 112 KB polyfill (38.7 KiB gzip) that its HTML loads with `nomodule`,
// i.e. only in browsers without ES modules. Every browser Next 16 supports (Chrome/Edge/Firefox
// 111+, Safari 16.4+) has modules, so none runs it, and those that would cannot parse Next's own
// chunks anyway. Yet every page names it (the first-load JS measure counts it) and the service
// worker downloads it with the app shell. No Next or Turbopack option leaves it out, so the build
// empties the file; the tag then costs a legacy browser nothing.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const NOTE = '/* Empty on purpose: see server/legacy-polyfill.mjs. */\n';

/** Empties the build's `nomodule` polyfill files; returns their paths. */
export function emptyLegacyPolyfills(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, 'build-manifest.json'), 'utf8'));
  const files = (manifest.polyfillFiles ?? []).filter((file) => file.endsWith('.js') && !file.endsWith('.module.js'));
  for (const file of files) writeFileSync(join(distDir, file), NOTE);
  return files;
}
