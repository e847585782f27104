import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { revalidatePath, revalidateTag } from 'next/cache';
import { countingStream } from '@/lib/http/counting-stream.testing';
import { POST } from './route';

// Next's cache functions need its request context; here only what the route asks of them counts.
vi.mock('next/cache', () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn() }));

const SECRET = 'route-test-secret';
beforeEach(() => {
  process.env.REVALIDATE_SECRET = SECRET;
  vi.clearAllMocks();
});
afterEach(() => {
  delete process.env.REVALIDATE_SECRET;
});

function post(body: BodyInit, headers: Record<string, string> = {}) {
  return POST(new Request('http://shop.test/api/revalidate', { method: 'POST', headers, body, duplex: 'half' } as RequestInit));
}

describe('POST /api/revalidate', () => {
  it.each([
    ['a wrong x-revalidate-secret', { 'x-revalidate-secret': 'wrong' }, SECRET],
    ['a wrong Bearer secret', { authorization: 'Bearer wrong' }, SECRET],
    ['no secret configured', { 'x-revalidate-secret': SECRET }, ''],
  ])('refuses %s with 401 without reading the body', async (_, headers, configured) => {
    process.env.REVALIDATE_SECRET = configured;
    const { stream, seen } = countingStream(64, 1024 * 1024);
    const res = await post(stream, headers);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ success: false, code: 401 });
    expect(seen.pulled).toBe(0);
  });

  it('refuses a streamed body over 64 KB with 413 and stops reading it', async () => {
    const { stream, seen } = countingStream(64, 16 * 1024);
    const res = await post(stream, { 'x-revalidate-secret': SECRET });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, data: null, msg: 'حجم درخواست بیش از حد مجاز است', code: 413 });
    expect(seen.pulled).toBe(5);
    expect(seen.cancelled).toBe(true);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('revalidates the tags and paths of a call with the secret in a header', async () => {
    const res = await post(JSON.stringify({ tags: ['home', 'product:1'], paths: ['/'] }), { 'x-revalidate-secret': SECRET });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true, data: { tags: ['home', 'product:1'], paths: ['/'] } });
    // Every tag, not only the last: a stale home price would otherwise stay.
    expect(vi.mocked(revalidateTag).mock.calls).toEqual([
      ['home', 'max'],
      ['product:1', 'max'],
    ]);
    expect(vi.mocked(revalidatePath).mock.calls).toEqual([['/']]);
  });

  it('takes the secret from the body when no header carries one, and refuses a wrong one', async () => {
    const ok = await post(JSON.stringify({ secret: SECRET, tags: ['home'], immediate: true }));
    expect(ok.status).toBe(200);
    expect(revalidateTag).toHaveBeenCalledWith('home', { expire: 0 });
    expect((await post(JSON.stringify({ secret: 'wrong', tags: ['home'] }))).status).toBe(401);
    expect((await post(JSON.stringify({ tags: ['home'] }))).status).toBe(401);
    expect(revalidateTag).toHaveBeenCalledTimes(1);
  });
});
