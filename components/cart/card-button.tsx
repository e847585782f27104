export const ADD_LABEL = 'افزودن به سبد خرید';

export const CARD_BUTTON_CLASS =
  'inline-flex w-full items-center justify-center rounded-lg bg-primary px-3 py-2 text-sm font-medium text-on-primary hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50';

/** A card's add button before the cart is there (its code loading, or the stored cart being restored). */
export function WaitingAddButton() {
  return (
    <div className="flex flex-col gap-1">
      <button type="button" disabled className={CARD_BUTTON_CLASS}>
        {ADD_LABEL}
      </button>
    </div>
  );
}
