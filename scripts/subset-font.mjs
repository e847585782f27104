#!/usr/bin/env node
// `npm run font:subset`: writes fonts/vazirmatn-fa.woff2, the shop's typeface cut to what a
// Persian shop shows (scripts/font-characters.mjs): Latin, the Arabic letters, marks and digits
// Persian uses, Persian digits, ZWNJ and punctuation, and to the weights the shop uses (400–700:
// font-normal, font-medium, font-bold; the font stays variable between them). 111 KB becomes
// 49 KB (69 KB with every weight): less before the first paint of every first visit. Run it again
// after upgrading the vazirmatn package; the font's licence (fonts/OFL.txt) allows the cut.
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import { CHARACTERS } from './font-characters.mjs';

const SOURCE = 'node_modules/vazirmatn/fonts/webfonts/Vazirmatn[wght].woff2';
const TARGET = 'fonts/vazirmatn-fa.woff2';
// Keep in step with `weight` in app/fonts.ts.
const WEIGHTS = { min: 400, max: 700 };

const source = readFileSync(SOURCE);
const subset = await subsetFont(source, CHARACTERS, { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } });
writeFileSync(TARGET, subset);
console.info(`${TARGET}: ${subset.length} bytes (from ${source.length})`);
