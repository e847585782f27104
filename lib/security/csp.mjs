// Content-Security-Policy for pages. Plain JavaScript: proxy.ts (nonce policy for the dynamic
// pages) and server/server.mjs (hash policy for every other HTML answer) both build it here.
//
// Dynamic pages (cart, checkout, profile, order, orders, login, search) get a fresh nonce per request
// and 'strict-dynamic': Next puts the nonce on its own scripts, and what they load is trusted.
// Every other page (home, category, product, errors) may be served from a cache to everyone,
// so its policy must be the same for everyone: the server layer hashes the page's inline
// scripts ('sha256-…') and allows script files from 'self' only.
//
// The address map picker fetches its style, tiles, sprites and glyphs from the configured map
// origin (NEXT_PUBLIC_MAP_STYLE_URL), so connect-src and img-src allow that one origin; its
// worker is served from this origin (app/maplibre-gl-worker.mjs), so worker-src stays 'self'.

import { mapOrigin } from '../map-style.mjs';
import { EARLY_INSTALL_HASH } from '../pwa/early-install.mjs';

/** Payment providers a checkout form may post to (the sandbox lives on this origin). */
export const PAYMENT_ORIGINS = ['https://www.zarinpal.com', 'https://sandbox.zarinpal.com'];

/**
 * Firebase Cloud Messaging's registration APIs, which the notifications button on the profile
 * page calls when the customer turns notifications on. Every page's policy allows them: the
 * profile is mostly reached by a client-side link, and the document keeps the policy of the page
 * it was first loaded as.
 */
export const PUSH_ORIGINS = ['https://firebaseinstallations.googleapis.com', 'https://fcmregistrations.googleapis.com'];

/** Pages rendered per request with a nonce. */
export const NONCE_PAGES = /^\/(cart|checkout|profile|orders?|login|search)(\/|$)/;

/** ' https://map.origin' or '' when the map's origin cannot be derived. */
function mapSource() {
  const origin = mapOrigin(process.env.NEXT_PUBLIC_MAP_STYLE_URL);
  return origin ? ` ${origin}` : '';
}

function policy(scriptSrc, { https = false, dev = false } = {}) {
  const map = mapSource();
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSrc}${dev ? " 'unsafe-eval'" : ''}`,
    // React style attributes and Next's font CSS: styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${map}`,
    "font-src 'self'",
    `connect-src 'self'${map} ${PUSH_ORIGINS.join(' ')}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    `form-action 'self' ${PAYMENT_ORIGINS.join(' ')}`,
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

export function noncePolicy(nonce, opts) {
  // The layout's one inline script of its own (lib/pwa/early-install.mjs) has no nonce: its hash.
  return policy(`'self' 'nonce-${nonce}' 'strict-dynamic' 'sha256-${EARLY_INSTALL_HASH}'`, opts);
}

/**
 * hashes: base64 SHA-256 digests of the page's inline scripts. Nothing depends on the request
 * (not even the scheme), so a cached copy carries the right policy for every visitor.
 */
export function hashPolicy(hashes) {
  return policy(["'self'", ...[...new Set(hashes)].map((h) => `'sha256-${h}'`)].join(' '));
}

/** A fresh, unguessable nonce (Web Crypto, so it runs wherever proxy.ts runs). */
export function createNonce() {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes));
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPE = /^\s*$|^\s*(text|application)\/(javascript|ecmascript)\s*$|^\s*module\s*$/i;

/** The source of every inline, executable script in an HTML document (data blocks like JSON-LD are not run). */
export function inlineScripts(html) {
  const sources = [];
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (EXECUTABLE_TYPE.test(type)) sources.push(body);
  }
  return sources;
}
