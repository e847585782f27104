// Plain JavaScript so `npm start` (server/start.mjs) can refuse before it builds, with the
// same rule the backend applies when it boots.

const LOCAL_HOSTS = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\]|[^.]+\.localhost)$/i;

/**
 * Whether demo mode is on: SHOP_DEMO=1, or unset outside production. Demo mode hands out
 * every mobile's login code (/api/dev/otp), so it is refused when SITE_URL names a public
 * https origin, unless SHOP_DEMO_PUBLIC=1 says the demo is meant to be public.
 */
export function demoModeFrom(env) {
  const demo = env.SHOP_DEMO ? env.SHOP_DEMO === '1' : env.NODE_ENV !== 'production';
  if (!demo || env.SHOP_DEMO_PUBLIC === '1') return demo;
  const site = publicSite(env);
  if (site) {
    throw new Error(
      `Refusing demo mode (SHOP_DEMO=1) on the public site ${site.origin}: anyone could read login codes at /api/dev/otp. ` +
        'Set SHOP_DEMO=0 for a real shop, or SHOP_DEMO_PUBLIC=1 if this is meant to be a public demo.',
    );
  }
  return demo;
}

/**
 * A real shop (not demo mode) must say its public origin: without SITE_URL every canonical link,
 * the sitemap, robots.txt and the structured data would name http://localhost, and search
 * engines would drop the shop's pages for another host's.
 */
export function requireSiteUrl(env, demo) {
  if (!demo && !env.SITE_URL) {
    throw new Error('SITE_URL is not set: a real shop (SHOP_DEMO=0) needs its public origin, e.g. SITE_URL=https://shop.example, for canonical links, the sitemap and robots.txt.');
  }
}

/** SITE_URL's origin when it is a public https site (not this machine, not plain http); else null. */
export function publicSite(env) {
  if (!env.SITE_URL) return null;
  let site;
  try {
    site = new URL(env.SITE_URL);
  } catch {
    throw new Error(`SITE_URL is not a URL: ${env.SITE_URL}`);
  }
  return site.protocol === 'https:' && !LOCAL_HOSTS.test(site.hostname) ? site : null;
}

export const DEMO_WARNING = [
  '',
  '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
  '!! DEMO MODE: login codes are printed here and served at /api/dev/otp to anyone. !!',
  '!! Never use it for a real shop: set SHOP_DEMO=0.                               !!',
  '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
  '',
].join('\n');
