/** Latin letters and digits: the face fetched only by pages that show them. */
export const LATIN: string;
/** Persian text and the digits, punctuation and symbols it mixes in: the preloaded face. */
export const PERSIAN: string;
/** The CSS `unicode-range` of a face that keeps `characters`. */
export function unicodeRange(characters: string): string;
