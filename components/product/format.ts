const jalali = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { year: 'numeric', month: 'long', day: 'numeric' });

/** A date the Persian way («۲ آذر ۱۴۰۵») through the platform's Persian calendar (no date library). */
export function formatDateFa(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : jalali.format(date);
}
