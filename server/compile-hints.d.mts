/** V8's explicit compile hint, as the first line of a chunk. */
export const HINT: string;
/** Prepends the hint to the build's root main files (once); returns their paths. */
export function hintRootMainFiles(distDir: string): string[];
