// A short-lived in-memory cache for pages Next.js itself declares shareable (an ISR/static
// answer with `s-maxage`, no Set-Cookie). It answers repeated requests for the same page
// without entering Next's router, the way a CDN or nginx micro-cache in front would. Pages are
// the same bytes for every visitor (a page view never starts a session), so first visits are
// served from it too.
//
// It keeps the uncompressed page and compresses per request coding (memoised per entry), so it
// never guesses which encoding a client gets: the Accept-Encoding header is negotiated here
// (server/content-coding.mjs), brotli preferred, then gzip, then identity. Memory is bounded
// by bytes; an entry is dropped MAX_AGE_MS after it was stored by a timer, so on-demand
// revalidation shows within a second whether or not anyone reads it again.
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { negotiateEncoding } from './content-coding.mjs';
import { notModified, weakEtag } from './etag.mjs';

const MAX_AGE_MS = 1000;
const MAX_BYTES = 32 * 1024 * 1024;
const MAX_BODY_BYTES = 2 * 1024 * 1024;
// How long the visitors of a page wait for the one answer being made for it before they ask Next
// themselves: an answer whose client reads nothing can stay unfinished while it stays connected.
const LEADER_WAIT_MS = 3000;
const CODINGS = ['br', 'gzip'];
// Brotli 8: home (116 KB) to 11.2 KB in 2.5 ms, against gzip -6's 13.9 KB in 1 ms; quality 9
// and up took 10–90 ms a page, paid again each time an entry expires.
const COMPRESS = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 8, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};
const DROPPED_HEADERS = new Set(['set-cookie', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'content-encoding', 'content-length', 'strict-transport-security']);
// proxy.ts answers these per visitor (a logged-in customer is sent away from /login).
const PER_VISITOR_PATHS = new Set(['/login']);
const DECODERS = { gzip: gunzipSync, 'x-gzip': gunzipSync, deflate: inflateSync, br: brotliDecompressSync };
// What a 304 carries of the page's headers (RFC 9110 §15.4.5), so a cache in front updates its copy.
const VALIDATED_HEADERS = ['etag', 'cache-control', 'vary', 'expires', 'content-location', 'x-page-cache'];

const pick = (headers, names) => Object.fromEntries(names.filter((name) => headers[name] !== undefined).map((name) => [name, headers[name]]));

/** The cache key of a request that may be answered from the cache (its URL), or null. */
export function cacheKey(req) {
  if (req.method !== 'GET') return null;
  const url = req.url ?? '';
  if (url.startsWith('/api/') || url.startsWith('/_next/')) return null;
  if (PER_VISITOR_PATHS.has(url.split('?')[0])) return null;
  const h = req.headers;
  if (h.rsc || h['next-router-state-tree'] || h['next-router-prefetch'] || h['next-router-segment-prefetch']) return null;
  return url;
}

/** Whether Next's answer is one every visitor gets: 200, shared max-age, no cookie set. */
export function isShareable(statusCode, headers) {
  if (statusCode !== 200 || headers['set-cookie']) return false;
  const cacheControl = String(headers['cache-control'] ?? '');
  return /\bs-maxage=\d+/.test(cacheControl) && !/\b(private|no-store)\b/.test(cacheControl);
}

/** The uncompressed body of an answer sent with this Content-Encoding, or null if unknown. */
function decode(body, contentEncoding) {
  const coding = String(contentEncoding ?? 'identity').trim().toLowerCase();
  if (coding === 'identity' || coding === '') return body;
  const decoder = DECODERS[coding];
  if (!decoder) return null;
  try {
    return decoder(body);
  } catch {
    return null;
  }
}

