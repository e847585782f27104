export const SECURITY_HEADERS: { key: string; value: string }[];
export const HSTS: string;
export const CLIENT_ADDRESS_HEADER: string;
