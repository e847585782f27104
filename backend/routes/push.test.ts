import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { DEFAULT_OTP_LIMITS } from '../context';
import type { PushOptions } from '../push/config';
import type { PushWebConfig } from '../../common/contract/push';
import { startHarness, type Harness } from '../test/harness';
import { MAX_TOKENS_PER_CUSTOMER } from '../push/devices';

const KEY = 'push-config-key-for-tests';
const WEB: PushWebConfig = {
  firebase: { apiKey: 'AIzaTest', authDomain: 'shop.firebaseapp.com', projectId: 'shop', messagingSenderId: '1234567890', appId: '1:1234567890:web:abc' },
  vapid_key: createECDH('prime256v1').generateKeys().toString('base64url'),
};

let h: Harness;
let seq = 0;
beforeAll(async () => {
  h = await startHarness({ push: { configKey: KEY, web: WEB } });
});
afterAll(() => h.backend.db.close());

const customer = () => h.login(`0912555${String(++seq).padStart(4, '0')}`);

/** The same database behind an app with other push options (a shop without push, or without a key). */
const appWith = (push: PushOptions | undefined) =>
  createApp({ db: h.backend.db, demo: false, jwtSecret: new TextEncoder().encode('x'), now: h.now, otpLimits: DEFAULT_OTP_LIMITS, push });

async function configGet(push: PushOptions | undefined, authorization?: string) {
  const res = await appWith(push).fetch(new Request('http://backend/api/v1/app/push/config', { headers: authorization ? { authorization } : {} }));
  return { status: res.status, body: await res.json() };
}

const ownerOf = async (token: string) =>
  (await h.backend.db.query<{ customer_id: number }>('SELECT customer_id FROM push_tokens WHERE token = $1', [token])).map((r) => r.customer_id);

