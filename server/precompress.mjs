// Build step: brotli (quality 11) and gzip (level 9) copies of the build's static text files,
// beside them as `<file>.br` and `<file>.gz`, for server/static-files.mjs to serve. Next
// gzips these on every request at level 6 and never offers brotli; compressed once at build
// time, a first visitor's scripts are 14 % smaller (README, "Static files") and the server
// spends nothing per request. nginx's `brotli_static`/`gzip_static` or a CDN do the same.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

export const SUFFIX = { br: '.br', gzip: '.gz' };
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt)$/;
// Under ~1 KB the coding's headers and a round trip cost more than the bytes saved.
const MIN_BYTES = 1024;
const CONCURRENCY = 4;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESS = {
  br: (body) => brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipAsync(body, { level: 9 }),
};

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

async function precompressFile(path) {
  const body = await readFile(path);
  for (const [coding, compress] of Object.entries(COMPRESS)) {
    const compressed = await compress(body);
    // A copy no smaller than the file is never worth sending.
    if (compressed.length < body.length) await writeFile(path + SUFFIX[coding], compressed);
  }
}

/** Writes the compressed copies of `<distDir>/static`'s text files; resolves to how many files. */
export async function precompressStatic(distDir) {
  const queue = [];
  for await (const path of filesUnder(join(distDir, 'static'))) {
    if (COMPRESSIBLE.test(path) && (await stat(path)).size >= MIN_BYTES) queue.push(path);
  }
  const count = queue.length;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (queue.length) await precompressFile(queue.pop());
    }),
  );
  return count;
}
