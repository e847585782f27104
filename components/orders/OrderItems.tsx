import type { OrderView } from '@/lib/api/checkout';
import { toPersianDigits } from '@/common/digits';
import { formatToman } from '@/lib/price';

/** The order's lines: name, count, toppings and the line's price. */
export function OrderItems({ items }: { items: OrderView['items'] }) {
  return (
    <section aria-labelledby="order-items" className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-black/5">
      <h2 id="order-items" className="mb-3 font-bold">
        اقلام سفارش
      </h2>
      <ul className="divide-y divide-black/5" aria-label="اقلام سفارش">
        {items.map((item, index) => (
          <li key={`${item.product_id ?? 'x'}-${index}`} className="flex items-start justify-between gap-3 py-3">
            <span className="space-y-1">
              <span className="block font-medium">{item.name}</span>
              <span className="block text-sm text-ink/70">تعداد: {toPersianDigits(item.count)}</span>
              {item.toppings.length > 0 && (
                <span className="block text-sm text-ink/70">افزودنی‌ها: {item.toppings.map((t) => t.name).join('، ')}</span>
              )}
            </span>
            <span className="shrink-0 font-medium">{formatToman(item.line_price)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
