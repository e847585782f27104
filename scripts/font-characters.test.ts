import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LATIN, PERSIAN, unicodeRange } from './font-characters.mjs';

// The shop's own Persian text: the storefront's labels and messages, the server layer's answers and the demo catalogue.
const ROOTS = ['app', 'components', 'hooks', 'lib', 'stores', 'common', 'server', 'backend'];
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
  it('keeps every Persian character the shop writes in the preloaded face', () => {
    const kept = new Set(PERSIAN);
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
    expect(readFileSync('app/fonts.ts', 'utf8').match(/weight: '400 700'/g)).toHaveLength(2);
  });

  it('keeps Persian letters, digits, the ZWNJ and the minus sign, and no other script block whole', () => {
    // U+2212 is the count stepper's and the wallet's minus: without it a system font draws it.
    for (const char of 'پچژگکیآ۰۹٬٫\u200c«» \u2212') expect(PERSIAN).toContain(char);
    expect(PERSIAN).not.toContain('\u0750'); // Arabic Supplement: not Persian
  });

  it('puts Latin letters and digits only in the Latin face, whose range app/fonts.ts declares', () => {
    expect(unicodeRange('A-\u00ab0')).toBe('U+2D, U+30, U+41, U+AB');
    expect(unicodeRange('abcx')).toBe('U+61-63, U+78');
    for (const char of 'Az09é') {
      expect(LATIN).toContain(char);
      expect(PERSIAN).not.toContain(char);
    }
    // Sharing no character, the browser asks the Latin face only for Latin text.
    expect([...LATIN].filter((c) => PERSIAN.includes(c))).toEqual([]);
    expect(readFileSync('app/fonts.ts', 'utf8')).toContain(`prop: 'unicode-range', value: '${unicodeRange(LATIN)}'`);
  });
});
