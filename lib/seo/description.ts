/** How long a search result's snippet runs before the engine cuts it. */
const MAX = 160;

/**
 * A meta description: one line, at most 160 characters, cut after a whole word with «…» (a word
 * cut in half reads as a typo in the result).
 */
export function metaDescription(text: string, max = MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const head = flat.slice(0, max - 1);
  const lastSpace = head.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? head.slice(0, lastSpace) : head).trimEnd()}…`;
}
