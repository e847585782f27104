import 'server-only';
import ky from 'ky';
import { REQUEST_TIMEOUT_MS } from './envelope';
import { upstreamFetch } from './upstream';
import { markBackendUnavailable } from './backend-state';

/** Answers that mean the API is not there for now, not that the page asked for something wrong. */
const UNAVAILABLE = new Set([502, 503, 504]);

/** ky for server components: public reads straight to the upstream, never through the gateway. */
export const serverHttp = ky.create({
  prefixUrl: 'http://upstream.internal/api',
  timeout: REQUEST_TIMEOUT_MS,
  retry: 0,
  fetch: async (input, init) => {
    try {
      const answer = await upstreamFetch(new Request(input, init));
      if (UNAVAILABLE.has(answer.status)) markBackendUnavailable();
      return answer;
    } catch (err) {
      markBackendUnavailable();
      throw err;
    }
  },
});
