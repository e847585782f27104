import type { PaymentMethod } from '@/stores/slices/orders';
import { CARD_MIN_TOMAN, cardCharge } from '@/common/contract/card-min';
import { formatToman } from '@/lib/price';

/**
 * The credit gap at checkout (spec section 9): |credit − price|, saved as the amount to pay.
 * Only when paying by credit and credit is short is it actually paid by card.
 */
export function creditGap(credit: number, price: number): number {
  return Math.abs(credit - price);
}

/**
 * What goes through the payment provider: the whole price by card, or what credit does not cover;
 * never less than a card can pay (the server charges that much and keeps the rest as credit).
 */
export function cardAmount(method: PaymentMethod, credit: number, price: number): number {
  return cardCharge(uncovered(method, credit, price));
}

function uncovered(method: PaymentMethod, credit: number, price: number): number {
  return Math.max(0, method === 'online' ? price : price - Math.max(0, credit));
}

/** Said beside a card amount raised to the least a card pays; null when it was not raised. */
export function cardMinimumNote(method: PaymentMethod, credit: number, price: number): string | null {
  return cardAmount(method, credit, price) > uncovered(method, credit, price)
    ? `کمترین پرداخت با کارت ${formatToman(CARD_MIN_TOMAN)} است؛ باقی آن به اعتبار شما افزوده می‌شود.`
    : null;
}
