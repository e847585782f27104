import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * Every response has the same envelope: {success, data, msg, code}. code mirrors the HTTP
 * status so clients that only read the body (the spec's error handler does) see it too.
 */
export function ok<T>(c: Context, data: T, msg = '', status: ContentfulStatusCode = 200) {
  return c.json({ success: true, data, msg, code: status }, status);
}

export function fail(c: Context, status: ContentfulStatusCode, msg: string) {
  return c.json({ success: false, data: null, msg, code: status }, status);
}

/**
 * Thrown anywhere in a route; the app's error handler turns it into the envelope. `retryAfter`
 * (seconds) becomes the Retry-After header, so a client or proxy knows when a limit lifts.
 */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export const messages = {
  badRequest: 'اطلاعات ارسال شده صحیح نیست',
  unauthorized: 'لطفاً دوباره وارد شوید',
  forbidden: 'شما به این بخش دسترسی ندارید',
  notFound: 'اطلاعات درخواستی پیدا نشد',
  duplicate: 'این اطلاعات قبلاً ثبت شده است',
  server: 'خطای داخلی سرور؛ لطفاً دوباره تلاش کنید',
  busy: 'سرور در این لحظه پاسخ‌گو نیست؛ لطفاً چند لحظه دیگر دوباره تلاش کنید',
} as const;
