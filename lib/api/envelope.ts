import { HTTPError, TimeoutError, type ResponsePromise } from 'ky';
import { ApiError, isFailureBody, type ServerBody } from '../errors';

/** The spec's response envelope. */
export interface Envelope<T> {
  success: boolean;
  data: T;
  msg: string;
  code: number;
}

export { REQUEST_TIMEOUT_MS } from '../spec-constants';

async function readBody(response: Response): Promise<ServerBody | null> {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as ServerBody) : null;
  } catch {
    return null;
  }
}

/**
 * Awaits a ky call and returns its envelope, or throws one ApiError for every way it can fail:
 * HTTP error statuses, success:false bodies (and bodies without success:true), time-outs, dropped
 * connections, unreadable bodies.
 */
export async function send<T>(request: ResponsePromise): Promise<Envelope<T>> {
  let response: Response;
  try {
    response = await request;
  } catch (err) {
    if (err instanceof HTTPError) throw new ApiError('http', err.response.status, await readBody(err.response));
    if (err instanceof TimeoutError) throw new ApiError('timeout');
    if (err instanceof ApiError) throw err;
    if (err instanceof TypeError) throw new ApiError('network');
    if (err instanceof DOMException && err.name === 'AbortError') throw new ApiError('timeout');
    throw new ApiError('unexpected');
  }
  const body = await readBody(response);
  if (!body) throw new ApiError('unexpected', response.status);
  if (isFailureBody(body)) {
    throw new ApiError('http', typeof body.code === 'number' && body.code >= 400 ? body.code : 400, body);
  }
  // Only a success flag is success (spec section 5): a 2xx without one is no order, no login.
  if (body.success !== true) throw new ApiError('unexpected', response.status, body);
  return body as Envelope<T>;
}
