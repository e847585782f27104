/** API contract: the least a card payment can be, which the storefront shows and the embedded backend charges. */

/**
 * Zarinpal refuses a request under 10,000 Rial (and Shaparak's gateways alike). A smaller sum
 * due is charged as this much, the rest staying in credit.
 */
export const CARD_MIN_TOMAN = 1_000;

/** What a card pays for a gap of `gap` Toman: nothing for none, never less than CARD_MIN_TOMAN. */
export function cardCharge(gap: number): number {
  return gap <= 0 ? 0 : Math.max(gap, CARD_MIN_TOMAN);
}
