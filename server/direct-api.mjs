// The server layer's fast path for API calls (server/server.mjs): requests for the shop API
// go to the gateway function that instrumentation.ts registered (lib/api/direct-gateway.ts)
// instead of through Next's router and route machinery, which cost more per call than the
// embedded backend and its database together (bench/README.md). Everything else, and any call
// the gateway leaves to Next (handles() false: a write that revalidates a page), is Next's as
// before.
import { compressAnswers } from './compress-answers.mjs';
import { withHashCsp } from './hash-csp.mjs';
import { failureBody } from '../lib/api/failure.mjs';
import { DIRECT_GATEWAY_KEY, MAX_API_BODY_BYTES } from '../lib/api/gateway-constants.mjs';

const API_PATH = /^\/api\/(v1|v3|dev)\//;
// HEAD and OPTIONS keep Next's own answers.
const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
// The gateway refuses larger bodies (413): one byte more is enough for it to tell.
const MAX_BODY_BYTES = MAX_API_BODY_BYTES + 1;
// lib/errors.ts MESSAGES.server, the gateway's own word for it.
const SERVER_ERROR = JSON.stringify(failureBody(500, 'خطا در ارتباط با سرور'));

// After refusing an upload, how long the rest of it is drained unread before the connection is
// dropped: a client still sending then reads the 413 instead of a reset (a lingering close).
const LINGER_MS = 5_000;

/**
 * The body, or its first MAX_BODY_BYTES once it runs past them: then it is no longer kept (the
 * gateway answers 413 on the size alone) and the rest is drained unread for LINGER_MS at most,
 * so a huge upload costs neither memory nor the wait for its end.
 */
function readBody(req, res) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData);
      // The client may break the rest off: nothing waits for it any more.
      req.on('error', () => {});
      req.resume();
      res.once('finish', () => {
        if (req.complete) return;
        const drop = setTimeout(() => req.socket.destroy(), LINGER_MS);
        req.once('end', () => clearTimeout(drop));
        req.once('close', () => clearTimeout(drop));
      });
      resolve(Buffer.concat(chunks));
    };
    const onData = (chunk) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= MAX_BODY_BYTES) stop();
    };
    // A declared length past the limit is refused on the header alone, before a byte is kept.
    if (Number(req.headers['content-length']) >= MAX_BODY_BYTES) return stop();
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The Web Request Next would have built for this Node request. */
async function toRequest(req, res, protocol) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const hasBody = req.method !== 'GET';
  return new Request(`${protocol}://${req.headers.host ?? 'localhost'}${req.url}`, {
    method: req.method,
    headers,
    body: hasBody ? await readBody(req, res) : undefined,
  });
}

async function send(req, res, response) {
  const body = Buffer.from(await response.arrayBuffer());
  res.statusCode = response.status;
  for (const [name, value] of response.headers) {
    // x-middleware-*: Next's internal copies (NextResponse.cookies writes the cookies, token and
    // all, into x-middleware-set-cookie), which its own sender strips and page scripts could read.
    if (name !== 'set-cookie' && name !== 'content-length' && !name.startsWith('x-middleware-')) res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader('set-cookie', cookies);
  res.setHeader('content-length', body.length);
  res.end(body);
}

/**
 * Answers an API call through the registered gateway; returns false (nothing read or written)
 * when the call is Next's: not an API path, a method or path the gateway leaves to Next, or no
 * gateway registered yet.
 */
export function serveApiDirect(req, res, { https }) {
  const gateway = globalThis[DIRECT_GATEWAY_KEY];
  const url = req.url ?? '';
  if (!gateway || !METHODS.has(req.method) || !API_PATH.test(url)) return false;
  if (!gateway.handles(req.method, url.split('?')[0])) return false;
  // Compressed as Next's answers are; HTML from the API (the payment sandbox's pages) gets the
  // hash CSP, as through Next.
  compressAnswers(req, res);
  withHashCsp(req, res);
  toRequest(req, res, https ? 'https' : 'http')
    .then((request) => gateway.serve(request))
    .then((response) => send(req, res, response))
    .catch((err) => {
      // The client went away mid-body: no one to answer, and nothing wrong to log. (A request
      // whose body was read to its end is `destroyed` too: only an unfinished one counts.)
      const clientLeft = (req.destroyed && !req.complete) || req.socket?.destroyed || err?.code === 'ECONNRESET' || err?.message === 'aborted';
      if (clientLeft) return res.destroy();
      console.error('[direct-api]', req.method, url, err);
      if (res.headersSent) return res.destroy();
      res.statusCode = 500;
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.setHeader('cache-control', 'no-store');
      res.end(SERVER_ERROR);
    });
  return true;
}
