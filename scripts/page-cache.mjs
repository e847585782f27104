// A short-lived in-memory cache for pages Next.js itself declares shareable (an ISR/static
// answer with `s-maxage`, no Set-Cookie). It answers repeated requests for the same page
// without entering Next's router, the way a CDN or nginx micro-cache in front would, and
// keeps entries for at most MAX_AGE_MS so on-demand revalidation shows within a second.

const MAX_AGE_MS = 1000;
const MAX_ENTRIES = 500;
const MAX_BODY_BYTES = 2 * 1024 * 1024;
const DROPPED_HEADERS = new Set(['set-cookie', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

/** Which encoding Next's compression would pick for these request headers. */
function encodingFor(acceptEncoding = '') {
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  if (/\bdeflate\b/.test(acceptEncoding)) return 'deflate';
  return 'identity';
}

/**
 * The cache key of a request that may be answered from the cache, or null. Only plain page
 * loads qualify: GET, no router (RSC) fetch, and a session cookie already there — a first
 * visit must reach the proxy, which starts the guest session.
 */
export function cacheKey(req, sessionCookie) {
  if (req.method !== 'GET') return null;
  const url = req.url ?? '';
  if (url.startsWith('/api/') || url.startsWith('/_next/')) return null;
  const h = req.headers;
  if (h.rsc || h['next-router-state-tree'] || h['next-router-prefetch'] || h['next-router-segment-prefetch']) return null;
  if (!new RegExp(`(?:^|;\\s*)${sessionCookie}=`).test(h.cookie ?? '')) return null;
  return `${encodingFor(h['accept-encoding'])} ${url}`;
}

/** Whether Next's answer is one every visitor gets: 200, shared max-age, no cookie set. */
export function isShareable(statusCode, headers) {
  if (statusCode !== 200 || headers['set-cookie']) return false;
  const cacheControl = String(headers['cache-control'] ?? '');
  return /\bs-maxage=\d+/.test(cacheControl) && !/\b(private|no-store)\b/.test(cacheControl);
}

export function createPageCache({ now = () => Date.now(), maxAgeMs = MAX_AGE_MS, maxEntries = MAX_ENTRIES } = {}) {
  const entries = new Map();

  function get(key) {
    const entry = entries.get(key);
    if (!entry) return null;
    if (now() - entry.storedAt > maxAgeMs) {
      entries.delete(key);
      return null;
    }
    return entry;
  }

  function set(key, statusCode, headers, body) {
    if (body.length > MAX_BODY_BYTES) return;
    const kept = {};
    for (const [name, value] of Object.entries(headers)) if (!DROPPED_HEADERS.has(name)) kept[name] = value;
    entries.delete(key);
    entries.set(key, { statusCode, headers: kept, body, storedAt: now() });
    // Map keeps insertion order: the first key is the oldest.
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value);
  }

  /** Serves a hit; on a miss, lets `next` answer and keeps a shareable answer for the next visitor. */
  function handle(req, res, key, next) {
    const hit = key ? get(key) : null;
    if (hit) {
      res.writeHead(hit.statusCode, { ...hit.headers, 'x-page-cache': 'HIT' });
      res.end(hit.body);
      return;
    }
    if (!key) return next();

    const chunks = [];
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    res.write = (chunk, ...rest) => {
      if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk));
      return write(chunk, ...rest);
    };
    res.end = (chunk, ...rest) => {
      if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk));
      const headers = res.getHeaders();
      if (isShareable(res.statusCode, headers)) set(key, res.statusCode, headers, Buffer.concat(chunks));
      return end(chunk, ...rest);
    };
    return next();
  }

  return { handle, get, set, size: () => entries.size };
}
