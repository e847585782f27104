export const MAX_API_BODY_BYTES: number;
export const DIRECT_GATEWAY_KEY: unique symbol;
