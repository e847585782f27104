/** API contract: the headers of a renewed session, which the storefront's gateway and the embedded backend both use. */

// How the API hands a renewed session to the storefront's gateway (backend/auth/middleware.ts):
// the gateway sets its cookies from these and never passes them on to the browser. An upstream
// without them is a shop whose sessions simply end after their 30 days.
export const RENEWED_TOKEN_HEADER = 'x-renewed-token';
export const RENEWED_ROLE_HEADER = 'x-renewed-role';
/** Seconds the new token lives. */
export const RENEWED_MAX_AGE_HEADER = 'x-renewed-max-age';
