// The server layer's share of security, before Next sees a request (server/server.mjs):
// security headers on every answer (HSTS only over https), the client address for the API's
// rate limits, refusal of methods Next has no use for and of targets or hosts that are not a
// decodable path and a plain host name. The hash CSP of the cached pages is hash-csp.mjs.
import { STATUS_CODES } from 'node:http';
import { CLIENT_ADDRESS_HEADER, HSTS, SECURITY_HEADERS } from '../lib/security/headers.mjs';
import { hashPolicy } from '../lib/security/csp.mjs';
import { failureBody } from '../lib/api/failure.mjs';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
// Pages, files and Next's own paths only answer reads (the shop has no server actions): a PUT to
// a product page must not get the page, with a cache lifetime, as if it were a GET.
const READ_METHODS = ['GET', 'HEAD'];
const isApi = (req) => (req.url ?? '').startsWith('/api/');
const MESSAGES = {
  400: 'نشانی درخواست معتبر نیست',
  408: 'زمان ارسال درخواست به پایان رسید',
  413: 'حجم درخواست بیش از حد مجاز است',
  431: 'سرآیندهای درخواست بیش از حد بزرگ است',
  // The same words as the /api routes' own 405 (lib/api/other-methods.ts).
  405: 'این نوع درخواست پشتیبانی نمی‌شود',
};

/** Served over https: this socket, or with TRUST_PROXY=1 the reverse proxy's X-Forwarded-Proto (a client's own says nothing). */
export function isHttps(req, trustProxy) {
  return Boolean(req.socket?.encrypted) || (trustProxy && String(req.headers['x-forwarded-proto'] ?? '').split(',')[0].trim() === 'https');
}

/**
 * The client's address: the socket's peer, or with TRUST_PROXY=1 the last X-Forwarded-For hop
 * (the one our own reverse proxy appended; earlier hops are whatever the client claimed).
 */
export function clientAddress(req, trustProxy) {
  if (trustProxy) {
    const hops = String(req.headers['x-forwarded-for'] ?? '').split(',').map((h) => h.trim()).filter(Boolean);
    if (hops.length) return hops[hops.length - 1];
  }
  return req.socket?.remoteAddress ?? 'unknown';
}

function errorPage(status, message) {
  return `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${message}</title></head><body><main><h1>${message}</h1><p><a href="/">بازگشت به خانه</a></p></main></body></html>`;
}

/** A refusal in the shape its caller expects: the API's Persian envelope, or a Persian page. */
function refuse(req, res, status) {
  const message = MESSAGES[status];
  const api = isApi(req);
  const body = api ? JSON.stringify(failureBody(status, message)) : errorPage(status, message);
  res.statusCode = status;
  res.setHeader('content-type', api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  if (!api) res.setHeader('content-security-policy', hashPolicy([]));
  if (status === 405) res.setHeader('allow', (api ? METHODS : READ_METHODS).join(', '));
  res.end(req.method === 'HEAD' ? undefined : body);
}

// What Node itself answers these parse errors with (its default, without our headers and words); 400 otherwise.
const CLIENT_ERROR_STATUS = { HPE_HEADER_OVERFLOW: 431, HPE_CHUNK_EXTENSIONS_OVERFLOW: 413, ERR_HTTP_REQUEST_TIMEOUT: 408 };

/**
 * The server's `clientError` listener: a request Node cannot parse (a raw non-ASCII byte in the
 * target, a URL or headers past its limit, a malformed header line) gets the Persian page with the
 * security headers, as every other answer does, and the connection is closed.
 */
export function answerClientError(err, socket) {
  // An answer under way on this connection (a bad request pipelined behind it), even one not yet
  // begun (a page held for its hashes): ours would be taken for that one's, so the connection is
  // closed instead.
  if (err.code === 'ECONNRESET' || !socket.writable || socket._httpMessage) return socket.destroy();
  const status = CLIENT_ERROR_STATUS[err.code] ?? 400;
  const body = errorPage(status, MESSAGES[status]);
  const headers = [
    ...SECURITY_HEADERS.map(({ key, value }) => [key, value]),
    ['content-type', 'text/html; charset=utf-8'],
    ['content-security-policy', hashPolicy([])],
    ['cache-control', 'no-store'],
    ['content-length', Buffer.byteLength(body)],
    ['connection', 'close'],
  ];
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n${body}`);
}

/** Sets the headers every answer carries; answers the request itself (true) when it must be refused. */
export function guardRequest(req, res, { trustProxy = false } = {}) {
  for (const { key, value } of SECURITY_HEADERS) res.setHeader(key, value);
  if (isHttps(req, trustProxy)) res.setHeader('strict-transport-security', HSTS);
  req.headers[CLIENT_ADDRESS_HEADER] = clientAddress(req, trustProxy);
  if (!METHODS.includes(req.method)) {
    refuse(req, res, 405);
    return true;
  }
  if (!isOriginForm(req.url) || !isAuthority(req.headers.host)) {
    refuse(req, res, 400);
    return true;
  }
  if (!isApi(req) && !READ_METHODS.includes(req.method)) {
    refuse(req, res, 405);
    return true;
  }
  return false;
}

/** A `.` or `..` segment, also percent-encoded: browsers resolve them before they send a path. */
const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i;

/**
 * A path as browsers send it, that decodes. Not `*` or a whole URL: browsers send those only to
 * proxies, and Next would take a whole URL's host as its own (a redirect to any site). Not with dot
 * segments: this layer sorts requests by their path as sent (`/api/…`, page methods, HEAD) and
 * Next resolves them, so `/api/../product/1` would be sorted as the API and served as a page.
 */
function isOriginForm(url = '') {
  if (!url.startsWith('/')) return false;
  const path = url.split('?')[0];
  if (DOT_SEGMENT.test(path)) return false;
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

const NOT_IN_HOST = /[\s/?#@\\]/;
// Nearly every request names the same host: the last one that passed is not parsed again.
let lastGoodHost;

/** RFC 9112 §3.2: a Host that is not a plain host[:port] is a 400 (the URL built from it would throw). */
function isAuthority(host) {
  // HTTP/1.0 may leave it out; Node refuses HTTP/1.1 without one.
  if (host === undefined || host === lastGoodHost) return true;
  if (!host || NOT_IN_HOST.test(host)) return false;
  try {
    new URL(`http://${host}`);
    lastGoodHost = host;
    return true;
  } catch {
    return false;
  }
}
