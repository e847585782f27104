import { toPersianDigits } from '@/common/digits';

/** Choosing 1–5 stars: a radio group (arrow keys move, each star has a spoken name). */
export function StarInput({ name, value, onChange, legend = 'امتیاز شما' }: { name: string; value: number; onChange: (n: number) => void; legend?: string }) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm">{legend}</legend>
      {/* A touch screen: stars 44 px apart, each one's hit area its own (the tap utility). */}
      <div className="flex gap-1 pointer-coarse:gap-3">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="tap cursor-pointer rounded has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary">
            <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} className="sr-only" />
            <span className="sr-only">{toPersianDigits(n)} ستاره</span>
            <svg viewBox="0 0 20 20" aria-hidden="true" className={`h-8 w-8 ${n <= value ? 'text-amber-500' : 'text-black/15'}`} fill="currentColor">
              <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
            </svg>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
