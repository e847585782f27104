const PERSIAN = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC = '٠١٢٣٤٥٦٧٨٩';

/** Persian (۰-۹) and Arabic-Indic (٠-٩) digits become Western digits; other characters stay. */
export function toWesternDigits(value: string): string {
  return value.replace(/[۰-۹٠-٩]/g, (d) => {
    const p = PERSIAN.indexOf(d);
    return String(p >= 0 ? p : ARABIC.indexOf(d));
  });
}

/** Direction marks, isolates, zero-width characters and the BOM: pasted Persian text carries them unseen. */
const INVISIBLE = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\u061c\ufeff]/g;

/**
 * A number, date or code as people paste it (a mobile from the contacts, a code from an SMS):
 * the invisible marks gone and the digits Western.
 */
export function plainDigits(value: string): string {
  return toWesternDigits(value.replace(INVISIBLE, ''));
}

/** Western digits become Persian digits, for display. */
export function toPersianDigits(value: string | number): string {
  return String(value).replace(/\d/g, (d) => PERSIAN[Number(d)]);
}

/** A decimal for display: Persian digits and the Persian decimal separator (۳۵٫۶۸, not ۳۵.۶۸). */
export function toPersianDecimal(value: number, fractionDigits: number): string {
  return toPersianDigits(value.toFixed(fractionDigits)).replace('.', '\u066b');
}

/** Keeps digits only (any script), returned as Western digits: for codes and phone fields. */
export function digitsOnly(value: string): string {
  return toWesternDigits(value).replace(/\D/g, '');
}

const MOBILE = /^09\d{9}$/;

/** An Iranian mobile in any digit script, with or without +98/0098/98, as 09xxxxxxxxx; null when invalid. */
export function normalizeMobile(value: string): string | null {
  let mobile = plainDigits(value).replace(/[\s\-()]/g, '');
  if (mobile.startsWith('+98')) mobile = '0' + mobile.slice(3);
  else if (mobile.startsWith('0098')) mobile = '0' + mobile.slice(4);
  else if (/^989\d{9}$/.test(mobile)) mobile = '0' + mobile.slice(2);
  else if (/^9\d{9}$/.test(mobile)) mobile = '0' + mobile;
  return MOBILE.test(mobile) ? mobile : null;
}
