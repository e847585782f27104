import ky from 'ky';
import { REQUEST_TIMEOUT_MS } from './envelope';
import { sessionFetch } from '@/lib/session/first-call';
import { accountApi } from './account';
import { authApi } from './auth';
import { cartApi } from './cart';
import { catalogApi } from './catalog';
import { checkoutApi } from './checkout';
import { customerApi } from './customer';
import { reservationsApi } from './reservations';

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

// The one set of typed clients the browser uses, one per domain. Marked pure so a page's bundle
// keeps only the clients it imports.
export const catalogClient = /* @__PURE__ */ catalogApi(browserHttp);
export const cartClient = /* @__PURE__ */ cartApi(browserHttp);
export const authClient = /* @__PURE__ */ authApi(browserHttp);
export const customerClient = /* @__PURE__ */ customerApi(browserHttp);
export const checkoutClient = /* @__PURE__ */ checkoutApi(browserHttp);
export const reservationsClient = /* @__PURE__ */ reservationsApi(browserHttp);
export const accountClient = /* @__PURE__ */ accountApi(browserHttp);
