import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../test/harness';
import { folderStorage } from '../../storage/folder';

let h: Harness;
let dir: string;
let me: { token: string; customerId: number };
let other: { token: string; customerId: number };
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'uploads-test-'));
  h = await startHarness({ uploadDir: dir });
  me = await h.login('09124440001');
  other = await h.login('09124440002');
});
afterAll(async () => {
  await h.backend.db.close();
  await rm(dir, { recursive: true, force: true });
});

const BAD_TYPE = 'فقط تصویر JPEG، PNG یا WebP پذیرفته می‌شود';
const TOO_LARGE = 'حجم فایل بیش از ۵ مگابایت است';

function picture(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });
}

async function post(path: string, token: string | undefined, field: string, bytes: Uint8Array, name = 'photo.png', type = 'image/png') {
  const form = new FormData();
  form.append(field, new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const res = await h.backend.fetch(new Request(`http://backend${path}`, { method: 'POST', headers, body: form }));
  return { status: res.status, body: await res.json() };
}

const upload = (bytes: Uint8Array, name?: string, type?: string) => post('/api/v1/upload', me.token, 'file', bytes, name, type);
const avatar = (id: number, bytes: Uint8Array, field = 'file') => post(`/api/v1/customer/${id}/avatar`, me.token, field, bytes);

/** The served file: status, headers and sharp's reading of its bytes. */
async function served(url: string) {
  const res = await h.backend.fetch(new Request(`http://backend${url}`));
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, meta: await sharp(bytes).metadata() };
}

describe('image uploads', () => {
  it('re-encodes a PNG to WebP, keeps its proportions and serves it with immutable cache headers', async () => {
    const res = await upload(await picture(400, 300).png().toBuffer());
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ width: 400, height: 300, content_type: 'image/webp' });
    expect(res.body.data.url).toMatch(/^\/api\/v1\/media\/uploads\/[0-9a-f]{32}\.webp$/);
    const { res: file, meta } = await served(res.body.data.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 300 });
    // On disk: a new storage over the same folder (as after a restart) still has the file.
    const key = res.body.data.url.split('/').pop();
    expect((await folderStorage(dir).read(key))?.byteLength).toBe(res.body.data.size);
  });

  it('shrinks a large JPEG to 1600 on its long side', async () => {
    const res = await upload(await picture(3000, 1000).jpeg().toBuffer(), 'x.jpg', 'image/jpeg');
    expect(res.status).toBe(200);
    expect((await served(res.body.data.url)).meta).toMatchObject({ width: 1600, height: 533 });
  });

  it('applies EXIF rotation and strips metadata', async () => {
    const rotated = await picture(60, 20).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const input = await sharp(rotated).metadata();
    expect([input.width, input.height, input.orientation, Boolean(input.exif)]).toEqual([60, 20, 6, true]);
    const res = await upload(rotated, 'r.jpg', 'image/jpeg');
    expect(res.status).toBe(200);
    const { meta } = await served(res.body.data.url);
    expect([meta.width, meta.height]).toEqual([20, 60]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.icc).toBeUndefined();
  });

  it('judges the type by the bytes: a text file named .png is refused, a WebP named .txt is accepted', async () => {
    const text = new TextEncoder().encode('this is not a picture at all');
    expect(await upload(text, 'photo.png', 'image/png')).toMatchObject({ status: 400, body: { success: false, data: null, msg: BAD_TYPE } });
    // A PNG signature in front of garbage passes the sniff but not the decoder.
    const fake = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...text]);
    expect((await upload(fake)).body.msg).toBe(BAD_TYPE);
    const gif = await picture(10, 10).gif().toBuffer();
    expect((await upload(gif, 'a.png', 'image/png')).body.msg).toBe(BAD_TYPE);
    const webp = await picture(30, 30).webp().toBuffer();
    expect((await upload(webp, 'notes.txt', 'text/plain')).status).toBe(200);
  });

  it('refuses more than 5 MB (413) and more than 6000 pixels a side (400)', async () => {
    const sixMb = await post('/api/v1/upload', me.token, 'file', new Uint8Array(6 * 1024 * 1024).fill(0xff));
    expect(sixMb).toMatchObject({ status: 413, body: { success: false, msg: TOO_LARGE } });
    // Just over 5 MB: the envelope fits the request limit, the file itself does not.
    const justOver = await post('/api/v1/upload', me.token, 'file', new Uint8Array(5 * 1024 * 1024 + 1).fill(0xff));
    expect(justOver).toMatchObject({ status: 413, body: { msg: TOO_LARGE } });
    const wide = await upload(await picture(6001, 8).png().toBuffer());
    expect(wide).toMatchObject({ status: 400, body: { msg: 'ابعاد تصویر حداکثر ۶۰۰۰ در ۶۰۰۰ پیکسل است' } });
  });

  it('asks for a file and for a customer', async () => {
    const form = new FormData();
    form.append('note', 'no file here');
    const res = await h.backend.fetch(new Request('http://backend/api/v1/upload', { method: 'POST', headers: { authorization: `Bearer ${me.token}` }, body: form }));
    expect(res.status).toBe(400);
    const png = await picture(10, 10).png().toBuffer();
    expect((await post('/api/v1/upload', await h.guest(), 'file', png)).status).toBe(401);
    expect((await post('/api/v1/upload', undefined, 'file', png)).status).toBe(401);
  });

  it('allows 30 images per customer and hour', async () => {
    const busy = await h.login('09124440003');
    // Start at the beginning of an hour window, so the count cannot straddle two windows.
    h.advance(3601 - ((h.now().getTime() / 1000) % 3600));
    const png = await picture(8, 8).png().toBuffer();
    for (let i = 0; i < 30; i++) expect((await post('/api/v1/upload', busy.token, 'file', png)).status).toBe(200);
    const refused = await post('/api/v1/upload', busy.token, 'file', png);
    expect(refused).toMatchObject({ status: 429, body: { msg: 'تعداد بارگذاری‌ها بیش از حد مجاز است؛ لطفاً ساعتی بعد دوباره تلاش کنید' } });
    h.advance(3600);
    expect((await post('/api/v1/upload', busy.token, 'file', png)).status).toBe(200);
  });

  it('counts every file before decoding it: past the allowance even a non-image is refused undecoded (429)', async () => {
    const busy = await h.login('09124440004');
    h.advance(3601 - ((h.now().getTime() / 1000) % 3600));
    const text = new TextEncoder().encode('this is not a picture at all');
    for (let i = 0; i < 30; i++) expect((await post('/api/v1/upload', busy.token, 'file', text)).status).toBe(400);
    const refused = await post('/api/v1/upload', busy.token, 'file', text);
    expect(refused).toMatchObject({ status: 429, body: { msg: 'تعداد بارگذاری‌ها بیش از حد مجاز است؛ لطفاً ساعتی بعد دوباره تلاش کنید' } });
    expect((await post('/api/v1/upload', busy.token, 'file', await picture(8, 8).png().toBuffer())).status).toBe(429);
  });

  it('serves only stored, well-formed names', async () => {
    for (const name of ['0123456789abcdef0123456789abcdef.webp', 'ABCDEF.webp', '..%2F..%2Fpackage.json', 'x.png']) {
      expect((await h.backend.fetch(new Request(`http://backend/api/v1/media/uploads/${name}`))).status, name).toBe(404);
    }
  });
});

