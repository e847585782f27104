#!/usr/bin/env node
// `npm run font:subset`: writes the shop's typeface, Vazirmatn, cut to what a Persian shop shows
// (scripts/font-characters.mjs) and to the weights it uses (400–700: font-normal, font-medium,
// font-bold; each face stays variable between them), as two faces that `--font-sans` chains
// (app/fonts.ts):
// - fonts/vazirmatn-fa.woff2: Persian, digits and punctuation, 27 KB, preloaded by every page;
// - fonts/vazirmatn-latin.woff2: Latin letters and digits, 25 KB, fetched only where a page
//   shows them.
// The whole font is 111 KB; one face with both was 49 KB before the first paint of every first
// visit. Run it again after upgrading the vazirmatn package; the licence (fonts/OFL.txt) allows
// the cut.
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import { LATIN, PERSIAN } from './font-characters.mjs';

const SOURCE = 'node_modules/vazirmatn/fonts/webfonts/Vazirmatn[wght].woff2';
const FACES = { 'fonts/vazirmatn-fa.woff2': PERSIAN, 'fonts/vazirmatn-latin.woff2': LATIN };
// Keep in step with `weight` in app/fonts.ts.
const WEIGHTS = { min: 400, max: 700 };

const source = readFileSync(SOURCE);
for (const [target, characters] of Object.entries(FACES)) {
  const subset = await subsetFont(source, characters, { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } });
  writeFileSync(target, subset);
  console.info(`${target}: ${subset.length} bytes (from ${source.length})`);
}
