// The map's style URL and the origin it loads from. Plain JavaScript: the map picker (browser)
// builds the URL, and lib/security/csp.mjs (proxy.ts and server/server.mjs) allows the origin.

/** A public vector style that needs no key (OpenFreeMap); its tiles, sprites and glyphs share its origin. */
export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';

/**
 * The style URL to load: NEXT_PUBLIC_MAP_STYLE_URL (or the default), with NEXT_PUBLIC_MAP_API_KEY
 * appended as `key=` when one is set (MapTiler, Map.ir and Neshan styles take it that way).
 */
export function mapStyleUrl(styleUrl, apiKey) {
  const url = new URL(styleUrl || DEFAULT_MAP_STYLE_URL);
  if (apiKey) url.searchParams.set('key', apiKey);
  return url.href;
}

/** The origin the map fetches from, for the CSP; null when the configured URL is not http(s). */
export function mapOrigin(styleUrl) {
  try {
    const url = new URL(styleUrl || DEFAULT_MAP_STYLE_URL);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}
