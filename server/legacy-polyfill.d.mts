export function emptyLegacyPolyfills(distDir: string): string[];
