const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** Persian and Arabic-Indic digits become Western digits; everything else is kept. */
export function toWesternDigits(value: string): string {
  return value.replace(/[۰-۹٠-٩]/g, (d) => {
    const p = PERSIAN_DIGITS.indexOf(d);
    return String(p >= 0 ? p : ARABIC_DIGITS.indexOf(d));
  });
}

/** Direction marks, isolates, zero-width characters and the BOM: pasted Persian text carries them unseen. */
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\u061c\ufeff]/g;

/**
 * A number or code as people paste it (a mobile from the contacts, a code from an SMS): the
 * invisible marks gone and the digits Western.
 */
export function plainDigits(value: string): string {
  return toWesternDigits(value.replace(INVISIBLE, ''));
}

/** Western digits become Persian digits, for messages shown to the customer. */
export function toPersianDigits(value: string | number): string {
  return String(value).replace(/\d/g, (d) => PERSIAN_DIGITS[Number(d)]);
}

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
