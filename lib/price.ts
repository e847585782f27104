const toman = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 0 });

/** «۱۲۵٬۰۰۰ تومان» */
export function formatToman(amount: number): string {
  return `${toman.format(Math.round(amount))} تومان`;
}

/** Digits only, Persian grouping, no unit: for tight places such as badges. */
export function formatNumber(value: number): string {
  return toman.format(value);
}

/** Toman to Rial, the ISO currency (IRR) that structured data and payment providers expect. */
export function tomanToRial(amount: number): number {
  return Math.round(amount) * 10;
}
