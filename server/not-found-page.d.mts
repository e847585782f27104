export const ERROR_SHELL: RegExp;
export const OWN_NOT_FOUND: string[];
/** A 404 that is Next's empty error shell becomes the build's prerendered not-found page. */
export function notFoundPage(distDir: string): (html: string, page: { status: number; path: string }) => string;
