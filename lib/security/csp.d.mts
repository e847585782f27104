export interface PolicyOptions {
  https?: boolean;
  dev?: boolean;
}
export const PAYMENT_ORIGINS: string[];
export const NONCE_PAGES: RegExp;
export function noncePolicy(nonce: string, opts?: PolicyOptions): string;
export function hashPolicy(hashes: string[]): string;
export function createNonce(): string;
export function inlineScripts(html: string): string[];
