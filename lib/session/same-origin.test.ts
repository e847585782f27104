import { describe, expect, it } from 'vitest';
import { acceptsBody, isForeign, refuseCrossSite } from './same-origin';

const request = (method: string, headers: Record<string, string>, url = 'http://localhost:3000/api/v1/user/validate') => ({
  method,
  url,
  headers: new Headers({ host: new URL(url).host, ...headers }),
});

describe('cross-site refusal', () => {
  it('lets same-origin calls and non-browser clients through', () => {
    expect(isForeign(request('POST', { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }))).toBe(false);
    expect(isForeign(request('POST', {}))).toBe(false);
    expect(isForeign(request('GET', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }))).toBe(false);
    // Behind a TLS-terminating proxy the forwarded scheme names the origin.
    expect(isForeign(request('POST', { origin: 'https://localhost:3000', 'x-forwarded-proto': 'https' }))).toBe(false);
  });

  it.each([
    [{ origin: 'https://evil.example' }],
    [{ origin: 'http://localhost:3001' }],
    [{ origin: 'http://shop.localhost:3000' }],
    [{ origin: 'null' }],
    [{ 'sec-fetch-site': 'same-site' }],
    [{ 'sec-fetch-site': 'cross-site', origin: 'http://localhost:3000' }],
    [{ 'sec-fetch-site': 'none' }],
  ])('refuses a state change from %j with 403 and the Persian envelope', async (headers) => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const res = refuseCrossSite(request(method, headers), 'v1/user/validate');
      expect(res?.status).toBe(403);
      const body = await res!.json();
      expect(body).toMatchObject({ success: false, data: null, code: 403 });
      expect(body.msg).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it('accepts JSON bodies, multipart only on upload paths, and no body without a type', () => {
    const post = (type: string | null, length = '10') =>
      request('POST', { ...(type ? { 'content-type': type } : {}), 'content-length': length });
    expect(acceptsBody(post('application/json'), 'v1/user/validate')).toBe(true);
    expect(acceptsBody(post('application/json; charset=utf-8'), 'v1/user/validate')).toBe(true);
    expect(acceptsBody(post(null, '0'), 'v1/user/login/guest')).toBe(true);
    expect(acceptsBody(post('multipart/form-data; boundary=x'), 'v1/upload')).toBe(true);
    expect(acceptsBody(post('multipart/form-data; boundary=x'), 'v1/customer/12/avatar')).toBe(true);

    expect(acceptsBody(post('text/plain'), 'v1/user/validate')).toBe(false);
    expect(acceptsBody(post('application/x-www-form-urlencoded'), 'v1/app/customers/1/edit')).toBe(false);
    expect(acceptsBody(post('multipart/form-data; boundary=x'), 'v1/app/customers/1/edit')).toBe(false);
    expect(acceptsBody(post(null), 'v1/user/validate')).toBe(false);
  });

  it('takes plain forms only from the sandbox provider page, and the provider callback from anywhere', () => {
    const form = (origin: string | null) =>
      request('POST', { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '0', ...(origin ? { origin } : {}) });
    expect(acceptsBody(form(null), 'v1/payment/sandbox/S0123/pay')).toBe(true);
    expect(acceptsBody(form(null), 'v1/payment/sandbox/S0123/cancel')).toBe(true);
    expect(acceptsBody(form(null), 'v1/payment/create')).toBe(false);
    expect(refuseCrossSite(form('https://evil.example'), 'v1/payment/sandbox/S0123/pay')?.status).toBe(403);
    // Gateways post the return from their own origin; the backend verifies it with the provider.
    expect(refuseCrossSite(form('https://www.zarinpal.com'), 'v1/payment/callback')).toBeNull();
    expect(refuseCrossSite(form('https://www.zarinpal.com'), 'v1/payment/create')?.status).toBe(403);
  });

  it('answers a wrong body type with 415', async () => {
    const res = refuseCrossSite(request('POST', { 'content-type': 'text/plain', 'content-length': '5' }), 'v1/user/validate');
    expect(res?.status).toBe(415);
    expect(await res!.json()).toMatchObject({ success: false, data: null, code: 415 });
  });
});
