'use client';

import { useState } from 'react';
import Link from '@/components/ui/Link';
import { productPath } from '@/lib/seo/urls';
import type { ProductSummary } from '@/lib/api/product-types';
import { toPersianDigits } from '@/lib/digits';
import { SOLD_OUT_LABEL, countOfProduct, lineKey, limitMessage, roomFor } from '@/lib/cart/line';
import { summaryOf } from '@/lib/api/product-types';
import { useCart } from '@/lib/queries/cart';

export const ADD_LABEL = 'افزودن به سبد خرید';
/** What a card's button says when it opens the product page to choose toppings or see a pack. */
export const CHOOSE_LABEL = 'انتخاب گزینه‌ها';

const buttonClass =
  'inline-flex w-full items-center justify-center rounded-lg bg-primary px-3 py-2 text-sm font-medium text-on-primary hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50';

/**
 * Compact add-to-cart for product cards: adds one. A sold-out product gets a disabled
 * «ناموجود»; a product with toppings (or a pack) leads to its page, where they are chosen.
 */
export function AddToCart({ product, className }: { product: ProductSummary; className?: string }) {
  const cart = useCart();
  const [busy, setBusy] = useState(false);
  const classes = `${buttonClass} ${className ?? ''}`;

  if (product.limit === 0) {
    return (
      <button type="button" disabled className={classes}>
        {SOLD_OUT_LABEL}
      </button>
    );
  }
  if (product.has_toppings || product.is_pack) {
    return (
      <Link href={productPath(product.id)} className={classes} title={product.is_pack ? 'اقلام پک در صفحه محصول' : 'انتخاب افزودنی‌ها در صفحه محصول'}>
        {product.is_pack ? 'مشاهده پک' : CHOOSE_LABEL}
      </Link>
    );
  }

  const inCart = countOfProduct(cart.lines, product.id);
  const lineCount = cart.lines.find((l) => l.key === lineKey({ product_id: product.id }))?.count ?? 0;
  const full = cart.restored && roomFor(product.limit, inCart) === 0;
  const reasonId = `add-${product.id}-limit`;

  async function add() {
    setBusy(true);
    try {
      await cart.add(summaryOf(product));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        className={classes}
        disabled={!cart.restored || busy || full}
        aria-describedby={full ? reasonId : undefined}
        onClick={() => void add()}
      >
        {ADD_LABEL}
      </button>
      {full ? (
        <p id={reasonId} className="text-xs text-amber-800">
          {limitMessage(product.limit)}
        </p>
      ) : (
        lineCount > 0 && <p className="text-xs text-ink/70">{toPersianDigits(lineCount)} عدد در سبد خرید</p>
      )}
    </div>
  );
}
