import { toPersianDigits } from '@/common/digits';
import { formatDecimal } from '@/lib/price';

/** Read-only star rating (0–5, halves rounded) with an accessible text. */
export function Stars({ value, count, size = 'sm' }: { value: number; count?: number; size?: 'sm' | 'md' }) {
  const rounded = Math.round(value * 2) / 2;
  const label =
    count === undefined
      ? `امتیاز ${formatDecimal(rounded)} از ۵`
      : count > 0
        ? `امتیاز ${formatDecimal(value)} از ۵ از ${toPersianDigits(count)} نظر`
        : 'هنوز امتیازی ثبت نشده';
  const px = size === 'md' ? 'h-5 w-5' : 'h-4 w-4';
  return (
    <span className="inline-flex items-center gap-1" role="img" aria-label={label}>
      <span className="inline-flex" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((n) => (
          <svg key={n} viewBox="0 0 20 20" className={`${px} ${rounded >= n - 0.25 ? 'text-amber-500' : rounded >= n - 0.75 ? 'text-amber-300' : 'text-black/15'}`} fill="currentColor">
            <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
          </svg>
        ))}
      </span>
      {count !== undefined && count > 0 && (
        <span className="text-xs text-ink/60" aria-hidden="true">
          {formatDecimal(value)} ({toPersianDigits(count)})
        </span>
      )}
    </span>
  );
}
