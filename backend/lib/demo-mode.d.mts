export function demoModeFrom(env: Record<string, string | undefined>): boolean;
export const DEMO_WARNING: string;
/** SITE_URL's origin when it is a public https site (not this machine, not plain http); else null. */
export function publicSite(env: Record<string, string | undefined>): URL | null;
