import ky from 'ky';
import { REQUEST_TIMEOUT_MS } from './envelope';
import { sessionFetch } from '@/lib/session/first-call';

/**
 * The browser's only way to the API: the same-origin gateway under /api, which adds the
 * Bearer token from the httpOnly cookie. Errors are not retried: carts and orders are not
 * idempotent, and React Query decides about retries for reads.
 */
export const browserHttp = ky.create({
  prefixUrl: '/api',
  timeout: REQUEST_TIMEOUT_MS,
  retry: 0,
  credentials: 'same-origin',
  fetch: sessionFetch,
});