export function createPageCache({ now = () => Date.now(), maxAgeMs = MAX_AGE_MS, maxBytes = MAX_BYTES, leaderWaitMs = LEADER_WAIT_MS } = {}) {
  const entries = new Map();
  let bytes = 0;

  function drop(key) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    clearTimeout(entry.timer);
    bytes -= entry.bytes;
  }

  function get(key) {
    const entry = entries.get(key);
    if (!entry) return null;
    if (now() - entry.storedAt > maxAgeMs) {
      drop(key);
      return null;
    }
    return entry;
  }

  /** Keeps an answer (its uncompressed body) for maxAgeMs; the oldest entries go first past maxBytes. */
  function set(key, statusCode, headers, body) {
    if (body.length > MAX_BODY_BYTES || body.length > maxBytes) return;
    const kept = {};
    for (const [name, value] of Object.entries(headers)) if (!DROPPED_HEADERS.has(name)) kept[name] = value;
    const vary = String(kept.vary ?? '');
    if (!/\baccept-encoding\b/i.test(vary)) kept.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';
    drop(key);
    const entry = { statusCode, headers: kept, body, variants: new Map(), bytes: body.length, storedAt: now() };
    entry.timer = setTimeout(() => entries.get(key) === entry && drop(key), maxAgeMs + 1);
    entry.timer.unref?.();
    entries.set(key, entry);
    bytes += entry.bytes;
    // Map keeps insertion order: the first key is the oldest.
    while (bytes > maxBytes) drop(entries.keys().next().value);
  }

  /** The entry's body in this coding, compressed once and kept (and counted) with the entry. */
  function bodyIn(key, entry, coding) {
    if (coding === 'identity') return entry.body;
    let body = entry.variants.get(coding);
    if (!body) {
      body = COMPRESS[coding](entry.body);
      entry.variants.set(coding, body);
      if (entries.get(key) === entry) {
        entry.bytes += body.length;
        bytes += body.length;
      }
    }
    return body;
  }

  /** A hit: 304 when the client's copy is this one (its tag in this coding), else the body in `coding`. */
  function serve(req, res, key, entry, coding) {
    const headers = { ...entry.headers, 'x-page-cache': 'HIT' };
    if (coding !== 'identity' && headers.etag) headers.etag = weakEtag(String(headers.etag));
    if (notModified(req.headers, headers.etag)) {
      res.writeHead(304, pick(headers, VALIDATED_HEADERS));
      return res.end();
    }
    const body = bodyIn(key, entry, coding);
    headers['content-length'] = body.length;
    if (coding !== 'identity') headers['content-encoding'] = coding;
    res.writeHead(entry.statusCode, headers);
    res.end(body);
  }

  // Misses of a key that Next is answering now: the requests waiting for that answer. Without
  // it every entry's expiry sent all concurrent visitors of a page to Next at once.
  const inFlight = new Map();

  /** Lets the requests that waited for this answer go: served from the new entry, or by Next. */
  function release(key, waiting) {
    if (inFlight.get(key) !== waiting) return;
    inFlight.delete(key);
    waiting.stopWatching();
    for (const resume of waiting) resume();
  }

  /**
   * Serves a hit; on a miss, lets `next` answer and keeps a shareable answer for the next
   * visitor. Concurrent misses of one page wait for the first one's answer instead of each
   * asking Next.
   */
  function handle(req, res, key, next) {
    if (!key) return next();
    const coding = negotiateEncoding(req.headers['accept-encoding'], CODINGS);
    const hit = get(key);
    if (hit && coding) return serve(req, res, key, hit, coding);
    if (coding && inFlight.has(key)) {
      inFlight.get(key).push(() => {
        const entry = get(key);
        return entry ? serve(req, res, key, entry, coding) : next();
      });
      return;
    }
    const waiting = coding ? [] : null;
    if (waiting) {
      inFlight.set(key, waiting);
      // Also when the answer never ends (client gone, error): the waiters must not hang. The
      // socket too: an answer queued behind others on a connection that died never closes.
      const letGo = () => release(key, waiting);
      const socket = req.socket;
      res.once('close', letGo);
      socket?.once('close', letGo);
      const timer = setTimeout(letGo, leaderWaitMs);
      timer.unref?.();
      // A kept-alive connection carries many answers: each leaves no listener on it.
      waiting.stopWatching = () => {
        clearTimeout(timer);
        socket?.off('close', letGo);
      };
    }

    const chunks = [];
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    const keep = (chunk, encoding) => {
      if (chunk && typeof chunk !== 'function') chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk));
    };
    res.write = (chunk, ...rest) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    };
    res.end = (chunk, ...rest) => {
      keep(chunk, rest[0]);
      const headers = res.getHeaders();
      if (isShareable(res.statusCode, headers)) {
        const body = decode(Buffer.concat(chunks), headers['content-encoding']);
        if (body) set(key, res.statusCode, headers, body);
      }
      const ended = end(chunk, ...rest);
      if (waiting) release(key, waiting);
      return ended;
    };
    return next();
  }

  return { handle, get, set, size: () => entries.size, bytes: () => bytes };
}
