import 'server-only';
import ky from 'ky';
import { REQUEST_TIMEOUT_MS } from './envelope';
import { upstreamFetch } from './upstream';

/** ky for server components: public reads straight to the upstream, never through the gateway. */
export const serverHttp = ky.create({
  prefixUrl: 'http://upstream.internal/api',
  timeout: REQUEST_TIMEOUT_MS,
  retry: 0,
  fetch: (input, init) => upstreamFetch(new Request(input, init)),
});
