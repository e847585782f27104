/**
 * Where this server reaches itself (the proxy's guest bootstrap). Never taken from the Host
 * header, which a client controls.
 */
export function internalOrigin(): string {
  return process.env.INTERNAL_ORIGIN || `http://127.0.0.1:${process.env.PORT || 3000}`;
}
