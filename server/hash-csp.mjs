// The cache-safe CSP for HTML pages that proxy.ts gave no nonce policy: the page is held back,
// its inline scripts hashed, and it leaves with a policy that allows exactly those.
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { hashPolicy, inlineScripts } from '../lib/security/csp.mjs';

function decodeBody(body, encoding) {
  if (encoding === 'gzip') return zlib.gunzipSync(body);
  if (encoding === 'deflate') return zlib.inflateSync(body);
  if (encoding === 'br') return zlib.brotliDecompressSync(body);
  return body;
}

const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('base64');

/**
 * Holds back an HTML answer that has no CSP yet (every page but the nonce ones) or is a 404, hashes its
 * inline scripts and sends it with the hash policy. The policy depends only on the bytes, so a
 * page served from a cache carries the same, correct policy for everyone. Anything else
 * (nonce pages, RSC payloads, files, API answers) streams through untouched. `rewrite(html, page)`
 * changes a held page (not yet encoded) before it is hashed; `page` is its status and path.
 */
export function withHashCsp(req, res, { rewrite } = {}) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  const chunks = [];
  let mode = null;

  // The wrappers stay installed once answered: Next's compression wraps res.write/end after
  // this and keeps references to them, so putting the originals back would bypass it.
  const decide = () => {
    if (mode) return mode;
    const type = String(res.getHeader('content-type') ?? '');
    // A 404 is Next's prerendered not-found page, also under a nonce path (/profile/…), where its
    // scripts carry no nonce and would all be refused: it gets the hash policy like any page.
    const policyToWrite = !res.hasHeader('content-security-policy') || res.statusCode === 404;
    mode = type.startsWith('text/html') && policyToWrite && res.statusCode !== 304 ? 'hold' : 'pass';
    return mode;
  };
  const keep = (chunk, encoding) => {
    if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? encoding : undefined));
  };

  res.writeHead = function writeHead(status, ...args) {
    const headers = args.find((a) => a && typeof a === 'object');
    if (Array.isArray(headers)) {
      mode = 'pass';
      return original.writeHead.call(res, status, ...args);
    }
    for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value);
    res.statusCode = status;
    if (typeof args[0] === 'string') res.statusMessage = args[0];
    if (decide() === 'pass') return original.writeHead.call(res, status);
    return res;
  };
  res.write = function write(chunk, encoding, callback) {
    if (decide() === 'pass') return original.write.call(res, chunk, encoding, callback);
    keep(chunk, encoding);
    const done = typeof encoding === 'function' ? encoding : callback;
    if (done) process.nextTick(done);
    return true;
  };
  res.end = function end(chunk, encoding, callback) {
    if (decide() === 'pass') return original.end.call(res, chunk, encoding, callback);
    keep(chunk, encoding);
    mode = 'pass';
    let body = Buffer.concat(chunks);
    if (rewrite && body.length > 0 && !res.hasHeader('content-encoding')) body = Buffer.from(rewrite(body.toString('utf8'), { status: res.statusCode, path: req.url ?? '/' }), 'utf8');
    if (body.length > 0) {
      let hashes = [];
      try {
        hashes = inlineScripts(decodeBody(body, res.getHeader('content-encoding')).toString('utf8')).map(sha256);
      } catch (err) {
        // Unreadable body: the policy then allows no inline script at all (safe, not silent).
        console.error('[csp] could not read the page to hash its scripts:', err);
      }
      res.setHeader('content-security-policy', hashPolicy(hashes));
      if (res.hasHeader('content-length')) res.setHeader('content-length', body.length);
    }
    const done = [chunk, encoding, callback].find((a) => typeof a === 'function');
    return original.end.call(res, body, done);
  };
}
