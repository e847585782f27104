export const ADD_LABEL = 'افزودن به سبد خرید';

export const CARD_BUTTON_CLASS =
  'tap inline-flex w-full items-center justify-center rounded-lg bg-primary px-3 py-2 text-sm font-medium text-on-primary hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-wait aria-disabled:opacity-50';

/**
 * An add button's classes for a product at its limit: aria-disabled there (the keyboard keeps its
 * place on the button just pressed) means "not allowed", not the busy cursor of an add under way.
 */
export function atLimitLook(classes: string): string {
  return classes.replace('aria-disabled:cursor-wait', 'aria-disabled:cursor-not-allowed');
}

/**
 * Names the product after a card action's visible label, for screen readers only: a list of
 * twelve «افزودن به سبد خرید» buttons says nothing about which is which. The visible label stays
 * the name's start, so voice control still finds the button by what it shows.
 */
export function ForProduct({ name }: { name: string }) {
  return <span className="sr-only"> «{name}»</span>;
}
