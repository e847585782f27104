export const ADD_LABEL = 'افزودن به سبد خرید';

export const CARD_BUTTON_CLASS =
  'inline-flex w-full items-center justify-center rounded-lg bg-primary px-3 py-2 text-sm font-medium text-on-primary hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50';
