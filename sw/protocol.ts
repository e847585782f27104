/** What the pages and the service worker agree on (imported by both sides). */

/** The Persian offline page, precached, shown for a page that cannot be loaded. */
export const OFFLINE_PATH = '/offline';
/** The service worker's URL (app/serwist/[path]/route.ts); its scope is the whole site. */
export const SW_URL = '/serwist/sw.js';
/** Sent by the update toast: the waiting version takes over, then the page reloads. */
export const SKIP_WAITING = 'SKIP_WAITING';
/** Asked by a page (with a port to answer on): was this document the worker's saved copy? */
export const SAVED_COPY = 'SAVED_COPY';
/** On the shop's own error answer for a page (its API unreachable: server/unavailable-status.mjs), not a proxy's. */
export const SHOP_ERROR_HEADER = 'x-shop-error';
