export const SUFFIX: { br: '.br'; gzip: '.gz' };
/** Writes `<file>.br` and `<file>.gz` beside `<distDir>/static`'s text files; resolves to how many files. */
export function precompressStatic(distDir: string): Promise<number>;
