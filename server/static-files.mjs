// Serves the build's static text files (`/_next/static/…`) from their precompressed copies
// (server/precompress.mjs): brotli when the client takes it, else gzip. A file without a copy,
// or a client that wants neither coding, is left to Next, which serves it as before.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { negotiateEncoding } from './content-coding.mjs';
import { SUFFIX } from './precompress.mjs';

const PREFIX = '/_next/static/';
const TYPES = {
  js: 'application/javascript; charset=UTF-8',
  mjs: 'application/javascript; charset=UTF-8',
  css: 'text/css; charset=UTF-8',
  json: 'application/json; charset=UTF-8',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=UTF-8',
};
// File names carry their content hash, so a copy never changes under its URL (as Next sends them).
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

function listFiles(dir) {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

/** The URL of each static file that has compressed copies, with the codings it has. */
function indexCopies(root) {
  const files = new Map();
  for (const path of listFiles(root)) {
    for (const [coding, suffix] of Object.entries(SUFFIX)) {
      if (!path.endsWith(suffix)) continue;
      const original = path.slice(0, -suffix.length);
      const url = PREFIX + relative(root, original).split(sep).join('/');
      const type = TYPES[original.slice(original.lastIndexOf('.') + 1)];
      if (!type) continue;
      if (!files.has(url)) files.set(url, { type, copies: {} });
      files.get(url).copies[coding] = path;
    }
  }
  return files;
}

/** A request handler for `distDir`'s precompressed static files: true when it answered. */
export function createStaticFiles(distDir) {
  const files = indexCopies(join(distDir, 'static'));
  // The copies are small (the whole build's are a few MB) and immutable: read once, kept.
  const bodies = new Map();

  return function serveStatic(req, res) {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url?.startsWith(PREFIX)) return false;
    const file = files.get(req.url.split('?')[0]);
    if (!file) return false;
    const offered = Object.keys(file.copies);
    const coding = negotiateEncoding(req.headers['accept-encoding'], offered);
    if (coding === null || coding === 'identity') return false;
    const path = file.copies[coding];
    let body = bodies.get(path);
    if (!body) bodies.set(path, (body = readFileSync(path)));
    res.statusCode = 200;
    res.setHeader('content-type', file.type);
    res.setHeader('content-encoding', coding);
    res.setHeader('content-length', body.length);
    res.setHeader('cache-control', CACHE_CONTROL);
    res.setHeader('vary', 'Accept-Encoding');
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
