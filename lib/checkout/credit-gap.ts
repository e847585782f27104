import type { PaymentMethod } from '@/stores/slices/orders';

/**
 * The credit gap at checkout (spec section 9): |credit − price|, saved as the amount to pay.
 * Only when paying by credit and credit is short is it actually paid by card.
 */
export function creditGap(credit: number, price: number): number {
  return Math.abs(credit - price);
}

/** What goes through the payment provider: the whole price by card, or what credit does not cover. */
export function cardAmount(method: PaymentMethod, credit: number, price: number): number {
  if (method === 'online') return price;
  return Math.max(0, price - Math.max(0, credit));
}
