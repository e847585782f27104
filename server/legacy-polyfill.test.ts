import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emptyLegacyPolyfills } from './legacy-polyfill.mjs';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true })));

function buildWith(polyfillFiles: string[] | undefined): string {
  const dir = mkdtempSync(join(tmpdir(), 'polyfill-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'static/chunks'), { recursive: true });
  for (const name of ['legacy.js', 'main.js']) writeFileSync(join(dir, 'static/chunks', name), 'x'.repeat(5000));
  writeFileSync(join(dir, 'build-manifest.json'), JSON.stringify({ polyfillFiles, rootMainFiles: ['static/chunks/main.js'] }));
  return dir;
}

describe('emptyLegacyPolyfills', () => {
  it('empties the nomodule polyfill the build manifest names and nothing else', () => {
    const dir = buildWith(['static/chunks/legacy.js']);
    expect(emptyLegacyPolyfills(dir)).toEqual(['static/chunks/legacy.js']);
    expect(readFileSync(join(dir, 'static/chunks/legacy.js'), 'utf8')).toMatch(/^\/\*[^]*\*\/\n$/);
    expect(readFileSync(join(dir, 'static/chunks/main.js'), 'utf8')).toHaveLength(5000);
  });

  it('leaves a build without polyfills alone', () => {
    const dir = buildWith(undefined);
    expect(emptyLegacyPolyfills(dir)).toEqual([]);
    expect(readFileSync(join(dir, 'static/chunks/legacy.js'), 'utf8')).toHaveLength(5000);
  });
});
