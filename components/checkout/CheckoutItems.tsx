import type { DisplayLine } from '@/lib/cart/line';
import { toPersianDigits } from '@/common/digits';
import { formatToman } from '@/lib/price';

/** The order's lines as the cart holds them (names and counts; the invoice has the amounts). */
export function CheckoutItems({ lines }: { lines: DisplayLine[] }) {
  return (
    <>
      <h2 className="font-bold">اقلام سفارش</h2>
      <ul className="divide-y divide-black/5 text-sm" aria-label="اقلام سفارش">
        {lines.map((line) => {
          const soldOut = line.product.limit === 0;
          return (
            <li key={line.key} className="flex justify-between gap-3 py-2">
              <span>
                <span className={soldOut ? 'text-ink/50 line-through' : ''}>
                  {/* Isolated: a Latin name would otherwise carry the count to its far side. */}
                  <bdi>{line.product.name}</bdi> × {toPersianDigits(line.count)}
                </span>
                {line.toppings.length > 0 && <span className="block text-xs text-ink/60">{line.toppings.map((t) => t.name).join('، ')}</span>}
                {/* In words, not only struck through: a screen reader reads no strike. */}
                {soldOut && <span className="block text-xs text-red-800">ناموجود؛ در سفارش نیست</span>}
              </span>
              <span className={soldOut ? 'text-ink/50 line-through' : ''}>{formatToman(line.line_price)}</span>
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-ink/60">
        <a href="/cart" className="tap underline">
          ویرایش سبد خرید
        </a>
      </p>
    </>
  );
}
