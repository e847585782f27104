'use client';

import Link from '@/components/ui/Link';
import { productPath } from '@/lib/seo/urls';
import { formatToman } from '@/lib/price';
import { CART_MESSAGES, countOfProduct, limitMessage, maxForProduct, type DisplayLine } from '@/lib/cart/line';
import { CountStepper } from './CountStepper';
import { ProductThumb } from './ProductThumb';
import type { Cart } from '@/hooks/queries/cart';

/** One cart line: picture, name, toppings, unit and line price, count stepper, remove. */
export function CartLineItem({ line, cart }: { line: DisplayLine; cart: Cart }) {
  const { product } = line;
  const soldOut = product.limit === 0;
  const inCart = countOfProduct(cart.lines, line.product_id);
  const canIncrease = !soldOut && inCart < maxForProduct(product.limit);
  const reason = soldOut ? CART_MESSAGES.soldOut : limitMessage(product.limit);
  // Two lines of one product differ by their toppings; their controls' names must differ too.
  const lineName = line.toppings.length > 0 ? `${product.name} با ${line.toppings.map((t) => t.name).join('، ')}` : product.name;
  const stepperId = `line-${line.key.replace(/[^0-9]/g, '-')}`;

  return (
    <li className="flex gap-3 rounded-2xl bg-surface p-3 shadow-sm sm:gap-4 sm:p-4" aria-label={lineName}>
      <Link href={productPath(product.id)} className="shrink-0" tabIndex={-1} aria-hidden>
        <ProductThumb src={product.image} name={product.name} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="font-bold">
              <Link href={productPath(product.id)} className="tap hover:text-primary">
                {product.name}
              </Link>
            </h2>
            {line.toppings.length > 0 && (
              <p className="text-sm text-ink/70">
                <span className="sr-only">افزودنی‌ها: </span>
                {line.toppings.map((t) => t.name).join('، ')}
              </p>
            )}
            <p className="text-sm text-ink/70">قیمت واحد: {formatToman(line.unit_price)}</p>
            {soldOut && <p className="text-sm text-red-800">ناموجود؛ در مبلغ سفارش حساب نمی‌شود</p>}
          </div>
          <p className="text-end">
            <span className="sr-only">مبلغ این ردیف: </span>
            <span className="font-bold">{formatToman(line.line_price)}</span>
          </p>
        </div>
        <div className="flex flex-wrap items-end justify-between gap-2">
          <CountStepper
            id={stepperId}
            size="sm"
            count={line.count}
            itemName={lineName}
            canIncrease={canIncrease}
            limitReason={reason}
            onIncrease={() => void cart.increase(line)}
            onDecrease={() => void cart.decrease(line)}
          />
          <button
            type="button"
            onClick={() => void cart.remove(line)}
            className="tap rounded-lg px-2 py-1 text-sm text-red-700 hover:bg-red-50"
            aria-label={`حذف ${lineName} از سبد خرید`}
          >
            حذف
          </button>
        </div>
      </div>
    </li>
  );
}
