import { ApiError } from '@/lib/errors';

/**
 * Whether an order may exist although its submit failed. Only the API's own HTTP answer says it
 * does not (a refusal, or an error that rolled the order back). No answer (a dropped connection,
 * a time-out), the gateway's 502/504 (the API's answer lost on the way) or an unreadable answer
 * may hide an order placed, and already paid from credit.
 */
export function orderMayExist(error: unknown): boolean {
  return !(error instanceof ApiError && error.kind === 'http' && error.status !== 502 && error.status !== 504);
}
