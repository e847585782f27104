import { toPersianDigits } from '@/common/digits';

// What Intl.NumberFormat('fa-IR') writes: the Arabic thousands separator, and before a negative
// number a left-to-right mark and the minus sign.
const GROUP = '\u066c';
const MINUS = '\u200e\u2212';

let intl: Intl.NumberFormat | undefined;
/** The platform's formatter, created only for what formatNumber does not write itself. */
function viaIntl(value: number): string {
  intl ??= new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 0 });
  return intl.format(value);
}

/**
 * Digits only, Persian grouping, no unit («۱۲۵٬۰۰۰»): for tight places such as badges. The
 * same text as Intl.NumberFormat('fa-IR', { maximumFractionDigits: 0 }) (rounded half away from
 * zero), written by hand because creating that formatter costs Chromium 40–50 ms (its Persian
 * locale data), at every page's start, before a single price is shown.
 */
export function formatNumber(value: number): string {
  const whole = Math.round(Math.abs(value));
  if (!Number.isSafeInteger(whole)) return viaIntl(value); // NaN, ±∞, beyond 2^53
  const digits = toPersianDigits(String(whole).replace(/\B(?=(\d{3})+$)/g, GROUP));
  return value < 0 || Object.is(value, -0) ? `${MINUS}${digits}` : digits;
}

/** A rating as Persian writes it, one decimal at most, with the Arabic decimal separator: 4.5 → «۴٫۵». */
export function formatDecimal(value: number): string {
  return toPersianDigits(String(Math.round(value * 10) / 10)).replace('.', '\u066b');
}

/** «۱۲۵٬۰۰۰ تومان» */
export function formatToman(amount: number): string {
  return `${formatNumber(Math.round(amount))} تومان`;
}

/** Toman to Rial, the ISO currency (IRR) that structured data and payment providers expect. */
export function tomanToRial(amount: number): number {
  return Math.round(amount) * 10;
}
