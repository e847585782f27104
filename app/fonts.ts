import localFont from 'next/font/local';

/*
 * Vazirmatn (variable, 400–700) cut by `npm run font:subset` into two faces
 * (scripts/font-characters.mjs). No font download at build or run time.
 * - `vazirmatn`: Persian letters, digits and punctuation, 27 KB, preloaded: every page needs it
 *   before its first paint (the whole font is 111 KB; one face with Latin was 49 KB).
 * - `vazirmatnLatin`: Latin letters and digits, 25 KB, not preloaded. `--font-sans` names it
 *   first, and its `unicode-range` keeps the browser from fetching it unless the page shows
 *   one of those characters (a customer's own text, a Latin product name).
 */
export const vazirmatn = localFont({
  src: '../fonts/vazirmatn-fa.woff2',
  variable: '--font-vazirmatn',
  weight: '400 700',
  display: 'swap',
  preload: true,
});

export const vazirmatnLatin = localFont({
  src: '../fonts/vazirmatn-latin.woff2',
  variable: '--font-vazirmatn-latin',
  weight: '400 700',
  display: 'swap',
  preload: false,
  // The Persian face's fallback (metric-matched Arial) stands in for both while they load.
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+30-39, U+41-5A, U+61-7A, U+A1-AA, U+AC-BA, U+BC-D6, U+D8-F6, U+F8-FF' }],
});
