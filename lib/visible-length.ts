/** Zero-width and direction marks: text made of them alone shows nothing. */
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/**
 * Characters a reader sees, as the server counts a comment's or report's length: an emoji is one
 * (not two UTF-16 units), zero-width and direction marks are none.
 */
export function visibleLength(text: string): number {
  return [...text.replace(INVISIBLE, '').trim()].length;
}
