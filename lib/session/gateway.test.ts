import { describe, expect, it } from 'vitest';
import { apiPathFrom, isAllowedPath, isSessionless, issuesToken } from './allowlist';
import { extractToken } from './token-response';
import { sessionCookies, sessionRole, isSecureRequest } from './cookies';

describe('gateway path handling', () => {
  it('keeps allowed API paths, with their trailing slash', () => {
    expect(apiPathFrom('/api/v1/stories/')).toBe('v1/stories/');
    expect(apiPathFrom('/api/v1/app/customers/12')).toBe('v1/app/customers/12');
    expect(apiPathFrom('/api/v1/products/%D9%82')).toBe('v1/products/%D9%82');
  });

  it.each(['/api/v1/../dev/otp', '/api/v1/%2e%2e/x', '/api/v1/a%2Fb', '/api/v1/a%5Cb', '/api/v1/%00', '/api/v1/%E0%A4%A', '/other'])(
    'refuses %s',
    (path) => {
      expect(apiPathFrom(path)).toBeNull();
    },
  );

  it('forwards only allow-listed prefixes; dev routes only in demo mode', () => {
    expect(isAllowedPath('v1/home', false)).toBe(true);
    expect(isAllowedPath('v1/order/price/', false)).toBe(true);
    expect(isAllowedPath('v3/support/', false)).toBe(true);
    expect(isAllowedPath('v1/media/uploads/0123456789abcdef0123456789abcdef.webp', false)).toBe(true);
    expect(isAllowedPath('v2/anything', false)).toBe(false);
    expect(isAllowedPath('health', false)).toBe(false);
    expect(isAllowedPath('dev/otp', false)).toBe(false);
    expect(isAllowedPath('dev/otp', true)).toBe(true);
  });

  it('forwards the push token calls but never the push-config GET, which needs the server\'s key', () => {
    expect(isAllowedPath('v1/app/push/token', false)).toBe(true);
    expect(isAllowedPath('v1/app/push/token/delete', false)).toBe(true);
    for (const path of ['v1/app/push/config', 'v1/app/push/config/', 'v1/app/Push/Config', apiPathFrom('/api/v1/app/push/conf%69g')!]) {
      expect(isAllowedPath(path, false), path).toBe(false);
      expect(isAllowedPath(path, true), path).toBe(false);
    }
  });

  it('knows which answers carry a token', () => {
    expect(issuesToken('v1/user/login/guest')).toBe(true);
    expect(issuesToken('v1/user/validate')).toBe(true);
    expect(issuesToken('v1/qrcode/abc/get')).toBe(true);
    // The API serves these with a trailing slash too, and an upstream may ignore case.
    expect(issuesToken('v1/user/validate/')).toBe(true);
    expect(issuesToken('v1/qrcode/abc/get/')).toBe(true);
    expect(issuesToken('v1/user/Validate')).toBe(true);
    expect(issuesToken('v1/user/login')).toBe(false);
  });

  it('starts no guest session for public files and the payment provider\'s pages', () => {
    expect(isSessionless('v1/media/uploads/0123456789abcdef0123456789abcdef.webp')).toBe(true);
    expect(isSessionless('v1/payment/sandbox/S0123')).toBe(true);
    expect(isSessionless('v1/payment/callback')).toBe(true);
    expect(isSessionless('v1/payment/create')).toBe(false);
    expect(isSessionless('v1/app/config')).toBe(false);
  });
});

describe('token extraction', () => {
  it('takes the token out of the body and keeps the rest', () => {
    const body = { success: true, msg: 'ok', code: 200, data: { token: { access_token: 'T', expires_in: 60 }, user: { id: 1, role: 'customer' }, customer: { id: 2 } } };
    const { issued, forwarded } = extractToken(body);
    expect(issued).toEqual({ token: 'T', role: 'customer', maxAge: 60 });
    expect(JSON.stringify(forwarded)).not.toContain('"T"');
    expect(forwarded).toMatchObject({ success: true, data: { user: { id: 1 }, customer: { id: 2 } } });
  });

  it('passes bodies without a token through', () => {
    expect(extractToken({ success: false, msg: 'x' }).issued).toBeNull();
    expect(extractToken(null).issued).toBeNull();
  });

  it('makes httpOnly Lax cookies, Secure under https', () => {
    const [token, role] = sessionCookies('T', 'guest', true);
    expect(token).toMatchObject({ name: 'shop_token', httpOnly: true, sameSite: 'lax', secure: true, path: '/' });
    expect(role).toMatchObject({ name: 'shop_role', value: 'guest', httpOnly: false, sameSite: 'lax', secure: true });
    expect(sessionRole('a=1; shop_role=customer; b=2')).toBe('customer');
    expect(sessionRole('shop_role=guest')).toBe('guest');
    expect(sessionRole('xshop_role=customer; shop_role=admin')).toBeNull();
    expect(sessionRole('shop_role=guest; shop_role=customer')).toBeNull();
    expect(sessionRole('')).toBeNull();
    expect(isSecureRequest('http://x', 'https')).toBe(true);
    expect(isSecureRequest('http://x', null)).toBe(false);
    expect(isSecureRequest('https://x', null)).toBe(true);
  });
});
