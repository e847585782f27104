// Response headers every answer carries (pages, API, errors, the server layer's own refusals).
// Plain JavaScript: next.config.ts, the gateway and server/server.mjs all read it.

export const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self), payment=(self)' },
];

/** Sent only on answers served over https: browsers must not be told to pin plain-http hosts. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** The client's address as the server layer saw it; set there, never trusted from the client. */
export const CLIENT_ADDRESS_HEADER = 'x-shop-client-address';
