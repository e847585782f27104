// Marks the framework chunks every page loads first (React DOM, Next's router, Turbopack's
// runtime: the build manifest's `rootMainFiles`) with V8's explicit compile hint
// `//# allFunctionsCalledOnLoad` (Chromium 136+; other engines read a comment). Their functions
// all run as the page starts, and V8 otherwise compiles each lazily on the main thread when it
// is first called: one 100–300 ms task at Lighthouse's 4× slowdown. With the hint, V8 compiles
// them on a background thread while the script streams in; the longest start-up task at 4× fell
// from ~235 to ~115 ms (bench/README, session 17). Lazily loaded chunks are not marked: most of
// their code may never run.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const HINT = '//# allFunctionsCalledOnLoad\n';

/** Prepends the hint to the build's root main files (once); returns their paths. */
export function hintRootMainFiles(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, 'build-manifest.json'), 'utf8'));
  const files = (manifest.rootMainFiles ?? []).filter((file) => file.endsWith('.js'));
  for (const file of files) {
    const path = join(distDir, file);
    const code = readFileSync(path, 'utf8');
    if (code.startsWith(HINT)) continue;
    writeFileSync(path, HINT + code);
    // Its source map (SOURCEMAPS=1 builds) skips the new first line, so names stay right.
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
    const map = mapName && join(dirname(path), mapName);
    if (map && existsSync(map)) {
      const json = JSON.parse(readFileSync(map, 'utf8'));
      json.mappings = `;${json.mappings}`;
      writeFileSync(map, JSON.stringify(json));
    }
  }
  return files;
}
