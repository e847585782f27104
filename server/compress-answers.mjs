// Compresses Next's own answers (a page read from its cache or rendered, RSC payloads, route
// handlers' JSON, the small static files without precompressed copies) and the direct API
// path's (server/direct-api.mjs), streamed and flushed as Next flushes. Next's built-in
// compression is off (next.config `compress: false`) because it only speaks gzip: a page's first
// visitor after the page cache's entry expired got home as 13.8 KB of gzip, which with the
// headers overflows TCP's first congestion window (~14.6 KB) and costs a new connection a second
// round trip; brotli 5 makes it 11.8 KB. The coding is chosen by the server's one negotiation
// (server/content-coding.mjs), as the page cache and the static files choose theirs.
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { negotiateEncoding } from './content-coding.mjs';
import { weakEtag } from './etag.mjs';

const CODINGS = ['br', 'gzip'];
// Below this a coding saves a few hundred bytes, never a round trip (Next's threshold too).
const MIN_BYTES = 1024;
// text/*, JSON, JavaScript and XML, also as a suffix (application/manifest+json, image/svg+xml).
const COMPRESSIBLE = /^\s*(text\/|application\/([\w.-]+\+)?(json|javascript|xml)\b|image\/svg\+xml)/i;
// Brotli 5: home's 116 KB in ~1 ms (quality 8, the page cache's, takes ~4 ms on every miss).
const STREAMS = {
  br: () => createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: () => createGzip({ level: 6 }),
};

function appendVary(res) {
  const vary = String(res.getHeader('vary') ?? '');
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** The coding this answer goes out in, decided once its headers are final; identity for none. */
function codingFor(req, res, length) {
  if (req.method === 'HEAD' || res.statusCode < 200 || res.statusCode === 204 || res.statusCode === 304) return 'identity';
  if (res.hasHeader('content-encoding') || !COMPRESSIBLE.test(String(res.getHeader('content-type') ?? ''))) return 'identity';
  appendVary(res);
  if (/(^|,)\s*no-transform\s*(,|$)/i.test(String(res.getHeader('cache-control') ?? ''))) return 'identity';
  const size = length ?? Number(res.getHeader('content-length'));
  if (size < MIN_BYTES) return 'identity';
  // No acceptable coding at all (identity refused too): the body goes as it is, as Next did.
  return negotiateEncoding(req.headers['accept-encoding'], CODINGS) ?? 'identity';
}

/** Wraps `res` so that what the handler writes goes out compressed when the client takes it. */
export function compressAnswers(req, res) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  let stream = null;
  let decided = false;
  let endLength;

  const decide = () => {
    if (decided) return;
    decided = true;
    const coding = codingFor(req, res, endLength);
    if (coding === 'identity') return;
    res.setHeader('content-encoding', coding);
    res.removeHeader('content-length');
    const etag = res.getHeader('etag');
    if (typeof etag === 'string') res.setHeader('etag', weakEtag(etag));
    stream = STREAMS[coding]();
    stream.on('data', (chunk) => {
      if (original.write.call(res, chunk) === false) stream.pause();
    });
    stream.on('end', () => original.end.call(res));
    // A compressor that fails (never expected) ends this answer, not the server.
    stream.on('error', (err) => res.destroy(err));
    // Both sides of the back-pressure: the socket drained (the compressor may go on), the
    // compressor drained (the handler waits for the answer's 'drain' to write more).
    res.on('drain', () => stream.resume());
    stream.on('drain', () => res.emit('drain'));
    res.once('close', () => stream.destroy());
  };

  res.writeHead = function writeHead(status, ...args) {
    const headers = args.find((a) => a && typeof a === 'object');
    // Raw header arrays cannot be merged with set headers; such an answer goes as it is.
    if (Array.isArray(headers)) {
      decided = true;
      return original.writeHead.call(res, status, ...args);
    }
    for (const [name, value] of Object.entries(headers ?? {})) res.setHeader(name, value);
    res.statusCode = status;
    if (typeof args[0] === 'string') res.statusMessage = args[0];
    decide();
    return original.writeHead.call(res, status);
  };
  res.write = function write(chunk, encoding, callback) {
    if (!res.headersSent) decide();
    if (!stream) return original.write.call(res, chunk, encoding, callback);
    return stream.write(typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : chunk, callback ?? (typeof encoding === 'function' ? encoding : undefined));
  };
  res.end = function end(chunk, encoding, callback) {
    const done = [chunk, encoding, callback].find((a) => typeof a === 'function');
    const body = typeof chunk === 'function' ? undefined : chunk;
    if (!res.headersSent && !decided) {
      // The whole answer in one call: its size decides whether it is worth a coding.
      endLength = body ? Buffer.byteLength(body, typeof encoding === 'string' ? encoding : 'utf8') : 0;
      decide();
    }
    if (!stream) return original.end.call(res, chunk, encoding, callback);
    if (done) res.once('finish', done);
    stream.end(body === undefined ? undefined : typeof body === 'string' ? Buffer.from(body, typeof encoding === 'string' ? encoding : 'utf8') : body);
    return res;
  };
  // Next flushes after each chunk it streams (it looks for this, as `compression` adds it).
  res.flush = () => stream?.flush();
}
