/** The checkout, and where a guest who asks for it logs in first (back to the checkout after). */
export const CHECKOUT_HREF = '/cart/checkout';
export const GUEST_CHECKOUT_HREF = `/login?redirect=${CHECKOUT_HREF}`;
