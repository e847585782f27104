import type { NextRequest } from 'next/server';
import { NONCE_PAGES, createNonce, noncePolicy } from './csp.mjs';
import { isSecureRequest } from '@/lib/session/cookies';

/**
 * For a dynamic page (cart, checkout, profile, order, orders, login, search): a fresh nonce policy,
 * and the request headers that hand it to Next, which puts the nonce on its scripts. Other
 * pages get the cache-safe hash policy from the server layer (server/security-layer.mjs).
 */
export function nonceCsp(request: NextRequest): { requestHeaders: Headers; policy: string } | null {
  if (!NONCE_PAGES.test(request.nextUrl.pathname)) return null;
  const policy = noncePolicy(createNonce(), {
    https: isSecureRequest(request.url, request.headers.get('x-forwarded-proto')),
    dev: process.env.NODE_ENV === 'development',
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('content-security-policy', policy);
  return { requestHeaders, policy };
}
