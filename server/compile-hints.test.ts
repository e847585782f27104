import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map';
import { HINT, hintRootMainFiles } from './compile-hints.mjs';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true })));

const CODE = 'globalThis.ready=1;\n//# sourceMappingURL=map-of-main.js.map';

/** A build with a root main file (its map named apart, as Turbopack does) and a lazy chunk. */
function build(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hints-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'static/chunks'), { recursive: true });
  writeFileSync(join(dir, 'static/chunks/main.js'), CODE);
  writeFileSync(join(dir, 'static/chunks/map-of-main.js.map'), JSON.stringify({ version: 3, sources: ['main.ts'], names: [], mappings: 'AAAA' }));
  writeFileSync(join(dir, 'static/chunks/lazy.js'), 'globalThis.later=1;');
  writeFileSync(join(dir, 'build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/main.js'], polyfillFiles: [] }));
  return dir;
}

describe('hintRootMainFiles', () => {
  it('puts the compile hint first in the root main files only, once', () => {
    const dir = build();
    expect(hintRootMainFiles(dir)).toEqual(['static/chunks/main.js']);
    hintRootMainFiles(dir);
    expect(readFileSync(join(dir, 'static/chunks/main.js'), 'utf8')).toBe(`//# allFunctionsCalledOnLoad\n${CODE}`);
    expect(HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(readFileSync(join(dir, 'static/chunks/lazy.js'), 'utf8')).toBe('globalThis.later=1;');
  });

  it('keeps the source map pointing at the same code, now one line down', async () => {
    const dir = build();
    hintRootMainFiles(dir);
    hintRootMainFiles(dir);
    const map = JSON.parse(readFileSync(join(dir, 'static/chunks/map-of-main.js.map'), 'utf8'));
    const consumer = await new SourceMapConsumer(map);
    expect(consumer.originalPositionFor({ line: 2, column: 0 })).toMatchObject({ source: 'main.ts', line: 1, column: 0 });
    expect(consumer.originalPositionFor({ line: 1, column: 0 }).source).toBeNull();
    consumer.destroy();
  });
});
