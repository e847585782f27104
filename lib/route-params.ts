import { toWesternDigits } from '@/common/digits';

/**
 * A positive whole number written plainly ("12", at most `maxDigits` digits); anything else is no
 * id. Id paths reach pages canonical already (the proxy answers Persian digits and leading zeros
 * with 308); a caller reading a query value turns its digits Western first.
 */
export function wholeNumber(value: string | undefined, maxDigits = 9): number | null {
  if (value === undefined || !new RegExp(`^\\d{1,${maxDigits}}$`).test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

/**
 * An order id from the address bar, which no redirect makes canonical: percent-encoded or not,
 * any digit script, no leading zero. Null when it cannot be one.
 */
export function parseOrderId(raw: string): number | null {
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A malformed escape is no id either; the pattern below refuses it.
  }
  const text = toWesternDigits(decoded.trim());
  return text.startsWith('0') ? null : wholeNumber(text);
}
