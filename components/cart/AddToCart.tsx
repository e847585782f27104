'use client';

import { useState } from 'react';
import type { ProductSummary } from '@/lib/api/product-types';
import { toPersianDigits } from '@/common/digits';
import { countOfProduct, lineKey, limitMessage, roomFor } from '@/lib/cart/line';
import { summaryOf } from '@/lib/api/product-types';
import { useCardCart } from '@/hooks/card-cart';
import { ADD_LABEL, CARD_BUTTON_CLASS, ForProduct, atLimitLook } from './card-button';

/**
 * A card's add-to-cart for a product with nothing to choose: adds one, and says how many are in
 * the cart or that the limit is reached. Disabled, as the server drew it, until the cart code
 * has arrived (CardCartBridge) and the stored cart is restored.
 */
export function AddToCart({ product }: { product: ProductSummary }) {
  const cart = useCardCart();
  const [busy, setBusy] = useState(false);
  const lines = cart?.lines ?? [];
  const inCart = countOfProduct(lines, product.id);
  const lineCount = lines.find((l) => l.key === lineKey({ product_id: product.id }))?.count ?? 0;
  const full = !!cart?.restored && roomFor(product.limit, inCart) === 0;
  const reasonId = `add-${product.id}-limit`;

  async function add() {
    if (!cart || busy || full) return;
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
        className={full ? atLimitLook(CARD_BUTTON_CLASS) : CARD_BUTTON_CLASS}
        disabled={!cart?.restored}
        // While it adds, and once an add reaches the limit: aria-disabled, not disabled, which
        // would drop the keyboard's focus from the button just pressed.
        aria-disabled={busy || full || undefined}
        aria-describedby={full ? reasonId : undefined}
        onClick={() => void add()}
      >
        {ADD_LABEL}
        <ForProduct name={product.name} />
      </button>
      {/* Present while empty (once the cart is restored: not in every card's HTML), so that the
          reason is announced when an add reaches the limit. */}
      {cart?.restored && (
        <p id={reasonId} role="status" className="text-xs text-amber-800 empty:sr-only">
          {full ? limitMessage(product.limit) : ''}
        </p>
      )}
      {!full && lineCount > 0 && <p className="text-xs text-ink/70">{toPersianDigits(lineCount)} عدد در سبد خرید</p>}
    </div>
  );
}
