import { toWesternDigits } from '../../common/digits';

/**
 * The form stored in products.search_text and applied to every query: Arabic letter variants
 * folded to Persian ones, digits Western, zero-width joiners and diacritics removed, lower case.
 */
export function normalizeSearch(value: string): string {
  // NFKC: Arabic presentation forms (text copied from a PDF, U+FB50–U+FEFF) become the letters they show.
  return toWesternDigits(value.normalize('NFKC'))
    // Tatweel (کیـک) and the invisible marks and zero-width spaces pasted text carries.
    .replace(/[\u0640\u200b\u202a-\u202e\u2066-\u2069\u061c\ufeff]/g, '')
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/[ةۀ]/g, 'ه')
    .replace(/[أإٱآ]/g, 'ا')
    .replace(/ؤ/g, 'و')
    .replace(/[\u064B-\u065F\u0670]/g, '')
    .replace(/[\u200c\u200d\u200e\u200f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}
