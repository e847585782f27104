/**
 * The error catalogue (spec section 8). Every failed API call becomes an ApiError, and
 * describeError turns it into what the customer sees: the server's own msg when it sent one,
 * otherwise the Persian text for the condition, plus whether the session must be dropped.
 */

export type Variant = 'success' | 'error';

export interface Notice {
  message: string;
  variant: Variant;
  code: number | string;
}

export const MESSAGES = {
  network: 'اتصال اینترنت برقرار نیست',
  unexpected: 'خطای غیرمنتظره‌ای در برنامه رخ داد',
  timeout: 'خطا در برقراری ارتباط؛ دوباره تلاش کنید',
  server: 'خطا در ارتباط با سرور',
  401: 'احراز هویت انجام نشد؛ لطفاً دوباره وارد شوید',
  400: 'اطلاعات ارسال شده صحیح نیست',
  409: 'اطلاعات تکراری ارسال شده است',
  403: 'شما به این بخش دسترسی ندارید',
  404: 'اطلاعات درخواستی پیدا نشد',
} as const;

export const restoreTimeoutMessage = (key: string) => `بازیابی اطلاعات ذخیره‌شده «${key}» بیش از حد طول کشید`;

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'unexpected';

export interface ServerBody {
  success?: boolean;
  msg?: unknown;
  code?: unknown;
  data?: unknown;
}

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    /** HTTP status (0 when there was no response). */
    readonly status = 0,
    readonly body: ServerBody | null = null,
  ) {
    super(`${kind}${status ? ` ${status}` : ''}`);
    this.name = 'ApiError';
  }
}

export interface ErrorOutcome {
  /** null: say nothing (a network drop of a background read on Apple devices, as the spec asks). */
  notice: Notice | null;
  /** 401/403: log out, take a fresh guest token, go home. */
  logout: boolean;
}

/** The server's own reason (its msg, or data.msg), trimmed and bounded; null when it sent none. */
export function serverMessage(body: ServerBody | null): string | null {
  const nested = body?.data && typeof body.data === 'object' ? (body.data as { msg?: unknown }).msg : undefined;
  const msg = typeof body?.msg === 'string' && body.msg.trim() ? body.msg : nested;
  return typeof msg === 'string' && msg.trim() ? msg.trim().slice(0, 300) : null;
}

/**
 * `apple`: an Apple device, where the spec skips the network message (Safari reports a fetch cut
 * short by leaving the page as a network error). `pressed`: the customer's own action, which is
 * always told: a button that went busy and back with no word would seem to do nothing.
 */
export function describeError(error: unknown, opts: { apple?: boolean; pressed?: boolean } = {}): ErrorOutcome {
  if (!(error instanceof ApiError)) {
    return { notice: { message: MESSAGES.unexpected, variant: 'error', code: 'unexpected' }, logout: false };
  }
  if (error.kind === 'network') {
    return { notice: opts.apple && !opts.pressed ? null : { message: MESSAGES.network, variant: 'error', code: 'network' }, logout: false };
  }
  if (error.kind === 'timeout') {
    return { notice: { message: MESSAGES.timeout, variant: 'error', code: 'ECONNABORTED' }, logout: false };
  }
  if (error.kind === 'unexpected') {
    return { notice: { message: MESSAGES.unexpected, variant: 'error', code: 'unexpected' }, logout: false };
  }
  const status = error.status;
  const bodyCode = typeof error.body?.code === 'number' ? error.body.code : status;
  const logout = status === 401 || status === 403;
  const own = serverMessage(error.body);
  const known = MESSAGES[status as keyof typeof MESSAGES];
  const message = own ?? (typeof known === 'string' ? known : MESSAGES.server);
  return { notice: { message, variant: 'error', code: bodyCode }, logout };
}

/**
 * A body that came back 2xx but says success:false (the spec names codes 200 and 400) is a
 * failure all the same (send() also refuses one with no success:true at all).
 */
export function isFailureBody(body: ServerBody | null): boolean {
  return !!body && body.success === false;
}

/** Apple platforms report dropped connections as noise; the spec keeps them silent there. */
export function isAppleDevice(userAgent: string): boolean {
  return /iPhone|iPad|iPod|Macintosh|Mac OS X/.test(userAgent);
}
