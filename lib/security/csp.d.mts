export interface PolicyOptions {
  https?: boolean;
  dev?: boolean;
  /** Allow Firebase Cloud Messaging's registration APIs (the profile page's notifications button). */
  push?: boolean;
}
export const PAYMENT_ORIGINS: string[];
export const PUSH_ORIGINS: string[];
export const NONCE_PAGES: RegExp;
export function noncePolicy(nonce: string, opts?: PolicyOptions): string;
export function hashPolicy(hashes: string[]): string;
export function createNonce(): string;
export function inlineScripts(html: string): string[];