describe('GET /app/push/config', () => {
  const unauthorized = { success: false, data: null, msg: 'لطفاً دوباره وارد شوید', code: 401 };

  it('answers 401 without the key, with a wrong one, or in another scheme', async () => {
    for (const authorization of [undefined, 'Key wrong-key', `Bearer ${KEY}`, KEY, `Key ${KEY}x`, 'Key ']) {
      const res = await h.call('GET', '/api/v1/app/push/config', { headers: authorization === undefined ? {} : { authorization } });
      expect(res.status, String(authorization)).toBe(401);
      expect(res.body).toEqual(unauthorized);
    }
  });

  it('hands the Firebase web config and VAPID key to the right key, without a customer session', async () => {
    const res = await h.call('GET', '/api/v1/app/push/config', { headers: { authorization: `Key ${KEY}` } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { push: { firebase: WEB.firebase, vapid_key: WEB.vapid_key } } });
    expect((await h.call('GET', '/api/v1/app/push/config/', { headers: { authorization: `key ${KEY}` } })).status).toBe(200);
  });

  it('answers push: null to the right key when push is not configured', async () => {
    const res = await configGet({ configKey: KEY, web: null }, `Key ${KEY}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { push: null } });
    expect((await configGet({ configKey: KEY, web: null }, 'Key other')).status).toBe(401);
  });

  it('answers 401 to every caller when no PUSH_CONFIG_KEY is configured', async () => {
    for (const push of [undefined, { web: WEB }, { configKey: '', web: WEB }]) {
      const res = await configGet(push, 'Key ');
      expect(res.status).toBe(401);
      expect(res.body).toEqual(unauthorized);
      expect((await configGet(push, `Key ${KEY}`)).status).toBe(401);
    }
  });
});

describe('device tokens', () => {
  const register = (token: string | undefined, body: unknown) => h.call('POST', '/api/v1/app/push/token', { token, body });
  const remove = (token: string | undefined, body: unknown) => h.call('POST', '/api/v1/app/push/token/delete', { token, body });

  it('registers a token for the logged-in customer, trimmed, once', async () => {
    const me = await customer();
    const res = await register(me.token, { token: '  device-a  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { registered: true }, msg: 'اعلان‌ها برای این دستگاه فعال شد' });
    expect(await ownerOf('device-a')).toEqual([me.customerId]);
    expect((await register(me.token, { token: 'device-a' })).status).toBe(200);
    expect(await ownerOf('device-a')).toEqual([me.customerId]);
  });

  it('keeps only a customer\'s newest tokens, so a script cannot grow the table', async () => {
    const me = await customer();
    for (let i = 0; i < MAX_TOKENS_PER_CUSTOMER + 5; i++) {
      h.advance(1);
      expect((await register(me.token, { token: `many-${me.customerId}-${i}` })).status).toBe(200);
    }
    const kept = await h.backend.db.query<{ token: string }>('SELECT token FROM push_tokens WHERE customer_id = $1 ORDER BY updated_at', [me.customerId]);
    expect(kept.map((r) => r.token)).toEqual(Array.from({ length: MAX_TOKENS_PER_CUSTOMER }, (_, i) => `many-${me.customerId}-${i + 5}`));
  });

  it('moves a re-registered token to the current customer and refreshes updated_at', async () => {
    const first = await customer();
    const second = await customer();
    await register(first.token, { token: 'shared-browser' });
    const [before] = await h.backend.db.query<{ updated_at: Date }>('SELECT updated_at FROM push_tokens WHERE token = $1', ['shared-browser']);
    h.advance(60);
    await register(second.token, { token: 'shared-browser' });
    const [after] = await h.backend.db.query<{ customer_id: number; updated_at: Date }>('SELECT customer_id, updated_at FROM push_tokens WHERE token = $1', ['shared-browser']);
    expect(after.customer_id).toBe(second.customerId);
    expect(new Date(after.updated_at).getTime() - new Date(before.updated_at).getTime()).toBeGreaterThanOrEqual(60_000);
  });

  it('keeps one row when the same token is registered in parallel by two customers', async () => {
    const a = await customer();
    const b = await customer();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => register(i % 2 ? a.token : b.token, { token: 'raced-token' })));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const owners = await ownerOf('raced-token');
    expect(owners).toHaveLength(1);
    expect([a.customerId, b.customerId]).toContain(owners[0]);
  });

  it('deletes a token only for its owner', async () => {
    const owner = await customer();
    const stranger = await customer();
    await register(owner.token, { token: 'owned-token' });
    const refused = await remove(stranger.token, { token: 'owned-token' });
    expect(refused.status).toBe(200);
    expect(refused.body.data).toEqual({ removed: false });
    expect(await ownerOf('owned-token')).toEqual([owner.customerId]);

    const removed = await remove(owner.token, { token: ' owned-token ' });
    expect(removed.body).toMatchObject({ success: true, data: { removed: true } });
    expect(await ownerOf('owned-token')).toEqual([]);
    expect((await remove(owner.token, { token: 'owned-token' })).body.data).toEqual({ removed: false });
  });

  it.each([
    ['a missing token', {}],
    ['an empty token', { token: '' }],
    ['a blank token', { token: '   ' }],
    ['a number', { token: 12345 }],
    ['an object', { token: { a: 1 } }],
    ['a token over 1024 characters', { token: 'x'.repeat(1025) }],
    ['a space inside', { token: 'abc def' }],
    ['a control character', { token: 'abc\u0007def' }],
    ['a line break inside', { token: 'abc\ndef' }],
  ])('refuses %s with a Persian 400 on both routes', async (_, body) => {
    const me = await customer();
    for (const call of [register, remove]) {
      const res = await call(me.token, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, data: null, code: 400 });
      expect(res.body.msg).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await h.backend.db.query('SELECT 1 FROM push_tokens WHERE customer_id = $1', [me.customerId])).length).toBe(0);
  });

  it('accepts a random token of exactly 1024 characters', async () => {
    const me = await customer();
    const token = randomBytes(768).toString('base64');
    expect((await register(me.token, { token })).status).toBe(200);
    expect(await ownerOf(token)).toEqual([me.customerId]);
  });

  // Random text does not compress: past ~2.7 KB it no longer fits push_tokens' btree primary key.
  it.each([
    ['3000 random ASCII characters', randomBytes(2250).toString('base64')],
    ['1400 random Persian letters', Array.from({ length: 1400 }, () => String.fromCharCode(0x628 + Math.floor(Math.random() * 0x20))).join('')],
  ])('refuses a token of %s with the token message', async (_, token) => {
    const me = await customer();
    const res = await register(me.token, { token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, data: null, msg: 'شناسه اعلان این دستگاه معتبر نیست', code: 400 });
  });

  // The app's safety net, should a route ever let such a value through to the database.
  it('answers 400, not 500, when a value overflows its btree index', async () => {
    const me = await customer();
    const app = appWith(undefined);
    app.post('/api/test/raw-token', async (c) => {
      await h.backend.db.query('INSERT INTO push_tokens (token, customer_id, created_at, updated_at) VALUES ($1, $2, now(), now())', [
        randomBytes(2250).toString('base64'),
        me.customerId,
      ]);
      return c.json({});
    });
    const res = await app.fetch(new Request('http://backend/api/test/raw-token', { method: 'POST' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, data: null, msg: 'اطلاعات ارسال شده صحیح نیست', code: 400 });
  });

  it('refuses a guest, a missing and a bad session with 401', async () => {
    const guest = await h.guest();
    for (const session of [guest, undefined, 'not-a-token']) {
      for (const call of [register, remove]) {
        const res = await call(session, { token: 'guest-device' });
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ success: false, data: null, code: 401 });
      }
    }
    expect(await ownerOf('guest-device')).toEqual([]);
  });
});
