// The one script the root layout writes inline, before any of the page's own code: Chrome may
// offer to install the shop right after the load event, while a phone is still hydrating and
// before the footer's «نصب برنامه» (an island) listens. It keeps the offer on `window` for the
// button (lib/pwa/install-prompt.ts). Plain JavaScript: the page CSP allows it by its hash.

export const EARLY_INSTALL_SCRIPT =
  "addEventListener('beforeinstallprompt',function(e){e.preventDefault();window.__installOffer=e});addEventListener('appinstalled',function(){window.__installOffer=null})";

/** base64 SHA-256 of EARLY_INSTALL_SCRIPT (csp.test.ts checks it), for the nonce pages' script-src. */
export const EARLY_INSTALL_HASH = '8i7GzOhNXMwO5QfaGHlJjm2vvfF9iG5v3CI4Wk1r4OA=';
