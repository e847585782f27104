// Plain JavaScript so the server layer (server/direct-api.mjs) and the gateway read the same values.

/** The largest API body the gateway takes; a larger one is 413. */
export const MAX_API_BODY_BYTES = 8 * 1024 * 1024;

/** Where the server layer finds the gateway (lib/api/direct-gateway.ts puts it there). */
export const DIRECT_GATEWAY_KEY = Symbol.for('shop.directGateway');
