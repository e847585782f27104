// Plain JavaScript so the server layer (server/*.mjs) builds the same envelope as the routes.

/** The API's failure envelope (spec section 7), as every refusal of ours answers it. */
export function failureBody(status, msg) {
  return { success: false, data: null, msg, code: status };
}

/** A failure answer in that envelope that no cache keeps. */
export function failureResponse(status, msg, headers = {}) {
  return Response.json(failureBody(status, msg), { status, headers: { 'cache-control': 'no-store', ...headers } });
}
