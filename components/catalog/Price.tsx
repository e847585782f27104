import { formatToman, formatNumber } from '@/lib/price';

/** Final price in Toman; with a discount, the old price struck through and the percentage. */
export function Price({
  price,
  finalPrice,
  discount,
  size = 'md',
}: {
  price: number;
  finalPrice: number;
  discount: number;
  size?: 'md' | 'lg';
}) {
  const discounted = discount > 0 && finalPrice < price;
  return (
    <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
      {discounted && (
        <>
          {/* Visible shorthand, spoken in words: aria-label is not allowed on a plain span or a del. */}
          <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-bold text-white">
            <span aria-hidden="true">{formatNumber(discount)}٪</span>
            <span className="sr-only">{formatNumber(discount)} درصد تخفیف</span>
          </span>
          <del className="text-xs text-ink/70">
            <span className="sr-only">قیمت پیش از تخفیف: </span>
            {formatToman(price)}
          </del>
        </>
      )}
      <span className={size === 'lg' ? 'text-xl font-bold' : 'text-sm font-bold'}>
        {discounted && <span className="sr-only">قیمت با تخفیف: </span>}
        {formatToman(finalPrice)}
      </span>
    </div>
  );
}
