import { siteUrl } from '@/lib/site-url';
import { failureResponse } from '@/lib/api/failure.mjs';

/**
 * Cross-site request refusal for the gateway and the session routes. A state-changing call
 * must come from this origin (Origin / Sec-Fetch-Site) and carry JSON, or multipart on the
 * upload paths: a cross-site or same-site-but-other-origin page can then neither post a form
 * (login CSRF, profile edits) nor send JSON disguised as text/plain.
 */
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const UPLOAD_PATHS = [/^v1\/upload\/?$/, /^v1\/customer\/[^/]+\/avatar\/?$/];
/** The sandbox provider's own page posts plain forms (pay / cancel) from this origin. */
const SANDBOX_FORM_PATHS = [/^v1\/payment\/sandbox\/[^/]+\/(pay|cancel)$/];
/**
 * The payment provider's return. Many Iranian gateways post it back from their own origin, so it
 * is exempt from the origin check: it changes nothing the request says, the backend verifies the
 * payment with the provider using the amount from its own database.
 */
const PROVIDER_CALLBACK = /^v1\/payment\/callback\/?$/;

export const FOREIGN_ORIGIN_MESSAGE = 'درخواست از مبدأ دیگری ارسال شده و پذیرفته نمی‌شود';
export const UNSUPPORTED_BODY_MESSAGE = 'نوع محتوای درخواست پشتیبانی نمی‌شود';

export interface RequestFacts {
  method: string;
  /** The request URL as the server saw it (its origin is this site's origin behind no proxy). */
  url: string;
  headers: Headers;
}

/** This site's origins: the public SITE_URL and the one the request was addressed to. */
function ownOrigins(request: RequestFacts): Set<string> {
  const url = new URL(request.url);
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0].trim();
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? url.host;
  return new Set([new URL(siteUrl()).origin, `${proto ? `${proto}:` : url.protocol}//${host}`, url.origin]);
}

/** Whether a state-changing request comes from a foreign origin. Requests with neither header (non-browser clients) pass. */
export function isForeign(request: RequestFacts): boolean {
  if (!STATE_CHANGING.has(request.method)) return false;
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin') return true;
  const origin = request.headers.get('origin');
  return origin !== null && !ownOrigins(request).has(origin);
}

/** Whether the body's declared type is acceptable: JSON, or multipart on upload paths; no body needs no type. */
export function acceptsBody(request: RequestFacts, apiPath: string): boolean {
  if (!STATE_CHANGING.has(request.method)) return true;
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  const length = Number(request.headers.get('content-length') ?? 0);
  const hasBody = length > 0 || request.headers.has('transfer-encoding');
  if (!type) return !hasBody;
  if (type === 'application/json') return true;
  if (type === 'application/x-www-form-urlencoded') return SANDBOX_FORM_PATHS.some((re) => re.test(apiPath));
  return type === 'multipart/form-data' && UPLOAD_PATHS.some((re) => re.test(apiPath));
}

/** The refusal for a request that fails either check, as the API's Persian error envelope; null when it may pass. */
export function refuseCrossSite(request: RequestFacts, apiPath: string): Response | null {
  if (PROVIDER_CALLBACK.test(apiPath)) return null;
  if (isForeign(request)) return failureResponse(403, FOREIGN_ORIGIN_MESSAGE);
  if (!acceptsBody(request, apiPath)) return failureResponse(415, UNSUPPORTED_BODY_MESSAGE);
  return null;
}

