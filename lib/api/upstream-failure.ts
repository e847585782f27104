import { MESSAGES } from '@/lib/errors';
import { readLimited } from '@/lib/http/limited-body';
import { isSessionless } from '@/lib/session/allowlist';

const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;
// An error envelope is a few hundred bytes: a longer 5xx body is no envelope.
const MAX_ERROR_BYTES = 16 * 1024;

export interface Failure {
  status: number;
  msg: string;
}

const BAD_GATEWAY: Failure = { status: 502, msg: MESSAGES.server };

const isJson = (answer: Response) => JSON_TYPE.test(answer.headers.get('content-type') ?? '');
// Frees the connection an unread body holds.
const discard = (answer: Response) => void answer.body?.cancel().catch(() => {});

/** The msg of a 5xx in the API's own envelope (the backend's 503 «درگاه پرداخت در دسترس نیست»). */
async function envelopeMessage(upstream: Response): Promise<string | null> {
  if (!isJson(upstream)) {
    discard(upstream);
    return null;
  }
  try {
    const bytes = await readLimited(upstream.body, MAX_ERROR_BYTES);
    const body: unknown = bytes && JSON.parse(new TextDecoder().decode(bytes));
    const { success, msg } = (body ?? {}) as { success?: unknown; msg?: unknown };
    return success === false && typeof msg === 'string' && msg.trim() ? msg : null;
  } catch {
    return null;
  }
}

/**
 * Whether an upstream answer must not reach the browser as it is, and what to answer instead: a
 * 5xx (a remote server's error page, a stack trace) keeps only its envelope's msg; a body that is
 * not JSON where JSON is expected is a 502. 4xx envelopes pass unchanged.
 */
export async function upstreamFailure(upstream: Response, path: string): Promise<Failure | null> {
  if (upstream.status >= 500) {
    const msg = await envelopeMessage(upstream);
    return msg ? { status: upstream.status, msg } : BAD_GATEWAY;
  }
  // Not JSON by design: redirects (the payment pages and return), 304, empty answers, and the
  // sessionless paths (uploaded images, the payment provider's own pages).
  const redirectOrEmpty = (upstream.status >= 300 && upstream.status < 400) || upstream.status === 204 || upstream.status === 205;
  if (redirectOrEmpty || isSessionless(path) || isJson(upstream)) return null;
  discard(upstream);
  return BAD_GATEWAY;
}
