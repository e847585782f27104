'use client';

import { useId, useState } from 'react';
import type { Cart } from '@/hooks/queries/cart';
import type { ProductDetail, Topping } from '@/lib/api/product-types';
import { toPersianDigits } from '@/common/digits';
import { formatToman } from '@/lib/price';
import { SOLD_OUT_LABEL, countOfProduct, limitMessage, productTotalPrice, roomFor } from '@/lib/cart/line';
import { summaryOf } from '@/lib/api/product-types';
import { useHydrated } from '@/hooks/use-hydrated';
import { CountStepper } from './CountStepper';
import { atLimitLook } from './card-button';

/** What the buying area needs of the cart (useCart's answer once it has loaded). */
export type PurchaseCart = Pick<Cart, 'lines' | 'restored' | 'add' | 'addPack'>;

/** The toppings and count chosen so far: kept above the area, so they survive its cart arriving. */
export type PurchaseChoice = {
  selected: Set<number>;
  toggle: (toppingId: number) => void;
  wanted: number;
  setWanted: (count: number) => void;
};

const addButton =
  'w-full rounded-xl bg-primary px-4 py-3 font-bold text-on-primary hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-wait aria-disabled:opacity-50 sm:w-auto sm:min-w-56';

/**
 * Price, count and the add button. Below `md` the same element is a bar fixed to the bottom of
 * the screen (the way Iranian shops do it), so adding never needs a scroll on a phone.
 */
const buyBar =
  'flex flex-wrap items-center justify-between gap-x-4 gap-y-3 max-md:fixed max-md:inset-x-0 max-md:bottom-0 max-md:z-30 max-md:flex-nowrap max-md:gap-2 max-md:border-t max-md:border-black/10 max-md:bg-surface max-md:px-3 max-md:py-2 max-md:pb-[max(0.5rem,env(safe-area-inset-bottom))] max-md:shadow-[0_-4px_12px_rgb(0_0_0/0.06)]';
const barButton = `${addButton} whitespace-nowrap max-md:w-auto max-md:min-w-0 max-md:flex-1 max-md:px-3`;

/**
 * «افزودن به سبد خرید», shortened on screen where the bar is narrow; the button's accessible
 * name stays the whole phrase.
 */
function AddLabel() {
  return (
    <>
      افزودن<span className="max-[359px]:sr-only"> به سبد</span>
      <span className="max-md:sr-only"> خرید</span>
    </>
  );
}

function Toppings({ toppings, selected, onToggle, disabled }: { toppings: Topping[]; selected: Set<number>; onToggle: (id: number) => void; disabled: boolean }) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 font-medium">افزودنی‌ها</legend>
      {toppings.map((t) => (
        <label key={t.id} className="flex cursor-pointer items-center justify-between gap-3 rounded-lg border border-black/10 px-3 py-2 has-checked:border-primary">
          <span className="flex items-center gap-2">
            <input type="checkbox" checked={selected.has(t.id)} disabled={disabled} onChange={() => onToggle(t.id)} className="h-4 w-4 accent-primary" />
            <span>{t.name}</span>
          </span>
          <span className="text-sm text-ink/70">{t.price > 0 ? `+ ${formatToman(t.price)}` : 'رایگان'}</span>
        </label>
      ))}
    </fieldset>
  );
}

