import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { JalaliCalendar } from './JalaliCalendar';

const noop = () => {};

/** The calendar's markup: each day button's label and whether it is disabled, and the choosers' options. */
function render(value: string | null, max?: string) {
  const html = renderToStaticMarkup(<JalaliCalendar value={value} onPick={noop} onClose={noop} max={max} />);
  const days = [...html.matchAll(/<button[^>]*aria-label="([^"]+)"[^>]*>/g)]
    .filter(([, label]) => label !== 'بستن تقویم')
    .map(([tag, label]) => ({ label, disabled: / disabled=""/.test(tag) && /aria-disabled="true"/.test(tag) }));
  const options = (name: string) => {
    const select = new RegExp(`<select aria-label="${name}"[^>]*>(.*?)</select>`).exec(html)![1];
    return [...select.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map(([, text]) => text);
  };
  return { days, months: options('ماه'), years: options('سال') };
}

describe('JalaliCalendar with a last day (a birthday: Tehran’s today)', () => {
  it('disables the days after it, not only in colour, and keeps the ones up to it', () => {
    const { days } = render('1405-09-03', '1405-09-06');
    expect(days).toHaveLength(30);
    expect(days.filter((d) => !d.disabled).map((d) => d.label)).toEqual(['۱ آذر ۱۴۰۵', '۲ آذر ۱۴۰۵', '۳ آذر ۱۴۰۵', '۴ آذر ۱۴۰۵', '۵ آذر ۱۴۰۵', '۶ آذر ۱۴۰۵']);
    expect(days[6]).toEqual({ label: '۷ آذر ۱۴۰۵', disabled: true });
  });

  it('offers no later year, nor in its year a later month', () => {
    const { months, years } = render('1405-09-03', '1405-09-06');
    expect(years[0]).toBe('۱۴۰۵');
    expect(months.at(-1)).toBe('آذر');
    expect(months).toHaveLength(9);
    // An earlier year has all twelve months.
    expect(render('1370-01-31', '1405-09-06').months).toHaveLength(12);
  });

  it('opens on its month when the typed date is later', () => {
    const { days } = render('1406-02-10', '1405-09-06');
    expect(days[0].label).toBe('۱ آذر ۱۴۰۵');
  });
});
