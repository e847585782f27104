import { describe, expect, it } from 'vitest';
import ky from 'ky';
import { send } from './envelope';
import { ApiError } from '../errors';

function client(handler: (req: Request) => Response | Promise<Response>, timeout = 1000) {
  return ky.create({ prefixUrl: 'http://api.test', retry: 0, timeout, fetch: async (input, init) => handler(new Request(input, init)) });
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('send', () => {
  it('returns the envelope of a success', async () => {
    const res = await send<{ a: number }>(client(() => json({ success: true, data: { a: 1 }, msg: '', code: 200 })).get('x'));
    expect(res.data.a).toBe(1);
  });

  it.each([200, 400])('treats success:false with code %i as a failure', async (code) => {
    const err = await send(client(() => json({ success: false, data: null, msg: 'نه', code })).get('x')).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(400);
    expect(err.body.msg).toBe('نه');
  });

  it.each([{ data: { order: { id: 1 } } }, { success: 'true', data: {} }, { success: 1 }])('treats a 2xx body without success:true as no success: %j', async (body) => {
    const err = await send(client(() => json(body)).get('x')).catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err.kind).toBe('unexpected');
  });

  it('keeps status and body of HTTP errors', async () => {
    const err = await send(client(() => json({ success: false, msg: 'x', code: 403 }, 403)).get('x')).catch((e) => e);
    expect(err.kind).toBe('http');
    expect(err.status).toBe(403);
  });

  it('turns a time-out into a timeout error', async () => {
    const slow = client(() => new Promise<Response>((r) => setTimeout(() => r(json({ success: true })), 500)), 50);
    const err = await send(slow.get('x')).catch((e) => e);
    expect(err.kind).toBe('timeout');
  });

  it('turns a dropped connection into a network error', async () => {
    const err = await send(client(() => { throw new TypeError('Failed to fetch'); }).get('x')).catch((e) => e);
    expect(err.kind).toBe('network');
  });

  it('treats a non-JSON body as unexpected', async () => {
    const err = await send(client(() => new Response('<html>', { status: 200 })).get('x')).catch((e) => e);
    expect(err.kind).toBe('unexpected');
  });
});
