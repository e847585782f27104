// The characters the shop's font is cut to (scripts/subset-font.mjs), in two faces that
// `--font-sans` chains (app/fonts.ts): the Persian face every page needs, preloaded, and the Latin
// letters and digits, fetched by the browser only on a page that shows them.
// font-characters.test.ts checks that every Persian character in the shop's own text is kept and
// that app/fonts.ts declares the Latin range below.
const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');
const PERSIAN_LETTERS = '\u0671\u067e\u0686\u0698\u06a9\u06af\u06c0\u06cc\u0670';

// What Persian text mixes in from Latin-1: no-break space, «», ×, ÷.
const LATIN1_IN_PERSIAN = '\u00a0\u00ab\u00bb\u00d7\u00f7';

/**
 * Latin letters and digits (the shop writes Persian digits) and the rest of Latin-1: what only a
 * product name, a code or a customer's own text shows.
 */
export const LATIN = [range(0x30, 0x39), range(0x41, 0x5a), range(0x61, 0x7a), range(0xa1, 0xff)]
  .join('')
  .replace(new RegExp(`[${LATIN1_IN_PERSIAN}]`, 'gu'), '');

/** Persian text, with the ASCII punctuation and symbols it mixes in. */
export const PERSIAN = [
  range(0x20, 0x2f), // space and ASCII punctuation
  range(0x3a, 0x40),
  range(0x5b, 0x60),
  range(0x7b, 0x7e),
  LATIN1_IN_PERSIAN,
  '\u060c\u061b', // Arabic comma and semicolon
  range(0x61f, 0x655), // question mark, letters, tatweel, harakat, hamza and madda above
  range(0x660, 0x66c), // Arabic-Indic digits, percent, decimal and thousands separators
  PERSIAN_LETTERS,
  range(0x6f0, 0x6f9), // Persian digits
  range(0x200c, 0x200f), // ZWNJ, ZWJ, direction marks
  range(0x2010, 0x2027), // dashes, quotes, bullet, ellipsis
  range(0x2030, 0x203a), // per mille, primes, angle quotes
  '\u20ac\u2212\ufdfc', // euro, minus sign (count stepper, wallet debits), rial sign
].join('');

/** The CSS `unicode-range` of a face that keeps `characters`, as runs of code points. */
export function unicodeRange(characters) {
  const points = [...new Set([...characters].map((c) => c.codePointAt(0)))].sort((a, b) => a - b);
  const runs = [];
  for (const point of points) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  const hex = (n) => n.toString(16).toUpperCase();
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');
}