function PackPurchase({ product, cart }: { product: ProductDetail; cart: PurchaseCart }) {
  const [busy, setBusy] = useState(false);
  // The server prices and stocks a pack from its available items, as the package add adds them
  // (backend catalog-products.ts): the headline, this total and the cart agree.
  const soldOut = product.limit === 0;

  async function add() {
    if (busy) return;
    setBusy(true);
    try {
      await cart.addPack(product);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      <div>
        <h2 className="mb-2 font-medium">اقلام این پک</h2>
        <ul className="space-y-1 text-sm">
          {product.pack_items.map((p) => {
            const out = p.limit === 0;
            return (
              <li key={p.id} className="flex justify-between gap-3">
                <span className={out ? 'text-ink/70 line-through' : ''}>{p.name}</span>
                <span className="text-ink/70">{out ? SOLD_OUT_LABEL : formatToman(p.final_price)}</span>
              </li>
            );
          })}
        </ul>
        <p className="mt-2 text-xs text-ink/60">از هر کالای موجود یک عدد به سبد خرید اضافه می‌شود.</p>
      </div>
      <div className={soldOut ? '' : buyBar} data-buy-bar={soldOut ? undefined : ''}>
        {!soldOut && (
          <p className="flex items-baseline gap-3 max-md:flex-col max-md:gap-0">
            <span className="max-md:text-xs max-md:text-ink/70">جمع اقلام پک</span>
            <span className="text-lg font-bold max-md:text-base" aria-live="polite">
              {formatToman(product.final_price)}
            </span>
          </p>
        )}
        <button type="button" className={soldOut ? addButton : barButton} disabled={soldOut || !cart.restored} aria-disabled={busy || undefined} onClick={() => void add()}>
          {soldOut ? SOLD_OUT_LABEL : <AddLabel />}
        </button>
      </div>
    </div>
  );
}

function SinglePurchase({ product, cart, choice }: { product: ProductDetail; cart: PurchaseCart; choice: PurchaseChoice }) {
  const id = useId();
  const { selected, toggle, wanted, setWanted } = choice;
  const [busy, setBusy] = useState(false);
  // Toppings and count work once the page has hydrated; until then they wait, as the add button
  // does (a box ticked before would look chosen while the price and the cart left it out).
  const hydrated = useHydrated();

  const soldOut = product.limit === 0;
  const inCart = countOfProduct(cart.lines, product.id);
  const room = cart.restored ? roomFor(product.limit, inCart) : roomFor(product.limit, 0);
  const atLimit = !soldOut && room === 0;
  const count = Math.max(1, Math.min(wanted, room));
  const chosen = product.toppings.filter((t) => selected.has(t.id));
  const total = productTotalPrice(product.final_price, chosen, count);
  const reason = limitMessage(product.limit, cart.restored ? inCart : 0);
  const reasonId = `${id}-reason`;

  async function add() {
    if (busy || atLimit) return;
    setBusy(true);
    try {
      if (await cart.add(summaryOf(product), { count, toppings: chosen })) setWanted(1);
    } finally {
      setBusy(false);
    }
  }

  if (soldOut) {
    return (
      <div className="space-y-2">
        <p className="text-sm text-red-800">این محصول در حال حاضر موجود نیست.</p>
        <button type="button" className={addButton} disabled>
          {SOLD_OUT_LABEL}
        </button>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      {product.toppings.length > 0 && <Toppings toppings={product.toppings} selected={selected} onToggle={toggle} disabled={!hydrated} />}
      {/* Present while empty, so that the reason is announced when an add reaches the limit. */}
      <p id={reasonId} role="status" className="text-sm text-amber-800 empty:sr-only">
        {atLimit ? reason : ''}
      </p>
      {inCart > 0 && !atLimit && <p className="text-sm text-ink/70">{toPersianDigits(inCart)} عدد از این محصول در سبد خرید شما هست.</p>}
      <div className={buyBar} data-buy-bar="">
        <div>
          <p className="mb-1 text-sm font-medium max-md:sr-only">تعداد</p>
          <CountStepper
            id={`${id}-count`}
            count={count}
            itemName={product.name}
            onIncrease={() => setWanted(count + 1)}
            onDecrease={() => setWanted(count - 1)}
            canIncrease={!atLimit && count < room}
            canDecrease={count > 1}
            limitReason={atLimit ? null : reason}
            disabled={!hydrated}
          />
        </div>
        <p className="text-end max-md:text-start">
          <span className="block text-sm text-ink/70 max-md:text-xs">مبلغ کل</span>
          <output className="text-xl font-bold max-md:text-base" aria-live="polite" aria-label="مبلغ کل">
            {formatToman(total)}
          </output>
        </p>
        <button
          type="button"
          className={atLimit ? atLimitLook(`${barButton} md:basis-full`) : `${barButton} md:basis-full`}
          // While it adds, and once an add reaches the limit: aria-disabled, not disabled, which
          // would drop the keyboard's focus from the button just pressed.
          disabled={!cart.restored}
          aria-disabled={busy || atLimit || undefined}
          aria-describedby={atLimit ? reasonId : undefined}
          onClick={() => void add()}
        >
          <AddLabel />
        </button>
      </div>
    </div>
  );
}

/**
 * The product page's buying area: toppings, live total, count, add (or the package add for a
 * pack), drawn from the cart it is given.
 */
export function PurchaseArea({ product, cart, choice }: { product: ProductDetail; cart: PurchaseCart; choice: PurchaseChoice }) {
  return product.is_pack ? <PackPurchase product={product} cart={cart} /> : <SinglePurchase product={product} cart={cart} choice={choice} />;
}