describe('avatar', () => {
  it('crops to a 256 square WebP and sets the customer’s avatar', async () => {
    const res = await avatar(me.customerId, await picture(800, 500).png().toBuffer());
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: me.customerId, mobile: '09124440001' });
    expect(res.body.data.avatar).toMatch(/^\/api\/v1\/media\/uploads\/[0-9a-f]{32}\.webp$/);
    expect((await served(res.body.data.avatar)).meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    const profile = await h.call('GET', `/api/v1/app/customers/${me.customerId}`, { token: me.token });
    expect(profile.body.data.avatar).toBe(res.body.data.avatar);
  });

  it('accepts the field name `image` and refuses a renamed text file', async () => {
    expect((await avatar(me.customerId, await picture(50, 50).jpeg().toBuffer(), 'image')).status).toBe(200);
    const bad = await avatar(me.customerId, new TextEncoder().encode('hello'), 'file');
    expect(bad).toMatchObject({ status: 400, body: { msg: BAD_TYPE } });
  });

  it('deletes the picture it replaces, whose address then answers 404', async () => {
    const first = (await avatar(me.customerId, await picture(60, 60).png().toBuffer())).body.data.avatar;
    expect((await served(first)).res.status).toBe(200);
    const second = (await avatar(me.customerId, await picture(70, 70).png().toBuffer())).body.data.avatar;
    expect(second).not.toBe(first);
    expect((await h.backend.fetch(new Request(`http://backend${first}`))).status).toBe(404);
    expect(existsSync(join(dir, first.split('/').at(-1)!))).toBe(false);
    expect((await served(second)).res.status).toBe(200);
  });

  it('is the owner’s only', async () => {
    const before = await h.call('GET', `/api/v1/app/customers/${other.customerId}`, { token: other.token });
    const res = await avatar(other.customerId, await picture(50, 50).png().toBuffer());
    expect(res.status).toBe(403);
    const after = await h.call('GET', `/api/v1/app/customers/${other.customerId}`, { token: other.token });
    expect(after.body.data.avatar).toBe(before.body.data.avatar);
  });
});
