import { describe, expect, it } from 'vitest';
import { loginHref } from './login-href';

describe('loginHref', () => {
  it('carries the current page, query included, as the redirect', () => {
    expect(loginHref('/product/3')).toBe('/login?redirect=%2Fproduct%2F3');
    expect(loginHref('/search?name=کیک')).toBe(`/login?redirect=${encodeURIComponent('/search?name=کیک')}`);
  });

  it('adds no redirect for home, the login page or an unsafe target', () => {
    expect(loginHref('/')).toBe('/login');
    expect(loginHref('/login?redirect=/cart')).toBe('/login');
    expect(loginHref('//evil.example')).toBe('/login');
    expect(loginHref(null)).toBe('/login');
  });
});
