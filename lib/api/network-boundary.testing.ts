import ky from 'ky';

/** A request as the fake network saw it (the body parsed as JSON, or null). */
export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * For tests: a ky instance whose network is `answer`, at the boundary only (the code under test
 * runs for real), and the requests that reached it.
 */
export function fakeNetwork(answer: (request: Request) => Response | Promise<Response>, timeout = 60_000) {
  const requests: SeenRequest[] = [];
  const http = ky.create({
    prefixUrl: 'http://shop.test/api',
    retry: 0,
    timeout,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      requests.push({ method: request.method, path: new URL(request.url).pathname, body: await request.clone().json().catch(() => null) });
      return answer(request);
    },
  });
  return { http, requests };
}

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
