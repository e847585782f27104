// The characters the shop's font is cut to (scripts/subset-font.mjs); font-characters.test.ts
// checks that every Persian character in the shop's own text is among them.
const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');
const PERSIAN_LETTERS = '\u0671\u067e\u0686\u0698\u06a9\u06af\u06c0\u06cc\u0670';
export const CHARACTERS = [
  range(0x20, 0x7e), // Basic Latin
  range(0xa0, 0xff), // Latin-1 punctuation and letters
  '\u060c\u061b', // Arabic comma and semicolon
  range(0x61f, 0x655), // question mark, letters, tatweel, harakat, hamza and madda above
  range(0x660, 0x66c), // Arabic-Indic digits, percent, decimal and thousands separators
  PERSIAN_LETTERS,
  range(0x6f0, 0x6f9), // Persian digits
  range(0x200c, 0x200f), // ZWNJ, ZWJ, direction marks
  range(0x2010, 0x2027), // dashes, quotes, bullet, ellipsis
  range(0x2030, 0x203a), // per mille, primes, angle quotes
  '\u20ac\ufdfc', // euro, rial sign
].join('');
