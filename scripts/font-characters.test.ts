import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHARACTERS } from './font-characters.mjs';

// The shop's own Persian text: the storefront's labels and messages and the demo catalogue.
const ROOTS = ['app', 'components', 'lib', 'stores', 'backend'];
const SOURCE = /\.(ts|tsx|mjs|json|sql)$/;
const ARABIC_SCRIPT = /[\u0600-\u06ff\ufb50-\ufdff\ufe70-\ufeff]/gu;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (SOURCE.test(name)) yield path;
  }
}

describe('the subset font', () => {
  it('keeps every Persian character the shop writes', () => {
    const kept = new Set(CHARACTERS);
    const missing = new Map<string, string>();
    for (const root of ROOTS) {
      for (const file of files(root)) {
        for (const [char] of readFileSync(file, 'utf8').matchAll(ARABIC_SCRIPT)) {
          if (!kept.has(char) && !missing.has(char)) missing.set(char, `U+${char.codePointAt(0)!.toString(16)} in ${file}`);
        }
      }
    }
    expect([...missing.values()]).toEqual([]);
  });

  it('is only asked for the weights it keeps (400–700, scripts/subset-font.mjs)', () => {
    const outside = /\bfont-(thin|extralight|light|extrabold|black)\b|font-?weight:\s*[1-3]00|font-?weight:\s*[89]00/gi;
    const found = ['app', 'components'].flatMap((root) =>
      [...files(root)].flatMap((file) => [...readFileSync(file, 'utf8').matchAll(outside)].map(([m]) => `${m} in ${file}`)),
    );
    expect(found).toEqual([]);
    expect(readFileSync('app/fonts.ts', 'utf8')).toContain("weight: '400 700'");
  });

  it('keeps Persian letters, digits and the ZWNJ, and no other script block whole', () => {
    for (const char of 'پچژگکیآ۰۹٬٫\u200c') expect(CHARACTERS).toContain(char);
    expect(CHARACTERS).not.toContain('\u0750'); // Arabic Supplement: not Persian
  });
});
