export function demoModeFrom(env: Record<string, string | undefined>): boolean;
export const DEMO_WARNING: string;
/** Throws when a real shop (not demo mode) has no SITE_URL. */
export function requireSiteUrl(env: Record<string, string | undefined>, demo: boolean): void;
/** SITE_URL's origin when it is a public https site (not this machine, not plain http); else null. */
export function publicSite(env: Record<string, string | undefined>): URL | null;
