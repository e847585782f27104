/**
 * The spec's business constants (section 9) in one place; modules import them from here.
 */

/** Request time-out of every API call. */
export const REQUEST_TIMEOUT_MS = 60_000;

/** After an add, remove or package add, the cart and order price are re-fetched after this delay. */
export const CART_REFETCH_DELAY_MS = 2000;
/** After OTP verification with a guest cart, the cart reloads after this delay. */
export const CART_RELOAD_DELAY_MS = 500;
/** The after-login "back one page" rule shows login step 1 again after this delay. */
export const BACK_TO_STEP_ONE_MS = 1000;

/** Persisted state: storage key and restore time-out. */
export const STORE_KEY = 'new_dr_root-3';
export const RESTORE_TIMEOUT_MS = 5000;

/** Page sizes. */
export const ORDERS_PAGE_SIZE = 20;
export const CATEGORY_PAGE_SIZE = 20;
export const SEARCH_PAGE_SIZE = 30;

/** Default stars: an order comment, a product comment. */
export const DEFAULT_ORDER_STAR = 3;
export const DEFAULT_PRODUCT_STAR = 1;

/** Map defaults. */
export const DEFAULT_MAP_ZOOM = 15;
export const DEFAULT_MAP_CENTER = { lat: 32.646305, lng: 51.667598 } as const;

/** Credit gap outside checkout (Toman). */
export const DEFAULT_CREDIT_GAP = 10_000;

export const SUPPORT_TICKET_TYPE = 1;
export const TOP_UP_PAYMENT_FOR = 'buy_customer_credit';
export const DEFAULT_PAYMENT_METHOD = 'credit';
export const DEFAULT_HOLIDAY_COUNTRY = 'IR';
export const DEFAULT_ORDER_TAB_STATUSES = ['created', 'in_progress', 'ready', 'send', 'rt_wait', 'rt_accept'] as const;

/** Local-storage key of the shop a QR login linked the visitor to (its login_to_id; spec section 9). */
export const QR_SHOP_KEY = 'QR_SHOP';

/** Local-storage key of the push-messaging configuration (spec section 7), with the time it was fetched. */
export const PUSH_CONFIG_STORAGE_KEY = 'PUSH_CONFIG';
/** Local-storage key of this browser's registered push token, which logout removes from the API. */
export const PUSH_TOKEN_STORAGE_KEY = 'PUSH_TOKEN';
